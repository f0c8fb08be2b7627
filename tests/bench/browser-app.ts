import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';

/**
 * The browser benchmarks' stage: a fresh PGlite seeded by the benchmark, the built app (`npm run build`) served by
 * `scripts/start.mjs` on it, and Debian's Chromium (never a downloaded browser), closed and removed afterwards.
 */

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

export interface BrowserBenchApp {
  browser: Browser;
  base: string;
  /** a context of Chromium on the app, in Turkish at 1366×800 */
  newContext: () => Promise<BrowserContext>;
  /** the demo admin's token from POST /api/auth/login, put in a context as the web app keeps it (the `token` cookie) */
  signIn: (context: BrowserContext) => Promise<void>;
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer within 5 minutes');
}

/** Seeds a fresh database (migrated, then `seed`), serves the app on `port` and runs `run` with Chromium on it. */
export async function withBrowserBenchApp(
  options: { port: number; seed: (db: Database) => Promise<void>; env?: Record<string, string> },
  run: (app: BrowserBenchApp) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'defter-bench-browser-'));
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    const db = await openDatabase({ databaseUrl: null, dataDir });
    await migrate(db);
    await options.seed(db);
    await db.close();

    const base = `http://127.0.0.1:${options.port}`;
    server = spawn(process.execPath, [join(import.meta.dirname, '../../scripts/start.mjs')], {
      env: { ...process.env, PORT: String(options.port), DATA_DIR: dataDir, TCMB_BASE_URL: 'http://127.0.0.1:9/kurlar', ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, server);

    const b = await chromium.launch({ executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    browser = b;
    const signIn = async (context: BrowserContext) => {
      const login = await (
        await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ADMIN) })
      ).json();
      await context.addCookies([{ name: 'token', value: login.response.authorization.access_token, url: base }]);
    };
    const newContext = () => b.newContext({ baseURL: base, locale: 'tr-TR', viewport: { width: 1366, height: 800 } });
    await run({ browser: b, base, newContext, signIn });
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The p-th percentile of sorted samples (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** "met" or "NOT met" beside a goal */
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
