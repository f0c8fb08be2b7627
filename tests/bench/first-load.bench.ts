import type { BrowserContext, Page } from '@playwright/test';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { DEMO_ADMIN, percentile, verdict, withBrowserBenchApp } from './browser-app';
import { AFTER_PAINT } from './painted';

/**
 * Goals (issue #34), in Chromium against the real server on the demo with its months of history:
 * - the log-in page's JavaScript ≤ 250 KB on the wire (the bytes transferred, as the server sends them: Brotli or gzip),
 *   read from the page's resource timing (`transferSize`) on a cold cache;
 * - the dashboard's largest contentful paint after log-in ≤ 1 s: a signed-in user opening the dashboard in a fresh
 *   browser context (no cache, no service worker), LCP read from the page's `largest-contentful-paint` entries;
 * - every route's chunk loaded on demand: the log-in page loads no chunk of a route of the panel, the dashboard only
 *   its own, and opening another route loads that route's chunk.
 * The log-in itself (its button → the dashboard's cards painted) is printed beside them.
 */

const PORT = Number(process.env.BENCH_POS_PORT ?? 18184);
const ROUNDS = Number(process.env.BENCH_FIRST_LOAD_ROUNDS ?? 5);
const HISTORY = process.env.BENCH_DEMO_HISTORY !== '0';
const GOAL_LOGIN_JS_KB = 250;
const GOAL_LCP_MS = 1000;

/** the chunks of the panel's routes and areas (src/web/routes/pageGroups.ts), by their file names in the build */
const ROUTE_CHUNK = /\/assets\/((\w+Pages)|ReaderArea|ShopArea|MenuArea|PlaceholderGroup)-[\w-]+\.js$/;

interface Loaded {
  name: string;
  transferSize: number;
  decodedBodySize: number;
}

const loadedScripts = async (page: Page): Promise<Loaded[]> =>
  (
    (await page.evaluate(`performance.getEntriesByType('resource').map((e) => ({
      name: e.name, transferSize: e.transferSize, decodedBodySize: e.decodedBodySize,
    }))`)) as Loaded[]
  ).filter((e) => new URL(e.name).pathname.endsWith('.js'));

const routeChunks = (loaded: Loaded[]) => loaded.map((e) => new URL(e.name).pathname.match(ROUTE_CHUNK)?.[1]).filter((n): n is string => !!n);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A context that starts cold: no HTTP cache and no service worker from an earlier visit. */
async function coldPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.clearBrowserCache');
  return page;
}

export async function firstLoadBench(): Promise<void> {
  const seed = async (db: Parameters<typeof seedDemoIfEmpty>[0]) => {
    const t = performance.now();
    await seedDemoIfEmpty(db, { history: HISTORY });
    console.log(`first load: the demo ${HISTORY ? 'with its history ' : ''}seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await withBrowserBenchApp({ port: PORT, seed }, async ({ browser, base, signIn }) => {
    // the log-in page, cold: its scripts as sent
    const context = await browser.newContext({ baseURL: base, locale: 'tr-TR', viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' });
    const page = await coldPage(context);
    await page.goto(`${base}/#/login`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="login-screen"]');
    await page.waitForLoadState('networkidle');
    const login = await loadedScripts(page);
    const wire = login.reduce((n, e) => n + e.transferSize, 0);
    const raw = login.reduce((n, e) => n + e.decodedBodySize, 0);
    console.log(
      `first load: the log-in page's JavaScript, ${login.length} files: ${kb(wire)} on the wire (${kb(raw)} unpacked) ` +
        `(goal ≤ ${GOAL_LOGIN_JS_KB} KB: ${verdict(wire <= GOAL_LOGIN_JS_KB * 1024)})`,
    );
    const biggest = [...login].sort((a, b) => b.transferSize - a.transferSize).slice(0, 6);
    console.log(`first load: its largest: ${biggest.map((e) => `${new URL(e.name).pathname.replace('/assets/', '')} ${kb(e.transferSize)}`).join(', ')}`);
    const atLogin = routeChunks(login);

    // the log-in: its button → the dashboard's cards painted
    await page.evaluate(`(() => { ${AFTER_PAINT}; window.afterPaint = afterPaint; })()`);
    await page.fill('#login-email', DEMO_ADMIN.email);
    await page.fill('#login-password', DEMO_ADMIN.password);
    const clicked = performance.now();
    await page.click('[data-testid="login-screen"] button[type="submit"]');
    await page.waitForSelector('[data-testid="dashboard-cards"]', { timeout: 60_000 });
    await page.evaluate('new Promise((done) => window.afterPaint(done))');
    const signedIn = performance.now() - clicked;
    const atDashboard = routeChunks(await loadedScripts(page)).filter((c) => !atLogin.includes(c));
    await page.goto(`${base}/#/stok/list`);
    await page.waitForFunction(`performance.getEntriesByType('resource').some((e) => /StokPages-/.test(e.name))`, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const atStock = routeChunks(await loadedScripts(page)).filter((c) => !atLogin.includes(c) && !atDashboard.includes(c));
    console.log(`first load: log-in button → the dashboard's cards painted: ${signedIn.toFixed(0)} ms`);
    const onDemand = atLogin.length === 0 && atDashboard.join() === 'HomePages' && atStock.join() === 'StokPages';
    console.log(
      `first load: route chunks loaded by the log-in page: ${atLogin.join(', ') || 'none'}; then by the dashboard: ${atDashboard.join(', ') || 'none'}; ` +
        `then by the stock list: ${atStock.join(', ') || 'none'} (goal each route's chunk on demand: ${verdict(onDemand)})`,
    );
    await context.close();

    // the dashboard opened signed in, cold, a few times: its largest contentful paint
    const lcps: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const cold = await browser.newContext({ baseURL: base, locale: 'tr-TR', viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' });
      await signIn(cold);
      const p = await coldPage(cold);
      await p.goto(`${base}/#/dashboard`);
      await p.waitForSelector('[data-testid="dashboard-cards"]', { timeout: 60_000 });
      await p.waitForLoadState('networkidle');
      lcps.push(
        (await p.evaluate(`new Promise((done) => new PerformanceObserver((list) => done(list.getEntries().at(-1).startTime))
          .observe({ type: 'largest-contentful-paint', buffered: true }))`)) as number,
      );
      await cold.close();
    }
    const s = [...lcps].sort((a, b) => a - b);
    const worst = s.at(-1)!;
    console.log(
      `first load: the dashboard's largest contentful paint, signed in, cold (${ROUNDS} loads, demo ${HISTORY ? 'with' : 'without'} its history): ` +
        `median ${percentile(s, 50).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (goal ≤ ${GOAL_LCP_MS} ms: ${verdict(worst <= GOAL_LCP_MS)})`,
    );
  });
}
