import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './kept-page';
import { getCookie, openPanel, PASSWORD, signIn, USERS } from './helpers';
import { appKeptOffline } from './app-shell';
import { ensureOpenCashBox, openPos, scan } from './pos-helpers';

/**
 * The desktop shell (issue #33): an installable app whose service worker keeps the whole panel, opens offline to the
 * last screens and the till's offline mode; the desktop variant keeps its token in local storage; the till asks
 * before a refresh; a new version waits for the user's click and never comes in the middle of a sale.
 */
test.describe.configure({ mode: 'serial' });

/**
 * A new build's worker, as the server sends it (with its Brotli and gzip twins): the running one with another version.
 * The browser never lets a page's routes answer for a worker's script, so the test writes the built file; it gives
 * back the function that restores it.
 */
function deployNewWorker(): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) => join(import.meta.dirname, '../../dist/web', f));
  const before = files.map((f) => readFileSync(f));
  const next = before[0]!.toString().replace(/const VERSION = "(\w+)"/, 'const VERSION = "$1next"');
  writeFileSync(files[0]!, next);
  writeFileSync(files[1]!, brotliCompressSync(next));
  writeFileSync(files[2]!, gzipSync(next));
  return () => files.forEach((f, i) => writeFileSync(f, before[i]!));
}

const lines = (page: Page) => page.locator('[data-testid="pos-lines"] tbody tr');

async function logInWithTheForm(page: Page) {
  await page.locator('#login-email').fill(USERS.admin.email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('#login-password').press('Enter');
  await expect(page.getByTestId('app-layout')).toBeVisible();
}

test('the desktop variant keeps the staff token in local storage, the web in the token cookie', async ({ page }) => {
  await page.goto('/?shell=desktop#/login');
  await logInWithTheForm(page);
  expect(await page.evaluate(() => localStorage.getItem('defter.token'))).toBeTruthy();
  expect(await getCookie(page, 'token')).toBeUndefined();
  // the window stays the desktop shell through its reloads, signed in from local storage
  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/?shell=web#/login');
  await logInWithTheForm(page);
  expect(await getCookie(page, 'token')).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('defter.token'))).toBeNull();
});

test('the desktop shell’s placeholder shows without a log-in, and its refresh route reloads the page it is given', async ({ page }) => {
  await page.goto('/#/shell/placeholder');
  await expect(page.getByTestId('shell-placeholder')).toBeVisible();
  await signIn(page, 'admin');
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  await page.evaluate(() => (location.hash = '#/shell/refresh?to=%2Fstok%2Flist'));
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/stok/list');
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
});

test.describe('with the app’s service worker', () => {
  // the other browser tests block it (see playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });

  test('Chromium finds the app installable: its manifest has no errors and the page no installability error', async ({ browser }) => {
    // a profile on disk: Chromium never offers to install from an incognito profile, which test contexts are
    const profile = mkdtempSync(join(tmpdir(), 'defter-install-'));
    const { baseURL, launchOptions } = test.info().project.use;
    const context = await browser.browserType().launchPersistentContext(profile, { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/#/login');
      await appKeptOffline(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest', {});
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      const parsed = JSON.parse(manifest.data!) as { display: string; icons: { sizes: string; purpose?: string }[] };
      expect(parsed.display).toBe('standalone');
      expect(parsed.icons.some((i) => i.purpose === 'maskable')).toBe(true);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('with the network cut after a first visit, a reload opens the last screens: the dashboard, and the till in its offline mode', async ({
    page,
    context,
  }) => {
    await ensureOpenCashBox(page);
    await signIn(page, 'kasa');
    await openPanel(page, '/dashboard');
    await appKeptOffline(page);
    // the screens seen once the worker is in control: their answers are kept as they pass
    await page.reload();
    await expect(page.getByTestId('dashboard-cards')).toBeVisible();
    await openPos(page);
    await page.goto('/#/dashboard');

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // the dashboard's figures are its last answers, kept by the worker
    await expect(page.getByTestId('dashboard-cards')).toBeVisible();
    await page.goto('/#/fis/pos');
    await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-catalogue-ready', 'true');
    await expect(page.getByTestId('pos-connection')).toHaveAttribute('data-online', 'false');
  });

  test('a new version waits for the user’s click and never comes during a sale; on the till a refresh asks and No keeps the sale', async ({
    page,
    context,
  }) => {
    await ensureOpenCashBox(page);
    await page.goto('/?shell=desktop#/login');
    await logInWithTheForm(page);
    await openPanel(page, '/fis/pos');
    await appKeptOffline(page);
    const versionOf = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('defter-app-')));
    const [first] = await versionOf();
    await scan(page);
    await expect(lines(page)).toHaveCount(1);

    // a new build deployed: its sw.js differs from the running one (until the end: the reload's check must see it too)
    const undeploy = deployNewWorker();
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const toast = page.getByTestId('update-ready');
      await expect(toast).toHaveAttribute('data-sale-open', 'true');
      await expect(page.getByTestId('update-apply')).toBeDisabled();

      await page.keyboard.press('F5');
      await page.getByTestId('pos-refresh-no').click();
      await expect(page.getByTestId('pos-refresh-dialog')).toHaveCount(0);
      await expect(lines(page)).toHaveCount(1);
      expect(await versionOf()).toEqual([first, `${first}next`]);

      // the sale ends (its line removed): the update may be applied, and the page comes back on the new build
      await lines(page).locator('[data-testid^="pos-remove-"]').click();
      await expect(lines(page)).toHaveCount(0);
      await expect(toast).toHaveAttribute('data-sale-open', 'false');
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('update-apply').click();
      await reloaded;
      await expect(page.getByTestId('pos-screen')).toBeVisible();
      expect(await versionOf()).toEqual([`${first}next`]);
      await expect(toast).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('defter.token'))).toBeTruthy();
    } finally {
      undeploy();
    }
  });
});
