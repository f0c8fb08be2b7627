import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../src/server/db/database';
import { migrate, migrationNames, MIGRATIONS_DIR } from '../../src/server/db/migrate';
import { freshPostgresDatabase } from './own-server';

/**
 * The migration that keeps stock per shelf location (202611291226_stock_locations) on a database that holds stock
 * already. After it every warehouse has a receiving location, every move sits on a location of its own warehouse (the
 * product's when it is there, else receiving), and what each warehouse holds of each product is what it held before.
 * On a fresh database of its own (PGlite in memory, or a new database on the run's PostgreSQL).
 *
 * The stock before it is written here in the SQL of that schema, never by today's seed or document engine: those
 * follow today's schema (a stock move names its location), which the database before the migration does not have.
 */
const LOCATIONS = '202611291226_stock_locations.sql';
const BEFORE = migrationNames().filter((name) => name < LOCATIONS);

/** Two companies; products at home on a shelf of one warehouse and moved in and out of it and of another warehouse. */
async function stockBeforeShelves(q: Queryable): Promise<void> {
  const id = async (sql: string, params: unknown[]) => (await q.query<{ id: number }>(`${sql} returning id`, params)).rows[0]!.id;
  const company = async (name: string) => {
    const companyId = await id(`insert into companies (name, license_owner, license_expires) values ($1, $1, '2030-12-31')`, [name]);
    await q.query(`insert into units (company_id, code, name) values ($1, 'ADET', 'Adet')`, [companyId]);
    return companyId;
  };
  const warehouse = (companyId: number, name: string) => id(`insert into warehouses (company_id, name) values ($1, $2)`, [companyId, name]);
  const location = (companyId: number, warehouseId: number, name: string) =>
    id(`insert into locations (company_id, warehouse_id, name) values ($1, $2, $3)`, [companyId, warehouseId, name]);
  const product = (companyId: number, code: string, locationId: number) =>
    id(`insert into products (company_id, code, name, location_id) values ($1, $2, $2, $3)`, [companyId, code, locationId]);
  let documentId = 0;
  const move = (companyId: number, productId: number, warehouseId: number, quantity: string) =>
    q.query(
      `insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity, value, line_id, moved_on) values ($1, $2, $3, $4, $5, 0, 'l1', '2026-11-01')`,
      [companyId, ++documentId, productId, warehouseId, quantity],
    );
  const shop = await company('Eski Kitabevi');
  const [main, floor] = [await warehouse(shop, 'Merkez'), await warehouse(shop, 'Mağaza')];
  const [a01, b01] = [await location(shop, main, 'A-01'), await location(shop, main, 'B-01')];
  const counter = await location(shop, floor, 'Tezgâh');
  const [novel, poems, loose] = [await product(shop, 'ROMAN', a01), await product(shop, 'SIIR', b01), await product(shop, 'EVRAK', counter)];
  await move(shop, novel, main, '10');
  await move(shop, novel, main, '-3');
  await move(shop, novel, floor, '4');
  await move(shop, poems, main, '5');
  await move(shop, loose, main, '7');
  await move(shop, loose, floor, '-2');
  const other = await company('Öteki Kırtasiye');
  const store = await warehouse(other, 'Depo');
  await move(other, await product(other, 'DEFTER', await location(other, store, 'Raf')), store, '6');
}

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
    await db.system(stockBeforeShelves);
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
