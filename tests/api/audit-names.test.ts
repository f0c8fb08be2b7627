import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentReferencesSchema, historyRowSchema } from '../../src/domain/schemas/document-replies';
import { call, login } from './client';
import { demo, type Demo } from './fixtures';

/**
 * The auditor's journal and replay show who and what by name: each history row names its user beside the id, and
 * GET /api/documents/:id/references names the products and current accounts the journal holds ids of.
 */
let d: Demo;
beforeAll(async () => {
  d = await demo();
});

const get = async (path: string, token = d.auditor) => {
  const r = await call('GET', path, { token });
  expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.response;
};

describe("the audit calls name the journal's users, products and accounts", () => {
  it('a history row names its user; the references name every product and account the journal holds, by code and name', async () => {
    const [p1, p2] = d.products;
    const line = (p: typeof p1) => ({ productId: p!.id, quantity: '1', unitPrice: '5.00', vatRate: 20 });
    let doc = (await call('POST', 'documents', { token: d.accountant, body: { type: 'salesInvoice', accountId: d.customer.id, lines: [line(p1)] } })).body
      .response;
    // the edit changes the account and adds a product: both the old and the new are named
    doc = (
      await call('PATCH', `documents/${doc.id}`, {
        token: d.accountant,
        body: { version: doc.version, accountId: d.supplier.id, lines: [{ ...line(p1), id: doc.lines[0].id }, line(p2)] },
      })
    ).body.response;
    expect(doc.version).toBe(2);

    const accountant = (await get('modules/frontappui', d.accountant)).authorizedUser;
    const history = z.array(historyRowSchema).parse(await get(`documents/${doc.id}/history`));
    expect(history.map((r) => [r.event, r.user, r.userName, r.userEmail])).toEqual([
      ['CREATE', accountant.id, accountant.name, 'muhasebe@demo.test'],
      ['EDIT', accountant.id, accountant.name, 'muhasebe@demo.test'],
    ]);

    const references = documentReferencesSchema.parse(await get(`documents/${doc.id}/references`));
    const named = async (kind: 'products' | 'accounts', id: number) => {
      const record = await get(`${kind}/${id}`, d.admin);
      return { id, code: record.code, name: record.name };
    };
    expect(references.products).toEqual([await named('products', p1!.id), await named('products', p2!.id)].sort((a, b) => a.id - b.id));
    expect(references.accounts).toEqual([await named('accounts', d.customer.id), await named('accounts', d.supplier.id)].sort((a, b) => a.id - b.id));
    expect(references.products.every((p) => p.code !== '' && p.name !== '')).toBe(true);
  });

  it('the references are read as the document is: 403 for a role that may not read it, 404 for another company', async () => {
    const doc = (
      await call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'salesInvoice', accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
      })
    ).body.response;
    expect((await call('GET', `documents/${doc.id}/references`, { token: d.cashier })).status).toBe(403);
    const other = await call('GET', `documents/${doc.id}/references`, { token: await login('admin@oteki.test') });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(d.products[0]!.name);
  });
});
