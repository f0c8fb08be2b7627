import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { checkUbl } from '../support/ubl-validator';
import { call } from './client';
import { balanceOf, closeOpenSessions, demo, type Demo } from './fixtures';

/**
 * Küsurat yuvarlama (Sistem → Evrak Ayarları): with a rounding step, a sales document's grand total stays the exact
 * sum of its lines, and what it asks to be paid is that total rounded. The account, the cash box, the Z report and
 * the UBL-TR take the rounded amount; the document keeps the rounding it was made with.
 */
let d: Demo;
let book: Demo['products'][number];
let boxId: number;
let seq = 0;

const settings = async () => (await call('GET', 'document-settings', { token: d.admin })).body.response;
async function setRounding(roundingStep: string, roundingMode = 'nearest') {
  const now = await settings();
  const r = await call('PUT', 'document-settings', {
    token: d.admin,
    body: { version: now.version, defaultWarehouseId: now.defaultWarehouseId, defaultPaymentType: now.defaultPaymentType, roundingStep, roundingMode },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}

async function customer(): Promise<number> {
  const r = await call('POST', 'accounts', {
    token: d.admin,
    body: {
      kind: 'customer',
      name: `Yuvarlama Müşterisi ${Date.now() % 100000}-${++seq}`,
      personType: 'individual',
      taxNumber: '10010405214',
      city: 'İstanbul',
      district: 'Kadıköy',
      street: 'Moda Cad.',
      buildingNo: '12',
      postalCode: '34710',
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

async function send(doc: { id: number; version: number }, type: string, extra: object = {}) {
  const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, version: doc.version, ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}

/** A sales invoice of 107.58 + 10 % VAT (10.76) = 118.34, completed. */
async function invoice(accountId: number, extra: object = {}) {
  const r = await call('POST', 'documents', {
    token: d.admin,
    body: {
      type: 'salesInvoice',
      accountId,
      warehouseId: d.warehouse.id,
      paymentType: 'credit',
      lines: [{ productId: book.id, quantity: '1', unitPrice: '107.58', vatRate: 10 }],
      ...extra,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return send(await send(r.body.response, 'START'), 'COMPLETE');
}

const replayMatches = async (id: number) =>
  expect((await call('GET', `documents/${id}/replay`, { token: d.auditor })).body.response).toMatchObject({ matches: true, chainValid: true });

beforeAll(async () => {
  d = await demo();
  book = d.products.find((p) => p.vatRate === 10) ?? d.products[0]!;
  boxId = ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
});
afterAll(async () => {
  await setRounding('none');
});

describe('küsurat yuvarlama of a document’s payable amount', () => {
  it('the setting is none by default, one of the offered steps, and anything else is a 422 naming its field', async () => {
    const read = await settings();
    expect(read).toMatchObject({ roundingStep: 'none', roundingMode: 'nearest' });
    for (const [body, field] of [
      [{ roundingStep: '0.20' }, 'roundingStep'],
      [{ roundingStep: '0.1' }, 'roundingStep'],
      [{ roundingStep: '0.10', roundingMode: 'up' }, 'roundingMode'],
    ] as const) {
      const r = await call('PUT', 'document-settings', {
        token: d.admin,
        lang: 'en',
        body: { version: read.version, defaultWarehouseId: read.defaultWarehouseId, defaultPaymentType: read.defaultPaymentType, ...body },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    // a form that leaves rounding out keeps it
    const saved = await setRounding('0.25', 'down');
    const kept = await call('PUT', 'document-settings', {
      token: d.admin,
      body: { version: saved.version, defaultWarehouseId: saved.defaultWarehouseId, defaultPaymentType: saved.defaultPaymentType },
    });
    expect(kept.body.response).toMatchObject({ roundingStep: '0.25', roundingMode: 'down' });
    await setRounding('none');
  });

  it('a sales invoice with step 0.10 keeps its exact total, ledgers its payable amount on the account, and its UBL-TR carries PayableRoundingAmount and passes GİB’s XSD and schematron', async () => {
    await setRounding('0.10');
    const accountId = await customer();
    const done = await invoice(accountId);
    expect(done.totals.grand).toBe('118.34');
    expect(done.payableRounding).toEqual({ step: '0.10', mode: 'nearest' });
    // the customer owes 118.30: the account takes the payable amount
    expect(await balanceOf(d.admin, accountId)).toBe('118.30');

    const ubl = await call('GET', `documents/${done.id}/ubl`, { token: d.admin });
    expect(ubl.status, String(ubl.body)).toBe(200);
    const xml = ubl.body as string;
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="TRY">118.34</cbc:TaxInclusiveAmount>');
    expect(xml).toMatch(
      /<cbc:PayableRoundingAmount currencyID="TRY">-0.04<\/cbc:PayableRoundingAmount>\s*<cbc:PayableAmount currencyID="TRY">118.30<\/cbc:PayableAmount>/,
    );

    // a later change of the setting alters neither the completed invoice nor its replay
    await setRounding('none');
    await replayMatches(done.id);
    expect((await call('GET', `documents/${done.id}`, { token: d.admin })).body.response.payableRounding).toEqual({ step: '0.10', mode: 'nearest' });
    expect((await call('GET', `documents/${done.id}/ubl`, { token: d.admin })).body).toContain(
      '<cbc:PayableAmount currencyID="TRY">118.30</cbc:PayableAmount>',
    );
    // and an invoice made now is paid to the cent, with no rounding element
    const later = await invoice(accountId);
    expect(later.payableRounding).toBeUndefined();
    expect(await balanceOf(d.admin, accountId)).toBe('236.64');
    expect((await call('GET', `documents/${later.id}/ubl`, { token: d.admin })).body).not.toContain('PayableRoundingAmount');
  }, 300_000);

  it('rounding down to 1.00: a cash invoice takes the rounded amount into the cash box and settles the account with it', async () => {
    await setRounding('1.00', 'down');
    try {
      const accountId = await customer();
      const box = async () =>
        ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; balance: string }[]).find((b) => b.id === boxId)!.balance;
      const before = await box();
      const done = await invoice(accountId, { paymentType: 'cash', cashBoxId: boxId });
      expect(done.totals.grand).toBe('118.34');
      expect(new Dec(await box()).minus(before).toFixed(2)).toBe('118.00');
      expect(await balanceOf(d.admin, accountId)).toBe('0.00');
      await replayMatches(done.id);
    } finally {
      await setRounding('none');
    }
  });

  it('a till sale is paid its rounded amount, and the Z report expects that cash in the drawer', async () => {
    await closeOpenSessions(d.admin, boxId);
    await setRounding('0.50');
    try {
      const opened = await call('POST', 'documents', { token: d.cashier, body: { type: 'cashBoxSession', cashBoxId: boxId, openingBalance: '100.00' } });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      // 457.05 + 20 % = 548.46, paid 548.50 (nearest 0.50), part cash and part card
      const sale = await call('POST', 'pos/sales', {
        token: d.admin,
        body: {
          clientId: crypto.randomUUID(),
          cashBoxId: boxId,
          paymentType: 'mixed',
          payments: { cash: '48.50', card: '500.00' },
          lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '457.05', vatRate: 20 }],
        },
      });
      expect(sale.status, JSON.stringify(sale.body)).toBe(201);
      expect(sale.body.response.totals.grand).toBe('548.46');
      const closed = await call('POST', `documents/${opened.body.response.id}/events`, {
        token: d.cashier,
        body: { type: 'CLOSE', version: opened.body.response.version, countedCash: '148.50' },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(closed.body.response.z).toMatchObject({ total: '548.50', expectedCash: '148.50', difference: '0.00' });
      await replayMatches(sale.body.response.id);
      await replayMatches(opened.body.response.id);
    } finally {
      await setRounding('none');
      await closeOpenSessions(d.admin, boxId);
    }
  });
});
