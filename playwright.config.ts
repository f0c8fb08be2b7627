import { defineConfig, devices } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * E2E against the real server (`node scripts/start.mjs`, which builds the web app when needed) on a fixed
 * port with a fresh PGlite data directory, so the demo is seeded anew for every run.
 * E2E_BASE_URL points the tests at an already running server instead.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${PORT}`;
// One directory per run. Workers re-read this file with E2E_RUN_ID inherited; only the runner (first load)
// removes the previous runs' directories and starts the web server.
// E2E_DATA_ROOT lets two runs on one machine (with different E2E_PORT) keep out of each other's data
const dataRoot = process.env.E2E_DATA_ROOT ?? join(import.meta.dirname, '.tmp', 'e2e-data');
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = String(Date.now());
  if (!external) rmSync(dataRoot, { recursive: true, force: true });
}
const dataDir = join(dataRoot, `run-${process.env.E2E_RUN_ID}`);

export default defineConfig({
  // the browser tests, and the model-based ones generated from flows/ (tests/model/e2e)
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'model/e2e/**/*.spec.ts'],
  // E2E_RESULTS: a second run on the same machine keeps its traces apart
  outputDir: process.env.E2E_RESULTS ?? '.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1366, height: 800 },
    locale: 'tr-TR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
    : {
        command: 'node scripts/start.mjs',
        url: `${baseURL}/api/health`,
        // the central bank is out of reach on purpose: the screens must say so and take a typed rate
        env: { PORT: String(PORT), DATA_DIR: dataDir, TCMB_BASE_URL: process.env.TCMB_BASE_URL ?? 'http://127.0.0.1:9/kurlar' },
        reuseExistingServer: false,
        timeout: 240_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
