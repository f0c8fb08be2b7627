import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * E2E against the real server (`node scripts/start.mjs`, which builds the web app when needed) with a fresh
 * PGlite data directory, so the demo is seeded anew for every run.
 *
 * Test files run in parallel (E2E_WORKERS, default 2), each worker slot against a server of its own: slot i
 * (Playwright's TEST_PARALLEL_INDEX) on port E2E_PORT + i with data directory `slot-i`. The files of a slot
 * share its database one after the other, as all files shared the one server before; the slots never see each
 * other's data (open cash-box sessions, counts of sales, changed passwords). A worker started again after a
 * failure keeps its slot, hence its server. Playwright starts the servers one after the other, so only the first
 * builds the web app when it is out of date.
 * E2E_BASE_URL points the tests at an already running server instead, with one worker.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080);
const external = process.env.E2E_BASE_URL;
const fullTrace = process.env.E2E_TRACE === 'full';
const WORKERS = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const slotURL = (slot: number) => `http://127.0.0.1:${PORT + slot}`;
// Workers load this file again, with their slot in TEST_PARALLEL_INDEX; the runner has none and uses slot 0
const baseURL = external ?? slotURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
// One directory per run. Workers re-read this file with E2E_RUN_ID inherited; only the runner (first load)
// removes the previous runs' directories and starts the web servers.
// E2E_DATA_ROOT lets two runs on one machine (with different E2E_PORT) keep out of each other's data
const dataRoot = process.env.E2E_DATA_ROOT ?? join(import.meta.dirname, '.tmp', 'e2e-data');
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = String(Date.now());
  if (!external) rmSync(dataRoot, { recursive: true, force: true });
}
const dataDir = join(dataRoot, `run-${process.env.E2E_RUN_ID}`);
// the servers the tests start (here and in the specs) seed the demo without its months of history: fast, and the
// figures the tests expect; tests/api/demo-history.test.ts checks the history
process.env.DEMO_HISTORY ??= '0';

export default defineConfig({
  // the browser tests, and the model-based ones generated from flows/ (tests/model/e2e)
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/e2e/**/*.spec.ts'],
  // E2E_RESULTS: a second run on the same machine keeps its traces apart
  outputDir: process.env.E2E_RESULTS ?? '.tmp/e2e-results',
  // the tests of a file run in order in one worker (they may build on each other); files spread over the slots
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1366, height: 800 },
    locale: 'tr-TR',
    // A failed test keeps its trace: the actions, console and network. The trace's screenshots and DOM
    // snapshots are taken for every test, failed or not, and cost about as much CPU as the test itself, so they
    // are left to E2E_TRACE=full (for a failure being looked into); the failure's own screenshot is kept anyway
    trace: { mode: 'retain-on-failure', screenshots: fullTrace, snapshots: fullTrace },
    screenshot: 'only-on-failure',
    // Every new context would register the offline shell's service worker, copy the loaded assets into its cache and
    // serve each later asset through it: about a sixth of a page load's CPU. The tests of the offline shell allow it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: external
    ? undefined
    : Array.from({ length: WORKERS }, (_, slot) => ({
        command: 'node scripts/start.mjs',
        url: `${slotURL(slot)}/api/health`,
        // the central bank is out of reach on purpose: the screens must say so and take a typed rate
        env: {
          PORT: String(PORT + slot),
          DATA_DIR: join(dataDir, `slot-${slot}`),
          TCMB_BASE_URL: process.env.TCMB_BASE_URL ?? 'http://127.0.0.1:9/kurlar',
          // the sandbox e-document integrator on a free port, never the next slot's
          SANDBOX_PORT: '0',
          SANDBOX_GIB_DELAY_MS: '500',
          // and the sandbox payment provider (the bank of card payments), likewise
          SANDBOX_PAYMENTS_PORT: '0',
          // and the sandbox carrier, its shipments moving on every few seconds
          SANDBOX_CARGO_PORT: '0',
          SANDBOX_MARKET_PORT: '0',
          SANDBOX_CARGO_STEP_MS: '4000',
          CARGO_POLL_MS: '1000',
          // and the sandbox Mikro, completed documents sent to it every second
          SANDBOX_MIKRO_PORT: '0',
          MIKRO_POLL_MS: '1000',
          // and the sandbox SMTP server and SMS provider, the outbox sent every second
          SANDBOX_SMTP_PORT: '0',
          SANDBOX_SMS_PORT: '0',
          MESSAGES_POLL_MS: '1000',
          DEMO_HISTORY: '0',
        },
        reuseExistingServer: false,
        timeout: 240_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
});
