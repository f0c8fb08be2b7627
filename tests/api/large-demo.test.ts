import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { buildLargeDemo, type LargeResult } from '../../src/server/seed/large/build';
import { verifyLargeDemo } from '../../src/server/seed/large/verify';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #16: `npm run demo:large` writes documents in batches instead of through the commands, so this checks, at a
 * small scale and on both databases, that what it writes is what the engine would have written: every document
 * verifies as the auditor's check does and replays to its ledger rows, the stock values follow the moving average
 * over each product's whole history, the day totals equal the ledgers, and the engine itself carries on from them.
 */
describe('the large demo builder', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let db: Database;
  let built: LargeResult;
  const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });

  beforeAll(async () => {
    server = await startOwnServer();
    db = server.db;
    built = await buildLargeDemo(db, { documents: 400, years: 0.5, batch: 150 });
  });
  afterAll(() => server?.close());

  it('writes documents that verify, replay to their ledgers, value stock by the moving average and keep the day totals equal to the ledgers', async () => {
    expect(built.documents).toBe(400);
    expect(built.stockMoves).toBeGreaterThan(1000);
    expect(await verifyLargeDemo(db, built, { documents: 1000, products: 1000 })).toEqual([]);

    // the server's own verification of the whole company agrees
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    const started = await api('POST', 'audit/verifications', auditor, { scope: 'company' });
    expect(started.status).toBe(202);
    let run = (await api('GET', `audit/verifications/${started.body.response.id}`, auditor)).body.response;
    while (run.status === 'running') run = (await api('GET', `audit/verifications/${started.body.response.id}`, auditor)).body.response;
    expect(run).toMatchObject({ status: 'done', problems: [] });
    expect(run.total).toBeGreaterThanOrEqual(400);

    // the stock ledger's CSV export streams a page at a time: a line per move, then the totals the JSON report gives
    const admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
    const json = (await api('GET', 'reports/stokislem', admin)).body.response;
    const csv = await fetch(`${server.baseUrl}reports/stokislem?format=csv&separator=tab`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines.length).toBe(json.total + 2);
    expect(lines.at(-1)!.split('\t').slice(-2)).toEqual([json.totals.quantity, json.totals.value]);

    // the engine carries on from what the builder left: a sale values from the day totals, as the rule over the whole history does
    const product = built.products[0]!;
    const warehouse = (await api('GET', 'warehouses', admin)).body.response.items[0].id;
    const customer = (await api('GET', 'accounts?q=LDC&limit=1', admin)).body.response.items[0].id;
    let sale = (
      await api('POST', 'documents', admin, {
        type: 'salesInvoice',
        accountId: customer,
        warehouseId: warehouse,
        paymentType: 'credit',
        lines: [{ productId: product, quantity: '1', unitPrice: '99.00', vatRate: 0 }],
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE']) sale = (await api('POST', `documents/${sale.id}/events`, admin, { type, version: sale.version })).body.response;
    expect(sale.status).toBe('completed');
    expect(await verifyLargeDemo(db, { ...built, firstDocumentId: sale.id, lastDocumentId: sale.id, products: [product] })).toEqual([]);

    // and the check is not blind: a cent added to one move is a value off the rule, a day total, the product's stock, its document's figures and a sold line's cost off the ledger
    await db.system((q) =>
      q.query(`update stock_moves set value = value + 0.01 where id = (select max(id) from stock_moves where product_id = $1 and quantity < 0)`, [product]),
    );
    const problems = await verifyLargeDemo(db, { ...built, products: [product] }, { documents: 10, products: 1 });
    expect(problems.map((p) => p.what).sort()).toEqual(['documentFigures', 'stockDayTotals', 'stockTotals', 'tradeLines', 'value']);
  });

  it('runs the server on PostgreSQL without JIT compilation, which cost the reports seconds a query', async () => {
    if (db.kind !== 'postgres') return;
    expect((await db.company(built.companyId, (q) => q.query<{ jit: string }>('show jit'))).rows[0]!.jit).toBe('off');
  });

  it('refuses to build twice on the same data', async () => {
    await expect(buildLargeDemo(db, { documents: 10, years: 0.1 })).rejects.toThrow(/already built/);
  });
});
