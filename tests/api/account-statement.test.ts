import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { balanceOf, demo, type Demo } from './fixtures';

/**
 * GET /api/accounts/:id/statement (cari ekstre) against the real server: the moves of completed receipts
 * on a fresh account, dated by the document, with an exact running balance in decimal strings.
 */

let d: Demo;
let oteki: string;
let account: { id: number; code: string; name: string; kind: string };
const docs: Record<string, { id: number; number: string }> = {};

async function completed(body: Record<string, unknown>) {
  const created = await call('POST', 'documents', { token: d.accountant, body: { warehouseId: d.warehouse.id, ...body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let doc = created.body.response;
  for (const type of ['START', 'COMPLETE']) {
    const r = await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
  expect(doc.status).toBe('completed');
  return { id: doc.id as number, number: doc.number as string };
}

const statement = (query = '', token = d.accountant, lang?: string) => call('GET', `accounts/${account.id}/statement${query}`, { token, lang });

beforeAll(async () => {
  d = await demo();
  oteki = await login('admin@oteki.test');
  const r = await call('POST', 'accounts', {
    token: d.admin,
    body: { name: `Ekstre ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`, kind: 'customer' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  account = r.body.response;
  const [p1, p2] = d.products;
  // completed out of date order: the statement orders by the document's date, not by when it was written
  docs.purchase = await completed({
    type: 'purchaseInvoice',
    accountId: account.id,
    date: '2024-03-20',
    lines: [{ productId: p2!.id, quantity: '1', unitPrice: '5.50', vatRate: 10 }], // 5.50 + 0.55 = 6.05
  });
  docs.sale = await completed({
    type: 'salesInvoice',
    accountId: account.id,
    date: '2024-03-10',
    note: 'Mart satışı',
    lines: [{ productId: p1!.id, quantity: '2', unitPrice: '10.00', vatRate: 20 }], // 20.00 + 4.00 = 24.00
  });
  docs.cash = await completed({
    type: 'salesInvoice',
    accountId: account.id,
    date: '2024-04-05',
    paymentType: 'cash',
    lines: [{ productId: p1!.id, quantity: '3', unitPrice: '3.33', vatRate: 0 }], // 9.99, paid at once
  });
});

describe('GET /api/accounts/:id/statement', () => {
  it('lists every move with the document, an exact running balance and totals', async () => {
    const r = await statement();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const s = r.body.response;
    expect(s.account).toEqual({ id: account.id, code: account.code, name: account.name, kind: 'customer' });
    expect(s.opening).toBe('0.00');
    expect(s.rows).toEqual([
      {
        date: '2024-03-10',
        documentId: docs.sale!.id,
        documentNumber: docs.sale!.number,
        documentType: 'salesInvoice',
        description: 'Mart satışı',
        debit: '24.00',
        credit: '0.00',
        balance: '24.00',
      },
      {
        date: '2024-03-20',
        documentId: docs.purchase!.id,
        documentNumber: docs.purchase!.number,
        documentType: 'purchaseInvoice',
        description: null,
        debit: '0.00',
        credit: '6.05',
        balance: '17.95',
      },
      {
        date: '2024-04-05',
        documentId: docs.cash!.id,
        documentNumber: docs.cash!.number,
        documentType: 'salesInvoice',
        description: null,
        debit: '9.99',
        credit: '0.00',
        balance: '27.94',
      },
      {
        date: '2024-04-05',
        documentId: docs.cash!.id,
        documentNumber: docs.cash!.number,
        documentType: 'salesInvoice',
        description: null,
        debit: '0.00',
        credit: '9.99',
        balance: '17.95',
      },
    ]);
    expect(s.closing).toBe('17.95');
    expect(s.totals).toEqual({ debit: '33.99', credit: '16.04' });
    // the card's balance is the same figure
    expect(await balanceOf(d.admin, account.id)).toBe('17.95');
  });

  it('filters by date: the moves before `from` become the opening balance, both bounds inclusive', async () => {
    const march = (await statement('?from=2024-03-15&to=2024-03-31')).body.response;
    expect(march.opening).toBe('24.00');
    expect(march.rows.map((x: { documentId: number; balance: string }) => [x.documentId, x.balance])).toEqual([[docs.purchase!.id, '17.95']]);
    expect(march.closing).toBe('17.95');
    expect(march.totals).toEqual({ debit: '0.00', credit: '6.05' });

    const exact = (await statement('?from=2024-03-10&to=2024-03-10')).body.response;
    expect(exact.opening).toBe('0.00');
    expect(exact.rows).toHaveLength(1);
    expect(exact.closing).toBe('24.00');

    const april = (await statement('?from=2024-04-01')).body.response;
    expect(april.opening).toBe('17.95');
    expect(april.rows.map((x: { balance: string }) => x.balance)).toEqual(['27.94', '17.95']);
    expect(april.closing).toBe('17.95');

    const before = (await statement('?from=&to=2024-03-09')).body.response;
    expect(before).toMatchObject({ opening: '0.00', rows: [], closing: '0.00', totals: { debit: '0.00', credit: '0.00' } });

    const after = (await statement('?from=2025-01-01')).body.response;
    expect(after).toMatchObject({ opening: '17.95', rows: [], closing: '17.95' });
  });

  it('a first date after the second is a 422 on `to`, in the caller language', async () => {
    const tr = await statement('?from=2024-05-01&to=2024-04-01');
    expect(tr.status).toBe(422);
    expect(tr.body.code).toBe('VA10022');
    expect(tr.body.errors).toEqual({ to: ['İlk tarih ikinci tarihten büyük olamaz.'] });
    const en = await statement('?from=2024-05-01&to=2024-04-01', d.accountant, 'en');
    expect(en.body.errors).toEqual({ to: ['The first date cannot be greater than the second date.'] });
  });

  it('dates must be real ISO days', async () => {
    for (const [query, field] of [
      ['?from=2024-02-30', 'from'],
      ['?to=01.04.2024', 'to'],
      ['?from=yesterday', 'from'],
    ] as const) {
      const r = await statement(query, d.accountant, 'en');
      expect(r.status, query).toBe(422);
      expect(r.body.errors, query).toEqual({ [field]: ['Enter a valid date.'] });
    }
  });

  it("another company's account is a 404, as is an unknown one; no token is a 401", async () => {
    const other = await statement('', oteki);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NF10004');
    expect(JSON.stringify(other.body)).not.toContain(account.name);
    expect((await call('GET', 'accounts/2147483647/statement', { token: d.accountant })).status).toBe(404);
    expect((await call('GET', `accounts/${account.id}/statement`)).status).toBe(401);
  });

  it('every reading role may see it', async () => {
    for (const token of [d.admin, d.auditor]) expect((await statement('', token)).status).toBe(200);
  });
});
