import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/** An attacker with database access alters one journal row: replay must notice. */
describe('tampering with the journal', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let db: Database;
  let token: string;
  beforeAll(async () => {
    server = await startOwnServer();
    db = server.db;
    token = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
  });
  afterAll(() => server?.close());

  async function completedInvoice() {
    const base = server.baseUrl;
    const products = (await call('GET', 'products', { token, base })).body.response.items;
    const accounts = (await call('GET', 'accounts', { token, base })).body.response.items;
    const warehouses = (await call('GET', 'warehouses', { token, base })).body.response.items;
    let doc = (
      await call('POST', 'documents', {
        token,
        base,
        body: {
          type: 'salesInvoice',
          accountId: accounts[0].id,
          warehouseId: warehouses[0].id,
          lines: [{ productId: products[0].id, quantity: '3', unitPrice: '10.00', vatRate: 20 }],
        },
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token, base, body: { type, version: doc.version } })).body.response;
    return doc as { id: number; status: string };
  }

  const replay = async (id: number) => (await call('GET', `documents/${id}/replay`, { token, base: server.baseUrl })).body.response;

  it('an intact journal replays to the stored state with a valid chain', async () => {
    const doc = await completedInvoice();
    expect(await replay(doc.id)).toMatchObject({ status: 'completed', matches: true, chainValid: true, brokenAt: null });
  });

  it('changing the payload of one row breaks the chain at that row', async () => {
    const doc = await completedInvoice();
    await db.system((q) =>
      q.query(`update journal set payload = jsonb_set(payload, '{lines,0,quantity}', '"1"') where document_id = $1 and seq = 1`, [doc.id]),
    );
    const r = await replay(doc.id);
    expect(r.chainValid).toBe(false);
    expect(r.brokenAt).toEqual({ seq: 1, why: 'hash' });
    expect(r.matches).toBe(false);
  });

  it('recomputing the altered row hash still breaks the next link', async () => {
    const doc = await completedInvoice();
    await db.system((q) => q.query(`update journal set to_status = 'closed', hash = repeat('a', 64) where document_id = $1 and seq = 2`, [doc.id]));
    const r = await replay(doc.id);
    expect(r.chainValid).toBe(false);
    expect(r.brokenAt.seq).toBe(2);
  });

  it('editing the stored snapshot behind the journal is a mismatch with a valid chain', async () => {
    const doc = await completedInvoice();
    await db.system((q) => q.query(`update documents set snapshot = jsonb_set(snapshot, '{context,totals,grand}', '"1.00"') where id = $1`, [doc.id]));
    expect(await replay(doc.id)).toMatchObject({ matches: false, chainValid: true });
  });

  it('deleting the last row is noticed', async () => {
    const doc = await completedInvoice();
    await db.system((q) => q.query(`delete from journal where document_id = $1 and seq = 3`, [doc.id]));
    expect((await replay(doc.id)).matches).toBe(false);
  });
});
