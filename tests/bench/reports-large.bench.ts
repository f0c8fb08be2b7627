import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { boot } from '../../src/server/boot';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { REPORT_NAMES } from '../../src/domain/schemas/reports';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { buildLargeDemo } from '../../src/server/seed/large/build';
import { findPgBin, freePort } from '../support/postgres';

/**
 * Goal (issue #16): on years of a bookshop's data (`npm run demo:large`'s: 200,000 documents, about a million stock
 * moves), every report of GET /api/reports/:name without filters answers its first page and totals within 1 s, on
 * PGlite and on PostgreSQL, and a CSV export of the stock ledger (every move) streams in flat memory. The data is
 * built once per database into BENCH_CACHE_DIR (default /var/tmp/defter-bench, outside the repository) and reused
 * while its marker file is there; BENCH_LARGE_DOCUMENTS sets the size (default 200,000), BENCH_LARGE_DB one
 * database (`pglite` or `postgres`).
 */

const DOCUMENTS = Number(process.env.BENCH_LARGE_DOCUMENTS ?? 200_000);
// not under /root: the PostgreSQL cluster runs as the postgres user, who must reach it
const CACHE = process.env.BENCH_CACHE_DIR ?? '/var/tmp/defter-bench';
const GOAL_MS = 1000;

async function ensureBuilt(label: string, marker: string, open: () => Promise<{ databaseUrl: string | null; dataDir: string }>): Promise<void> {
  if (existsSync(marker)) return;
  const target = await open();
  const db = await openDatabase(target);
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    const started = performance.now();
    let last = 0;
    const result = await buildLargeDemo(db, {
      documents: DOCUMENTS,
      years: 3,
      onProgress(p) {
        if (performance.now() - last < 10_000 && p.documents < p.total) return;
        last = performance.now();
        console.log(
          `reports (${label}): building ${p.documents.toLocaleString('en')}/${p.total.toLocaleString('en')} documents, ${p.stockMoves.toLocaleString('en')} moves`,
        );
      },
    });
    console.log(
      `reports (${label}): built ${result.documents.toLocaleString('en')} documents, ${result.stockMoves.toLocaleString('en')} moves in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await db.system((q) => q.query('analyze'));
    writeFileSync(marker, JSON.stringify(result));
  } finally {
    await db.close();
  }
}

/** A PostgreSQL cluster kept in the cache directory between runs (as the test's throw-away one, but kept). */
async function cachedPostgres(dir: string): Promise<{ url: string; stop(): void }> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });
  const fresh = !existsSync(join(data, 'PG_VERSION'));
  if (fresh) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o777);
    run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const port = await freePort();
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'];
  const child = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', join(bin, 'postgres'), ...args], { stdio: 'ignore', detached: true })
    : spawn(join(bin, 'postgres'), args, { stdio: 'ignore', detached: true });
  child.unref();
  const pg = (await import('pg')).default;
  const adminUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      if (fresh) {
        await client.query(`create role defter_owner login createrole`);
        await client.query(`create database defter owner defter_owner`);
      }
      await client.end();
      break;
    } catch (e) {
      await client.end().catch(() => undefined);
      if (i > 150) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url: `postgres://defter_owner@127.0.0.1:${port}/defter`,
    stop: () => {
      try {
        run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
      } catch {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      }
    },
  };
}

async function timeReports(label: string, target: { databaseUrl: string | null; dataDir: string }): Promise<void> {
  const { app, db } = await boot({ ...target, jwtSecret: null });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
  try {
    const login = await fetch(`${base}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { response: { authorization: { access_token: string } } }).response.authorization.access_token;
    const headers = { authorization: `Bearer ${token}` };
    const moves = await db.system((q) => q.query<{ n: number }>(`select count(*)::integer as n from stock_moves`));
    console.log(`reports (${label}): ${moves.rows[0]!.n.toLocaleString('en')} stock moves`);
    // stokhareket lists one product's moves: the one that moved most
    const busiest = await db.system((q) => q.query<{ id: number }>(`select product_id as id from stock_moves group by 1 order by count(*) desc limit 1`));
    const productId = busiest.rows[0]?.id ?? 0;
    const names = process.env.BENCH_REPORTS ? REPORT_NAMES.filter((n) => process.env.BENCH_REPORTS!.split(',').includes(n)) : REPORT_NAMES;
    for (const name of names) {
      // one call each: what a user opening the page waits (a second would double the bench's time on the slow ones)
      const started = performance.now();
      const r = await fetch(`${base}reports/${name}?limit=100${name === 'stokhareket' ? '&productId=' + productId : ''}`, { headers });
      const body = await r.text();
      const ms = performance.now() - started;
      const rows = r.status === 200 ? (JSON.parse(body) as { response: { total: number } }).response.total : null;
      console.log(
        `reports (${label}): ${name.padEnd(18)} ${ms.toFixed(0).padStart(6)} ms, ${rows === null ? `status ${r.status}` : `${rows.toLocaleString('en')} rows`}, ${(body.length / 1024).toFixed(0)} KB (goal ≤ ${GOAL_MS} ms) ${ms <= GOAL_MS ? 'OK' : 'SLOW'}`,
      );
    }
    // the whole stock ledger as CSV, twice: the first read also fills the database's own cache (PGlite's lives in
    // this process), so the second shows what the export itself needs. Besides the resident memory's peak (garbage
    // not yet collected counts in it), what stays after a full collection, every half second, is what the export holds.
    const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    for (const run of ['first', 'second']) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const heldBefore = held();
      let peak = before;
      let heldPeak = heldBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const collector = setInterval(() => {
        global.gc?.();
        heldPeak = Math.max(heldPeak, held());
      }, 500);
      const started = performance.now();
      const r = await fetch(`${base}reports/stokislem?format=csv`, { headers });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines += 1;
      }
      clearInterval(sampler);
      clearInterval(collector);
      const mb = (n: number) => `${(n / 1024 ** 2).toFixed(0)} MB`;
      console.log(
        `reports (${label}): stokislem CSV (${run} export) ${lines.toLocaleString('en')} lines, ${mb(bytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
          `peak RSS growth ${mb(peak - before)}, ${global.gc ? `most held after a collection ${mb(heldPeak - heldBefore)}` : 'held after a collection not measured (run with --expose-gc)'}`,
      );
    }
  } finally {
    await new Promise((r) => server.close(r));
    await db.close();
  }
}

export async function reportsLargeBench(): Promise<void> {
  const only = process.env.BENCH_LARGE_DB;
  if (!only || only === 'pglite') {
    const dataDir = join(CACHE, `large-pglite-${DOCUMENTS}`);
    const marker = `${dataDir}.ready`;
    if (!existsSync(marker)) rmSync(dataDir, { recursive: true, force: true });
    await ensureBuilt('PGlite', marker, async () => ({ databaseUrl: null, dataDir }));
    await timeReports('PGlite', { databaseUrl: null, dataDir });
  }
  if (!only || only === 'postgres') {
    const dir = join(CACHE, `large-postgres-${DOCUMENTS}`);
    const marker = `${dir}.ready`;
    if (!existsSync(marker)) rmSync(dir, { recursive: true, force: true });
    const pg = await cachedPostgres(dir);
    try {
      await ensureBuilt('PostgreSQL', marker, async () => ({ databaseUrl: pg.url, dataDir: '' }));
      await timeReports('PostgreSQL', { databaseUrl: pg.url, dataDir: '' });
    } finally {
      pg.stop();
    }
  }
}
