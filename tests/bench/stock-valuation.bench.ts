import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { writeStockMoves } from '../../src/server/documents/stock-valuation';
import { istanbulToday } from '../../src/server/rates/istanbul-day';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';

/**
 * Issue #16: valuing a sale of a product with 100,000 earlier stock moves (three years of purchases and sales) does
 * not read them all. Seeds the moves into a new product of the demo company of a fresh PGlite, then times what a
 * sale's completion runs for its stock (writeStockMoves: the lock, the opening from the day totals of migration
 * 044, the moves after it, the insert), beside the sum over every earlier move that valuation used to run.
 */

const MOVES = Number(process.env.BENCH_STOCK_MOVES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_STOCK_ROUNDS ?? 15);

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

export async function stockValuationBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'defter-bench-stock-'));
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    let t = performance.now();
    const { companyId, productId, warehouseId } = await db.system(async (q) => {
      const companyId = (await q.query<{ id: number }>(`select company_id as id from users where email = 'admin@demo.test'`)).rows[0]!.id;
      const warehouseId = (await q.query<{ id: number }>(`select id from warehouses where company_id = $1 order by id limit 1`, [companyId])).rows[0]!.id;
      const productId = (
        await q.query<{ id: number }>(
          `insert into products (company_id, code, name, unit, vat_rate, price, location_id)
           values ($1, 'BENCH-STOK', 'Bench stok', 'ADET', 20, 10, (select min(id) from locations where company_id = $1)) returning id`,
          [companyId],
        )
      ).rows[0]!.id;
      // a purchase of 3 at 12.00 on every third move, a sale of 1 at the average on the others; days over three years from 2023-01-01
      await q.query(
        `insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity, value, line_id, moved_on, cost_rule)
         select $1, g, $2, $3, case when g % 3 = 0 then 3 else -1 end, case when g % 3 = 0 then 36 else -12 end, 'l', date '2023-01-01' + (g * 1095 / $4::integer),
                case when g % 3 = 0 then 'cost' else 'average' end
           from generate_series(1, $4::integer) as g`,
        [companyId, productId, warehouseId, MOVES],
      );
      await q.query(`analyze stock_moves`);
      await q.query(`analyze stock_day_totals`);
      return { companyId, productId, warehouseId };
    });
    console.log(`stock valuation: seeded ${MOVES.toLocaleString('en')} moves in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const sale = [{ productId: String(productId), warehouseId: String(warehouseId), quantity: '-1', date: istanbulToday(), cost: { kind: 'average' } }];
    const valuing: number[] = [];
    const wholeHistory: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      t = performance.now();
      await db.company(companyId, (q) => writeStockMoves(q, companyId, 1_000_000 + i, sale));
      valuing.push(performance.now() - t);
      t = performance.now();
      await db.company(companyId, (q) =>
        q.query(`select warehouse_id, sum(quantity), sum(value) from stock_moves where product_id = $1 and moved_on < $2::date group by warehouse_id`, [
          productId,
          istanbulToday(),
        ]),
      );
      wholeHistory.push(performance.now() - t);
    }
    const last = await db.company(companyId, (q) =>
      q.query<{ value: string }>(`select value::text from stock_moves where product_id = $1 order by id desc limit 1`, [productId]),
    );
    console.log(
      `stock valuation (a sale after ${MOVES.toLocaleString('en')} moves, valued ${last.rows[0]!.value}): median ${median(valuing).toFixed(1)} ms; ` +
        `the sum over every earlier move it no longer runs: median ${median(wholeHistory).toFixed(1)} ms`,
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
