// `npm run bench:quick` (a stage of `npm test`): every benchmark once at a tiny size, so that one which crashes or
// hangs is caught. It times nothing and asserts no figure: a benchmark passes when it ends on its own, without an
// error, within its time. Each runs in a process of its own (its own sizes in its environment), BENCH_QUICK_JOBS at a
// time (default 2; `npm test` runs them one at a time beside the API tests).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/postgres';

interface Quick {
  name: string;
  /** the benchmark's own sizes (its BENCH_* variables), tiny */
  env: Record<string, string>;
  /** the seconds it may take at most on a heavily loaded machine, its start (a fresh PGlite, a server, Chromium) included */
  timeoutS: number;
}

const QUICK: Quick[] = [
  { name: 'replay', env: { BENCH_REPLAY_EVENTS: '2000', BENCH_REPLAY_WORKERS: '1' }, timeoutS: 120 },
  { name: 'commands', env: { BENCH_COMMAND_CYCLES: '2' }, timeoutS: 180 },
  { name: 'receipt-totals', env: { BENCH_TOTALS_RUNS: '3' }, timeoutS: 120 },
  // enough cards for its common word to have more hits than a search counts (1,000)
  { name: 'stock-search', env: { BENCH_STOCK_CARDS: '20000', BENCH_STOCK_ROUNDS: '2' }, timeoutS: 180 },
  { name: 'pos-catalogue', env: { BENCH_STOCK_CARDS: '300', BENCH_POS_RELOADS: '1' }, timeoutS: 300 },
  { name: 'pos-scan', env: { BENCH_STOCK_CARDS: '300', BENCH_POS_SCANS: '3' }, timeoutS: 300 },
  // 2,000 moves reach the days its second filter starts at
  { name: 'cash-statement', env: { BENCH_CASH_MOVES: '2000', BENCH_CASH_ROUNDS: '2' }, timeoutS: 180 },
  { name: 'stock-valuation', env: { BENCH_STOCK_MOVES: '300', BENCH_STOCK_ROUNDS: '2' }, timeoutS: 180 },
  // more titles of the author it looks for (one in eight) than a search counts (1,000)
  { name: 'reader-search', env: { BENCH_READER_TITLES: '10000', BENCH_READER_ROUNDS: '2' }, timeoutS: 180 },
  { name: 'library-scan', env: { BENCH_LIBRARY_SCANS: '3' }, timeoutS: 180 },
  { name: 'ubl-invoice', env: { BENCH_UBL_RUNS: '2' }, timeoutS: 120 },
  { name: 'reports-large', env: { BENCH_LARGE_DOCUMENTS: '200' }, timeoutS: 300 },
  { name: 'campaigns', env: { BENCH_CAMPAIGN_RUNS: '3' }, timeoutS: 120 },
  { name: 'catalogue', env: { BENCH_CATALOGUE_ENTRIES: '300', BENCH_CATALOGUE_ROUNDS: '2' }, timeoutS: 180 },
  { name: 'shop', env: { BENCH_STOCK_CARDS: '20000', BENCH_SHOP_ROUNDS: '2' }, timeoutS: 180 },
  { name: 'transfer', env: { BENCH_TRANSFER_ROWS: '50' }, timeoutS: 180 },
  { name: 'editor-keystroke', env: { BENCH_EDITOR_LINES: '30', BENCH_EDITOR_EDITS: '3' }, timeoutS: 420 },
  { name: 'first-load', env: { BENCH_DEMO_HISTORY: '0', BENCH_FIRST_LOAD_ROUNDS: '1' }, timeoutS: 420 },
];

const root = join(import.meta.dirname, '../..');
const only = process.argv.slice(2);
const chosen = only.length ? QUICK.filter((q) => only.includes(q.name)) : QUICK;

/** Runs one benchmark; its output is kept and shown whole when it ends. */
async function runOne(q: Quick): Promise<{ name: string; ok: boolean; seconds: number; out: string }> {
  // the data kept between runs (reports-large's and reader-search's) is this run's own, and goes with it
  const cache = mkdtempSync(join(tmpdir(), `defter-bench-quick-${q.name}-`));
  // reports-large's PostgreSQL cluster runs as the postgres user, who must reach its directory
  chmodSync(cache, 0o755);
  const started = performance.now();
  const env = {
    ...process.env,
    ...q.env,
    BENCH_CACHE_DIR: cache,
    BENCH_READER_DIR: join(cache, 'reader'),
    BENCH_POS_PORT: String(await freePort()),
    // the sandboxes `npm start` runs beside the till's server take free ports of their own
    SANDBOX_PORT: '0',
    SANDBOX_PAYMENTS_PORT: '0',
    SANDBOX_CARGO_PORT: '0',
    SANDBOX_MARKET_PORT: '0',
    SANDBOX_MIKRO_PORT: '0',
    SANDBOX_SMTP_PORT: '0',
    SANDBOX_SMS_PORT: '0',
  };
  // a process group of its own, so that a benchmark out of time is stopped with its server and browser
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(root, 'tests/bench/run.ts'), q.name], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid!, 'SIGKILL');
  }, q.timeoutS * 1000);
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  clearTimeout(timer);
  rmSync(cache, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  if (timedOut) out += `\n${q.name}: did not end within ${q.timeoutS} s (a benchmark that waits forever)\n`;
  else if (code !== 0) out += `\n${q.name}: ended with ${code}\n`;
  return { name: q.name, ok: !timedOut && code === 0, seconds, out };
}

const queue = [...chosen];
const results: Awaited<ReturnType<typeof runOne>>[] = [];
await Promise.all(
  Array.from({ length: Math.max(1, Number(process.env.BENCH_QUICK_JOBS ?? 2)) }, async () => {
    for (let q = queue.shift(); q; q = queue.shift()) {
      const r = await runOne(q);
      console.log(`\n-- ${r.name} at its quick size (${r.seconds.toFixed(1)} s): ${r.ok ? 'ran' : 'FAILED'} --\n${r.out.trim()}`);
      results.push(r);
    }
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(
  failed.length ? `\nbenchmarks that failed at their quick size: ${failed.join(', ')}` : `\nevery benchmark ran at its quick size (${results.length})`,
);
process.exit(failed.length ? 1 : 0);
