import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { statementPage, statementSummary } from '../../src/server/cash/queries';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';

/**
 * Goal (issue #15): the statement of a cash account with 100,000 movements opens its first page in 200 ms or less,
 * its running balance right. Seeds the moves into a new account of the demo company of a fresh PGlite (days spread
 * over three years, in and out), then times what GET /api/cash-accounts/:id/statement runs (the summary and the
 * first page, under the company's row-level security), without a range and with a range starting mid-way.
 */

const MOVES = Number(process.env.BENCH_CASH_MOVES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_CASH_ROUNDS ?? 15);
const GOAL_MS = 200;
const PAGE = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function cashStatementBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'defter-bench-cash-'));
  const db = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    let t = performance.now();
    const { companyId, boxId } = await db.system(async (q) => {
      const companyId = (await q.query<{ id: number }>(`select company_id as id from users where email = 'admin@demo.test'`)).rows[0]!.id;
      const boxId = (
        await q.query<{ id: number }>(`insert into cash_boxes (company_id, name, kind) values ($1, 'Bench Kasa', 'cash') returning id`, [companyId])
      ).rows[0]!.id;
      // in on even moves, out on odd ones, amounts with cents; days over three years from 2023-01-01
      await q.query(
        `insert into cash_moves (company_id, cash_box_id, amount, on_date, currency)
         select $1, $2, case when g % 2 = 0 then (g % 997) + 0.25 else -((g % 311) + 0.10) end, date '2023-01-01' + (g % 1095), 'TRY'
           from generate_series(1, $3::integer) as g`,
        [companyId, boxId, MOVES],
      );
      await q.query(`analyze cash_moves`);
      return { companyId, boxId };
    });
    console.log(`cash statement: seeded ${MOVES.toLocaleString('en')} moves in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const filters = [
      { label: 'whole ledger', filter: {} },
      { label: 'from 2024-06-01', filter: { from: '2024-06-01', to: '2025-12-31' } },
    ];
    for (const { label, filter } of filters) {
      // the balance must be right: the first row's balance is everything up to and including it
      const first = await db.company(companyId, async (q) => ({
        summary: await statementSummary(q, boxId, filter),
        page: await statementPage(q, boxId, filter, PAGE, 0),
      }));
      const row = first.page[0]!;
      const expected = await db.system((q) =>
        q.query<{ sum: string }>(
          `select coalesce(sum(amount), 0)::numeric(18,2)::text as sum from cash_moves where cash_box_id = $1 and (on_date, id) <= ($2::date, $3::integer)`,
          [boxId, row.date, row.id],
        ),
      );
      if (row.balance !== expected.rows[0]!.sum)
        throw new Error(`cash statement (${label}): running balance ${row.balance}, expected ${expected.rows[0]!.sum}`);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        t = performance.now();
        await db.company(companyId, async (q) => {
          await statementSummary(q, boxId, filter);
          await statementPage(q, boxId, filter, PAGE, 0);
        });
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(
        `cash statement (${label}, ${first.summary.total.toLocaleString('en')} moves): first page median ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms) ${p95 <= GOAL_MS ? 'OK' : 'SLOW'}`,
      );
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
