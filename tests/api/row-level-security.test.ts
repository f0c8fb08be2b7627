import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';

/**
 * The database itself refuses another company's rows: a query inside a company transaction that
 * forgets its company filter still sees only that company.
 */
describe('row-level security', () => {
  let db: Database;
  beforeAll(async () => {
    const url = inject('databaseUrl');
    db = await openDatabase({ databaseUrl: url || null, dataDir: null });
    await migrate(db);
    await seedDemoIfEmpty(db);
  });
  afterAll(() => db?.close());

  const companyIds = () => db.system(async (q) => (await q.query<{ id: number }>(`select id from companies order by id`)).rows.map((r) => r.id));

  it('an unfiltered select sees only the current company', async () => {
    const [a, b] = await companyIds();
    for (const table of ['users', 'products', 'accounts', 'locations', 'warehouses', 'cash_boxes']) {
      const seen = await db.company(a!, async (q) => (await q.query<{ company_id: number }>(`select company_id from ${table}`)).rows);
      expect(seen.length, table).toBeGreaterThan(0);
      expect(new Set(seen.map((r) => r.company_id)), table).toEqual(new Set([a]));
      const other = await db.company(b!, async (q) => (await q.query<{ company_id: number }>(`select company_id from ${table}`)).rows);
      expect(
        other.every((r) => r.company_id === b),
        table,
      ).toBe(true);
    }
  });

  it('writing a row for another company is refused', async () => {
    const [a, b] = await companyIds();
    await expect(db.company(a!, (q) => q.query(`insert into warehouses (company_id, name) values ($1, 'x')`, [b]))).rejects.toThrow(/row-level security/);
    const updated = await db.company(a!, (q) => q.query(`update products set name = 'hacked' where company_id = $1`, [b]));
    expect(updated.rowCount).toBe(0);
  });

  it('the journal is append-only for the app role', async () => {
    const [a] = await companyIds();
    await expect(db.company(a!, (q) => q.query(`delete from journal`))).rejects.toThrow(/permission denied/);
    await expect(db.company(a!, (q) => q.query(`update journal set accepted = true`))).rejects.toThrow(/permission denied/);
  });
});
