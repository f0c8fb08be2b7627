import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../src/server/db/database';
import { migrate, migrationNames, MIGRATIONS_DIR } from '../../src/server/db/migrate';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { freshPostgresDatabase } from './own-server';

/**
 * The migration that keeps stock per shelf location (202611291226_stock_locations) on a database that holds stock
 * already: the demo, its opening stock and its documents written before it. After it every warehouse has a
 * receiving location, every move sits on a location of its own warehouse (the product's when it is there, else
 * receiving), and what each warehouse holds of each product is what it held before. On a fresh database of its own
 * (PGlite in memory, or a new database on the run's PostgreSQL).
 */
const LOCATIONS = '202611291226_stock_locations.sql';
const BEFORE = migrationNames().filter((name) => name < LOCATIONS);

const held = async (q: Queryable) =>
  (
    await q.query<{ company_id: number; warehouse_id: number; product_id: number; quantity: string }>(
      `select company_id, warehouse_id, product_id, sum(quantity)::text as quantity from stock_moves group by 1, 2, 3 order by 1, 2, 3`,
    )
  ).rows;

describe('the migration to stock per location, on a database holding stock', () => {
  const folders: string[] = [];
  let db: Database;

  beforeAll(async () => {
    const url = inject('databaseUrl');
    db = await openDatabase({ databaseUrl: url ? await freshPostgresDatabase(url, inject('databaseAdminUrl')) : null, dataDir: null });
    const dir = mkdtempSync(join(tmpdir(), 'defter-migrations-'));
    folders.push(dir);
    for (const name of BEFORE) copyFileSync(join(MIGRATIONS_DIR, name), join(dir, name));
    await migrate(db, dir);
    await seedDemoIfEmpty(db);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("puts every warehouse's stock on its locations with each warehouse's totals unchanged", async () => {
    const before = await db.system(held);
    expect(before.length).toBeGreaterThan(3);
    expect(await migrate(db)).toContain(LOCATIONS);
    const after = await db.system(async (q) => ({
      held: await held(q),
      unreceived: (
        await q.query(
          `select w.id from warehouses w where not exists (select 1 from locations l where l.company_id = w.company_id and l.warehouse_id = w.id and l.kind = 'receiving')`,
        )
      ).rows,
      misplaced: (
        await q.query(
          `select m.id from stock_moves m
             join locations l on l.company_id = m.company_id and l.id = m.location_id
             join products p on p.company_id = m.company_id and p.id = m.product_id
             join locations home on home.company_id = p.company_id and home.id = p.location_id
            where l.warehouse_id <> m.warehouse_id
               or l.id <> case when home.warehouse_id = m.warehouse_id then home.id else l.id end
               or (home.warehouse_id <> m.warehouse_id and l.kind <> 'receiving')`,
        )
      ).rows,
      onLocations: (
        await q.query<{ company_id: number; warehouse_id: number; product_id: number; quantity: string }>(
          `select company_id, warehouse_id, product_id, sum(quantity)::text as quantity from location_stock group by 1, 2, 3 order by 1, 2, 3`,
        )
      ).rows,
    }));
    expect(after.held).toEqual(before);
    expect(after.onLocations).toEqual(before);
    expect(after.unreceived).toEqual([]);
    expect(after.misplaced).toEqual([]);
  });
});
