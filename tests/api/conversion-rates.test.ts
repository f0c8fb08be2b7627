import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Converting a foreign-currency document: keep the source's rate or take today's (lifecycles.md §3, issue
 * "orders, waybills and conversions"); the choice is recorded. The test server cannot reach the central
 * bank, so "today" is the company's typed rate of today, or a clear refusal when there is none.
 */
let d: Demo;
// the API test server runs with no way to the central bank (global-setup), so a typed rate of "today" answers
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

beforeAll(async () => {
  d = await demo();
});

const send = async (doc: { id: number; version: number }, type: string) => {
  const r = await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
};

async function approvedOrder(currency: string, exchangeRate?: string) {
  const r = await call('POST', 'documents', {
    token: d.accountant,
    body: {
      type: 'salesOrder',
      accountId: d.customer.id,
      currency,
      exchangeRate,
      lines: [{ productId: d.products[0]!.id, quantity: '2', unitPrice: '10.00', vatRate: 20 }],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return send(r.body.response, 'APPROVE');
}

const convert = (id: number, body: object) => call('POST', `documents/${id}/conversions`, { token: d.accountant, body, lang: 'en' });

describe('the exchange rate of a conversion', () => {
  it('keeps the source rate by default, and says so', async () => {
    const order = await approvedOrder('USD', '30.5');
    expect(order.exchangeRate).toBe('30.5');
    const r = await convert(order.id, { target: 'salesInvoice' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response).toMatchObject({ currency: 'USD', exchangeRate: '30.5', exchangeRateChoice: 'source' });
  });

  it("takes today's rate when asked, with its day; refuses clearly when there is none", async () => {
    const order = await approvedOrder('EUR', '31');
    // nothing known for today yet (no bulletin within reach, no typed rate): refused, nothing made
    const before = (await call('GET', `documents?type=salesInvoice&limit=1`, { token: d.accountant })).body.response.total;
    const none = await convert(order.id, { target: 'salesInvoice', exchangeRate: 'today' });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('NF10010');
    expect((await call('GET', `documents?type=salesInvoice&limit=1`, { token: d.accountant })).body.response.total).toBe(before);

    const typed = await call('POST', 'exchange-rates', { token: d.accountant, body: { date: today, currency: 'EUR', forexSelling: '36.1234' } });
    expect(typed.status, JSON.stringify(typed.body)).toBeLessThan(300);
    const r = await convert(order.id, { target: 'salesInvoice', exchangeRate: 'today' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response).toMatchObject({ currency: 'EUR', exchangeRate: '36.1234', exchangeRateChoice: 'today', exchangeRateDate: today });
    // the choice is in the journal too
    const history = (await call('GET', `documents/${r.body.response.id}/history`, { token: d.auditor })).body.response;
    expect(history[0].payload).toMatchObject({ exchangeRateChoice: 'today', exchangeRate: '36.1234' });
  });

  it('a TRY document carries no rate whatever is asked', async () => {
    const order = await approvedOrder('TRY');
    const r = await convert(order.id, { target: 'salesWaybill', exchangeRate: 'today' });
    expect(r.status).toBe(201);
    expect(r.body.response.exchangeRate).toBeUndefined();
    expect(r.body.response.exchangeRateChoice).toBeUndefined();
  });

  it('a bad choice or rate is a 422 on its field; a client cannot record a choice itself', async () => {
    const order = await approvedOrder('USD', '30');
    const bad = await convert(order.id, { target: 'salesInvoice', exchangeRate: 'yesterday' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['exchangeRate']);
    const zero = await call('POST', 'documents', {
      token: d.accountant,
      lang: 'en',
      body: { type: 'salesInvoice', currency: 'USD', exchangeRate: '0', lines: [] },
    });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.exchangeRate).toEqual(['The exchange rate must be a number greater than zero.']);
    const forged = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'salesInvoice', currency: 'USD', exchangeRate: '29', exchangeRateChoice: 'today', exchangeRateDate: '2020-01-01', lines: [] },
    });
    expect(forged.status).toBe(201);
    expect(forged.body.response.exchangeRate).toBe('29');
    expect(forged.body.response.exchangeRateChoice).toBeUndefined();
  });
});
