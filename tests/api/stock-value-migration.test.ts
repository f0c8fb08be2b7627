import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_ROLE, type Database, type Queryable } from '../../src/server/db/database';
import { splitStatements } from '../../src/server/db/migrate';
import { createDocument, sendEvent, type CommandContext } from '../../src/server/documents/commands';
import { freshDemoDatabase } from '../support/fresh-database';

/**
 * Migration 030 gave the stock moves written before it their value: replayed over moves the receipts write now
 * (purchases with a discount and a VAT-inclusive price, a sale, a transfer, a stock-out, a return), with their
 * values, lines and rules wiped as they were before it, it gives every one back exactly. On a fresh embedded
 * database of its own, since it rewrites the whole ledger (the PostgreSQL run's database is shared).
 */
const MIGRATION = fileURLToPath(new URL('../../src/server/db/migrations/030_stock_move_values.sql', import.meta.url));

describe.skipIf(inject('databaseKind') !== 'pglite')('migration 030: the value of the moves written before it', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDemoDatabase();
  });
  afterAll(() => db?.close());

  async function writeDocuments(q: Queryable): Promise<void> {
    const c = (
      await q.query<{ company_id: number; user_id: number }>(
        `select c.id as company_id, u.id as user_id from companies c join users u on u.company_id = c.id and 'admin' = any(u.roles) order by c.id, u.id limit 1`,
      )
    ).rows[0]!;
    const ids = async (sql: string) => (await q.query<{ id: number }>(sql, [c.company_id])).rows.map((r) => String(r.id));
    const [w1, w2] = await ids(`select id from warehouses where company_id = $1 order by id`);
    const [p1, p2] = await ids(`select id from products where company_id = $1 order by id limit 2`);
    const [customer] = await ids(`select id from accounts where company_id = $1 and kind = 'customer' order by id`);
    const [supplier] = await ids(`select id from accounts where company_id = $1 and kind = 'supplier' order by id`);
    await q.query(`select set_config('app.company_id', $1, true), set_config('role', $2, true)`, [String(c.company_id), APP_ROLE]);
    const ctx: CommandContext = {
      q,
      auth: {
        id: c.user_id,
        companyId: c.company_id,
        email: '',
        name: '',
        roles: ['admin'],
        permissions: [],
        expiredPassword: false,
        jti: 't',
        tokenExpiresAt: 0,
        sessionEpoch: 0,
      },
    };
    const complete = async (body: Record<string, unknown> & { type: string }) => {
      let doc = await createDocument(ctx, body);
      for (const type of ['START', 'COMPLETE']) {
        const outcome = await sendEvent(ctx, doc.id, doc.version, { type });
        if (!outcome.ok) throw new Error(`${String(body.type)} ${type}: ${outcome.reason}`);
        doc = outcome.doc;
      }
    };
    const l = (productId: string | undefined, quantity: string, unitPrice: string, extra: object = {}) => ({
      productId,
      quantity,
      unitPrice,
      vatRate: 20,
      ...extra,
    });
    await complete({
      type: 'purchaseInvoice',
      accountId: supplier,
      warehouseId: w1,
      date: '2026-11-20',
      lines: [l(p1, '7', '3.33', { discountRate: '5' }), l(p2, '3', '11.00', { priceIncludesVat: true })],
    });
    await complete({
      type: 'salesInvoice',
      accountId: customer,
      warehouseId: w1,
      paymentType: 'credit',
      date: '2026-11-21',
      lines: [l(p1, '4', '9.00'), l(p2, '1', '20.00')],
    });
    await complete({ type: 'stockTransfer', warehouseId: w1, targetWarehouseId: w2, date: '2026-11-22', lines: [l(p1, '3', '1.00'), l(p2, '2', '1.00')] });
    await complete({ type: 'stockOut', warehouseId: w2, date: '2026-11-23', lines: [l(p1, '1', '1.00')] });
    await complete({ type: 'salesReturn', accountId: customer, warehouseId: w1, date: '2026-11-23', lines: [l(p1, '1', '9.00')] });
    await q.query(`select set_config('role', 'none', true), set_config('app.company_id', '', true)`);
  }

  it('values them as the receipts value their moves now', async () => {
    const read = (q: Queryable) => q.query(`select id, value::text, line_id, cost_rule, moved_on::text from stock_moves order by id`).then((r) => r.rows);
    const { now, replayed } = await db.system(async (q) => {
      await writeDocuments(q);
      const now = await read(q);
      await q.query(`update stock_moves set value = 0, line_id = null, cost_rule = 'average'`);
      for (const statement of splitStatements(readFileSync(MIGRATION, 'utf8'))) if (!/^(alter table|create index)/.test(statement)) await q.query(statement);
      return { now, replayed: await read(q) };
    });
    expect(now.length).toBeGreaterThan(15);
    expect(now.filter((m) => m.value !== '0.00').length).toBe(now.length);
    expect(replayed).toEqual(now);
  });
});
