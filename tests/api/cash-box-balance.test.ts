import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call } from './client';
import { closeOpenSessions, demo, type Demo } from './fixtures';

/**
 * A cash box's balance is the cash in it: opening a session books the float's difference from what the box
 * held, closing with a count books the over or short, each in the transaction of its event, each a move of
 * the box's ledger that names the session. The Z report keeps when the session opened and closed.
 */
let d: Demo;
let boxId: number;
beforeAll(async () => {
  d = await demo();
  boxId = ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
});

interface Move {
  id: number;
  at: string;
  amount: string;
  paymentType: string | null;
  kind: string | null;
  documentId: number | null;
  documentType: string | null;
  documentNumber: string | null;
}

const balance = async () =>
  ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; balance: string }[]).find((b) => b.id === boxId)!.balance;
const movesOf = async (documentId: number) => {
  const r = await call('GET', `cash-boxes/${boxId}/moves?limit=200`, { token: d.auditor });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.response.items as Move[]).filter((m) => m.documentId === documentId);
};
const change = (before: string, after: string) => new Dec(after).minus(before).toFixed(2);

async function open(openingBalance: string) {
  const r = await call('POST', 'documents', { token: d.cashier, body: { type: 'cashBoxSession', cashBoxId: boxId, openingBalance } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number; number: string; createdAt: string; openedAt: string; carriedCash: string };
}

const close = (session: { id: number; version: number }, extra: Record<string, unknown> = {}) =>
  call('POST', `documents/${session.id}/events`, { token: d.cashier, body: { type: 'CLOSE', version: session.version, ...extra } });

/** A cash sale of 457.05 + 20 % VAT = 548.46 (the admin may sell at any price). */
async function cashSale() {
  const r = await call('POST', 'pos/sales', {
    token: d.admin,
    body: {
      clientId: crypto.randomUUID(),
      cashBoxId: boxId,
      paymentType: 'cash',
      lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '457.05', vatRate: 20 }],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  expect(r.body.response.totals.grand).toBe('548.46');
  return r.body.response.id as number;
}

describe('the cash in a cash box', () => {
  it('the float is part of the balance, and after closing the box holds what was counted', async () => {
    await closeOpenSessions(d.admin, boxId);
    const before = await balance();
    const session = await open('500.00');
    // opening sets the box's cash to the float: the difference from what it held is one move of the session
    const opening = new Dec('500.00').minus(session.carriedCash).toFixed(2);
    expect(change(before, await balance())).toBe(opening);
    if (opening !== '0.00') {
      expect(await movesOf(session.id)).toEqual([
        expect.objectContaining({ amount: opening, kind: 'opening', paymentType: 'cash', documentType: 'cashBoxSession', documentNumber: session.number }),
      ]);
    }

    await cashSale();
    const closed = await close(session, { countedCash: '1040.00' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.response.z).toMatchObject({ expectedCash: '1048.46', countedCash: '1040.00', difference: '-8.46' });
    // 500 + 548.46 − 8.46: the balance moved from what the box held to what was counted
    expect(change(before, await balance())).toBe(new Dec('1040.00').minus(session.carriedCash).toFixed(2));

    // the statement names the session's move and says what it is, in the user's language (not a raw key, not empty)
    const statement = (await call('GET', `cash-accounts/${boxId}/statement?limit=500`, { token: d.admin })).body.response;
    const shortRow = (statement.items as { documentNumber: string; amount: string; moveKind?: string }[]).find(
      (r) => r.documentNumber === session.number && r.amount === '-8.46',
    );
    expect(shortRow?.moveKind).toBe('overShort');
    const csv = await call('GET', `cash-accounts/${boxId}/statement?format=csv`, { token: d.admin, lang: 'tr' });
    const line = String(csv.body)
      .split('\r\n')
      .find((l) => l.includes(session.number) && l.includes('8,46'));
    expect(line).toContain('Kasa Oturumu');
    expect(line).toContain('Kapanış sayım farkı (kasa fazlası ya da eksiği)');
    expect(String(csv.body)).not.toContain('documentTypes.');

    // the next session carries the counted cash over: a float equal to it books nothing
    const next = await open('1040.00');
    expect(next.carriedCash).toBe('1040.00');
    expect(await movesOf(next.id)).toEqual([]);
    expect(change(before, await balance())).toBe(new Dec('1040.00').minus(session.carriedCash).toFixed(2));
    await closeOpenSessions(d.admin, boxId);
  });

  it('a count short of the expected cash is booked out of the box, a count over it into the box, in the closing event', async () => {
    await closeOpenSessions(d.admin, boxId);
    for (const [counted, booked] of [
      ['91.54', '-8.46'],
      ['100.25', '0.25'],
    ] as const) {
      const session = await open('100.00');
      const before = await balance();
      const closed = await close(session, { countedCash: counted });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(closed.body.response.z.difference).toBe(booked);
      expect(change(before, await balance())).toBe(booked);
      const moves = await movesOf(session.id);
      expect(moves.filter((m) => m.kind === 'overShort')).toEqual([
        expect.objectContaining({ amount: booked, paymentType: 'cash', documentNumber: session.number }),
      ]);
      // the move is written by the close: it is stamped after the session was opened, and the journal's CLOSE is accepted once
      const history = (await call('GET', `documents/${session.id}/history`, { token: d.auditor })).body.response as { event: string; accepted: boolean }[];
      expect(history.filter((h) => h.event === 'CLOSE' && h.accepted)).toHaveLength(1);
    }
    // a count equal to the expected cash books nothing
    const even = await open('100.00');
    const before = await balance();
    expect((await close(even, { countedCash: '100.00' })).status).toBe(200);
    expect((await movesOf(even.id)).filter((m) => m.kind === 'overShort')).toEqual([]);
    expect(await balance()).toBe(before);
  });

  it(`a refused close books nothing: a stale version, parallel closes, a count the ledger cannot hold (${inject('databaseKind')})`, async () => {
    await closeOpenSessions(d.admin, boxId);
    const session = await open('100.00');
    const before = await balance();
    const stale = await close({ id: session.id, version: session.version + 1 }, { countedCash: '90.00' });
    expect(stale.status).toBe(409);
    const tooMuch = await close(session, { countedCash: '99999999999999999.99' });
    expect(tooMuch.status).toBe(422);
    const overShort = async () => (await movesOf(session.id)).filter((m) => m.kind === 'overShort').map((m) => m.amount);
    expect(await overShort()).toEqual([]);
    expect(await balance()).toBe(before);

    // the same CLOSE sent five times at once: one is accepted, and its over/short is booked once
    const replies = await Promise.all(Array.from({ length: 5 }, () => close(session, { countedCash: '90.00' })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await overShort()).toEqual(['-10.00']);
    expect(change(before, await balance())).toBe('-10.00');
  });

  it('the Z report carries when the session opened and when it closed, which only the server says', async () => {
    await closeOpenSessions(d.admin, boxId);
    const session = await open('0.00');
    const asked = Date.now();
    const closed = await close(session, { openedAt: '2000-01-01T00:00:00.000Z', closedAt: '2000-01-01T00:00:00.000Z' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const z = closed.body.response.z as { openedAt: string; closedAt: string };
    // the instant the session opened on the server's clock, kept by the session itself (a client's is dropped)
    expect(session.openedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(z.openedAt).toBe(session.openedAt);
    expect(Math.abs(Date.parse(z.openedAt) - Date.parse(session.createdAt))).toBeLessThan(60_000);
    expect(Date.parse(z.closedAt)).toBeGreaterThanOrEqual(Date.parse(z.openedAt));
    expect(Date.parse(z.closedAt)).toBeGreaterThanOrEqual(asked - 60_000);
    const listed = (await call('GET', 'documents?type=cashBoxSession&status=closed&limit=100', { token: d.auditor })).body.response.items as {
      id: number;
      z: { openedAt: string; closedAt: string };
    }[];
    expect(listed.find((s) => s.id === session.id)?.z).toMatchObject({ openedAt: z.openedAt, closedAt: z.closedAt });
    expect((await call('GET', `documents/${session.id}/replay`, { token: d.auditor })).body.response).toMatchObject({ matches: true, chainValid: true });
  });

  it('a till sale invoiced in its own session (sepetToFatura) is counted once on the Z report, and its invoice moves no cash', async () => {
    await closeOpenSessions(d.admin, boxId);
    const session = await open('0.00');
    const saleId = await cashSale();
    const afterSale = await balance();
    const step = async (doc: { id: number; version: number }, type: string) => {
      const r = await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.response as { id: number; version: number; status: string };
    };
    const converted = await call('POST', `documents/${saleId}/conversions`, { token: d.accountant, body: { target: 'salesInvoice' } });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    const draft = converted.body.response as { id: number; version: number; cashBoxId: number; paymentType: string };
    // the invoice names the box and the payment of its sale, as the receipt it stands for
    expect([draft.cashBoxId, draft.paymentType]).toEqual([boxId, 'cash']);
    const patched = await call('PATCH', `documents/${draft.id}`, {
      token: d.accountant,
      body: { version: draft.version, accountId: d.customer.id, warehouseId: d.warehouse.id },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await step(await step(patched.body.response, 'START'), 'COMPLETE')).status).toBe('completed');
    expect(await balance()).toBe(afterSale);
    expect(await movesOf(draft.id)).toEqual([]);

    const closed = await close(session, { countedCash: '548.46' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.response.z).toMatchObject({ expectedCash: '548.46', difference: '0.00' });
  });

  it('the moves of a box are read page by page, newest first; a box of no one is 404, a bad page 422', async () => {
    const first = await call('GET', `cash-boxes/${boxId}/moves?limit=2`, { token: d.auditor });
    expect(first.status).toBe(200);
    expect(first.body.response.items).toHaveLength(2);
    const [a, b] = first.body.response.items as Move[];
    expect(Date.parse(a!.at)).toBeGreaterThanOrEqual(Date.parse(b!.at));
    const second = await call('GET', `cash-boxes/${boxId}/moves?limit=2&offset=1`, { token: d.auditor });
    expect(second.body.response.items[0]).toEqual(b);
    expect(second.body.response.total).toBe(first.body.response.total);
    expect((await call('GET', 'cash-boxes/2147483647/moves', { token: d.auditor })).status).toBe(404);
    const bad = await call('GET', `cash-boxes/${boxId}/moves?limit=0`, { token: d.auditor });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['limit']);
  });
});
