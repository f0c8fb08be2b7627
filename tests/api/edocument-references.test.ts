import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { demo, type Demo } from './fixtures';

/** An e-document names the document it is made of: a record of the caller's company, checked like every reference. */
let d: Demo;
let otherCompanysInvoice: number;
beforeAll(async () => {
  d = await demo();
  const oteki = await login('admin@oteki.test');
  const product = (await call('GET', 'products?limit=1', { token: oteki })).body.response.items[0];
  const account = (await call('GET', 'accounts?limit=1', { token: oteki })).body.response.items[0];
  const r = await call('POST', 'documents', {
    token: oteki,
    body: { type: 'salesInvoice', accountId: account.id, lines: [{ productId: product.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  otherCompanysInvoice = r.body.response.id;
});

const countOf = async () => (await call('GET', 'documents?family=edocument&limit=1', { token: d.admin })).body.response.total as number;

describe('e-document creation checks its documentId', () => {
  it('another company’s document, or one that does not exist, is a 422 on documentId and nothing is written', async () => {
    const before = await countOf();
    for (const documentId of [otherCompanysInvoice, 2_000_000_000, 'R-1']) {
      const r = await call('POST', 'documents', { token: d.admin, body: { type: 'eInvoice', documentId } });
      expect(r.status, `${documentId}: ${JSON.stringify(r.body)}`).toBe(422);
      expect(Object.keys(r.body.errors)).toEqual(['documentId']);
    }
    expect(await countOf()).toBe(before);
  });

  it('a document of the company is accepted', async () => {
    const invoice = await call('POST', 'documents', {
      token: d.admin,
      body: { type: 'salesInvoice', accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
    });
    const r = await call('POST', 'documents', { token: d.admin, body: { type: 'eInvoice', documentId: String(invoice.body.response.id) } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });
});
