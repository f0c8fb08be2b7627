import { describe, expect, it } from 'vitest';
import { call } from './client';
import { demo } from './fixtures';

describe('a receipt in a foreign currency keeps the exchange rate the editor sends', () => {
  it('stores and returns it on creation and EDIT; a comma in it is a 422 on the field', async () => {
    const d = await demo();
    const p = d.products[0]!;
    const line = { productId: p.id, quantity: '2', unitPrice: '10.00', vatRate: 20 };
    const created = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'salesInvoice', accountId: d.customer.id, currency: 'USD', exchangeRate: '32.1234', lines: [line] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const doc = created.body.response;
    expect(doc).toMatchObject({ currency: 'USD', exchangeRate: '32.1234' });

    const edited = await call('PATCH', `documents/${doc.id}`, { token: d.accountant, body: { version: doc.version, exchangeRate: '33.5' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call('GET', `documents/${doc.id}`, { token: d.accountant })).body.response.exchangeRate).toBe('33.5');

    const bad = await call('PATCH', `documents/${doc.id}`, {
      token: d.accountant,
      lang: 'tr',
      body: { version: edited.body.response.version, exchangeRate: '33,5' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.exchangeRate).toEqual(['Bu alan sayı olmalıdır.']);
  });
});
