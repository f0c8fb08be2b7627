import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, apiLogin, openPanel, signIn, USERS } from './helpers';
import { appKeptOffline } from './app-shell';
import { openPos } from './pos-helpers';

/**
 * Offline selling (issue #6): the cashier keeps selling with the network cut; the sales wait in IndexedDB and
 * reach the server exactly once each when the connection returns. A refused sale is shown with its reason and
 * never holds up the others. Logging out deletes the offline databases.
 */
const BARCODE = '7501031311309';

test.describe.configure({ mode: 'serial' });

async function openCashBox(page: Page): Promise<number> {
  const admin = await signIn(page, 'admin');
  const open = await apiCall(page, admin, 'GET', 'documents?type=cashBoxSession&status=open&limit=1&offset=0');
  if (open.items.length > 0) return Number(open.items[0].cashBoxId ?? (await apiCall(page, admin, 'GET', `documents/${open.items[0].id}`)).cashBoxId);
  const boxes = await apiCall(page, admin, 'GET', 'cash-boxes');
  const list = (Array.isArray(boxes) ? boxes : boxes.items) as { id: number }[];
  await apiCall(page, admin, 'POST', 'documents', { type: 'cashBoxSession', cashBoxId: list[0]!.id, openingBalance: '100.00' });
  return list[0]!.id;
}

const completedSales = async (page: Page, token: string) =>
  (await apiCall(page, token, 'GET', 'documents?type=posSale&status=completed&limit=1&offset=0')).total as number;

/** Scan, pay cash with the exact amount, all by keyboard; the slip says the sale is queued. */
async function sellOffline(page: Page) {
  await page.getByTestId('pos-scan').focus();
  await page.keyboard.type(BARCODE, { delay: 0 });
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(page.getByTestId('pos-cash')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-slip-queued')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-empty')).toBeVisible();
}

const pendingBadge = (page: Page) => page.getByTestId('pos-pending');

test('50 sales with the network cut are queued, then reach the server exactly once each', async ({ page, context }) => {
  test.setTimeout(240_000);
  const cashBoxId = await openCashBox(page);
  const admin = await signIn(page, 'admin');
  const before = await completedSales(page, admin);
  await signIn(page, 'kasa');
  await openPos(page);
  await expect(page.getByTestId('pos-connection')).toHaveAttribute('data-online', 'true');

  await context.setOffline(true);
  await expect(page.getByTestId('pos-connection')).toHaveAttribute('data-online', 'false');
  for (let i = 0; i < 50; i++) await sellOffline(page);
  await expect(pendingBadge(page)).toHaveAttribute('data-count', '50');
  expect(await completedSales(page, admin)).toBe(before);

  await context.setOffline(false);
  await expect(pendingBadge(page)).toHaveAttribute('data-count', '0', { timeout: 90_000 });
  expect(await completedSales(page, admin)).toBe(before + 50);

  await openPanel(page, '/fis/offline/fis');
  await page.getByTestId('offline-tab-sent').click();
  const ids = await page.locator('[data-testid="offline-sale"][data-status="sent"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-client-id')!));
  expect(new Set(ids).size).toBe(50);
  for (const clientId of ids.slice(0, 5)) {
    const sale = await apiCall(page, admin, 'GET', `pos/sales/${clientId}`);
    expect(sale).toMatchObject({ type: 'posSale', status: 'completed' });
    expect(String(sale.cashBoxId)).toBe(String(cashBoxId));
  }
  // sending the whole queue again changes nothing: the server answers each client id with the same sale
  const resent = await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name!).find((n) => n.startsWith('defter-offline-'))!;
    const db = await new Promise<IDBDatabase>((ok, ko) =>
      Object.assign(indexedDB.open(name), {
        onsuccess(this: IDBOpenDBRequest) {
          ok(this.result);
        },
        onerror: ko,
      }),
    );
    const all = await new Promise<{ body: unknown }[]>((ok) =>
      Object.assign(db.transaction('sales').objectStore('sales').getAll(), {
        onsuccess(this: IDBRequest) {
          ok(this.result);
        },
      }),
    );
    db.close();
    return all.map((s) => s.body);
  });
  const token = await signIn(page, 'kasa');
  for (const body of resent.slice(0, 10)) {
    const res = await page.request.post('/api/pos/sales', { data: body, headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(201);
  }
  expect(await completedSales(page, admin)).toBe(before + 50);
});

test('a refused queued sale is shown with its reason while the others are sent; it can be removed', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openCashBox(page);
  await signIn(page, 'kasa');
  await openPos(page);
  await context.setOffline(true);
  for (let i = 0; i < 3; i++) await sellOffline(page);
  // the second sale names a cash box that does not exist: the server must refuse it
  await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name!).find((n) => n.startsWith('defter-offline-'))!;
    const db = await new Promise<IDBDatabase>((ok, ko) =>
      Object.assign(indexedDB.open(name), {
        onsuccess(this: IDBOpenDBRequest) {
          ok(this.result);
        },
        onerror: ko,
      }),
    );
    const store = db.transaction('sales', 'readwrite').objectStore('sales');
    const pending = await new Promise<{ seq: number; status: string; body: { cashBoxId: number } }[]>((ok) =>
      Object.assign(store.getAll(), {
        onsuccess(this: IDBRequest) {
          ok(this.result);
        },
      }),
    );
    const second = pending.filter((s) => s.status === 'pending').sort((a, b) => a.seq - b.seq)[1]!;
    second.body.cashBoxId = 999999;
    await new Promise((ok) => Object.assign(store.put(second), { onsuccess: ok }));
    db.close();
  });
  await expect(pendingBadge(page)).toHaveAttribute('data-count', '3');
  await context.setOffline(false);
  await expect(pendingBadge(page)).toHaveAttribute('data-count', '0', { timeout: 60_000 });
  await expect(page.getByTestId('pos-refused')).toHaveAttribute('data-count', '1');

  await openPanel(page, '/fis/offline/fis');
  await page.getByTestId('offline-tab-refused').click();
  const refused = page.locator('[data-testid="offline-sale"][data-status="refused"]');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByTestId('offline-sale-reason')).not.toBeEmpty();
  await refused.getByTestId('offline-remove').click();
  await expect(page.getByTestId('offline-remove-question')).toBeVisible();
  await page.getByRole('button', { name: 'Evet, kaldır' }).click();
  await expect(refused).toHaveCount(0);
  await expect(page.getByTestId('offline-queue')).toHaveAttribute('data-refused', '0');
});

test('offline, a sale on account picks the customer from the local accounts', async ({ page, context }) => {
  await openCashBox(page);
  const token = await signIn(page, 'kasa');
  const accounts = await apiCall(page, token, 'GET', 'accounts?limit=100&offset=0');
  const customer = (accounts.items as { id: number; name: string; kind: string }[]).find((a) => a.kind === 'customer')!;
  await openPos(page);
  // the accounts come down after the catalogue: a cut before then would leave the picker without them
  await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-accounts-ready', 'true', { timeout: 30_000 });
  await context.setOffline(true);
  await page.getByTestId('pos-scan').focus();
  await page.keyboard.type(BARCODE, { delay: 0 });
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
  await page.keyboard.press('F11');
  // the whole name: other tests' accounts would fill the twenty local results before this one
  await page.getByTestId('picker-posAccount').fill(customer.name);
  await page.locator(`[data-testid="posAccount-option"][data-id="${customer.id}"]`).click();
  await page.getByTestId('pos-complete').click();
  await expect(page.getByTestId('pos-slip-queued')).toBeVisible();
  await expect(page.getByTestId('pos-slip').locator('h3')).toHaveText(/Demo Kitabevi/);
  const clientId = (await page.getByTestId('pos-slip-queued').getAttribute('data-client-id'))!;
  await page.keyboard.press('Enter');
  await context.setOffline(false);
  await expect(pendingBadge(page)).toHaveAttribute('data-count', '0', { timeout: 60_000 });
  const sale = await apiCall(page, token, 'GET', `pos/sales/${clientId}`);
  expect(sale).toMatchObject({ type: 'posSale', status: 'completed', paymentType: 'credit' });
  expect(String(sale.accountId)).toBe(String(customer.id));
});

test('the till’s accounts come down when the device is authorised while their first download still waits on the server', async ({ page }) => {
  await signIn(page, 'kasa');
  let asked = 0;
  await page.route('**/api/offline/device', async (route) => {
    asked += 1;
    // the accounts' first question is slow, as on a busy server: the cashier answers the device question meanwhile
    if (asked === 2) await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  await openPos(page);
  await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-accounts-ready', 'true', { timeout: 30_000 });
  expect(asked).toBeGreaterThanOrEqual(3);
});

test('the local product and account lists and the queue, in Arabic on a phone', async ({ page }) => {
  // this browser is a new device for the cashier: the one an earlier run authorised is released first
  const admin = await signIn(page, 'admin');
  const kasa = (await apiCall(page, admin, 'GET', 'users')).items.find((u: { email: string }) => u.email === 'kasa@demo.test');
  await page.request.delete(`/api/offline/devices/${kasa.id}`, { headers: { authorization: `Bearer ${admin}` } });
  await signIn(page, 'kasa');
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 390, height: 800 });
  await openPanel(page, '/fis/offline/urun');
  const list = page.getByTestId('offline-products');
  await list.getByTestId('offline-refresh').click();
  // the till asks before sending this device's identifier, in the user's language
  await expect(page.getByTestId('device-ask-message')).toHaveText(/[\u0600-\u06FF]/);
  await page.getByTestId('device-send').click();
  await expect(list.getByTestId('offline-refreshed')).not.toHaveText(/لم يُنزَّل/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => Number(await list.getAttribute('data-count'))).toBeGreaterThan(0);
  await list.getByTestId('offline-search').fill('defter');
  await expect(list.locator('[data-testid="offline-rows"] tbody tr').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await openPanel(page, '/fis/offline/cari');
  await page.getByTestId('offline-accounts').getByTestId('offline-refresh').click();
  await expect(page.getByTestId('offline-accounts').locator('[data-testid="offline-rows"] tbody tr').first()).toBeVisible();
  await openPanel(page, '/fis/offline/fis');
  await expect(page.getByTestId('offline-queue')).toBeVisible();
  await expect(page.getByTestId('offline-tab-pending')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('logging out deletes the offline databases', async ({ page }) => {
  await signIn(page, 'kasa');
  await openPos(page);
  const names = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name!).filter((n) => n.startsWith('defter-offline-')));
  expect((await names()).length).toBeGreaterThan(0);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect.poll(names).toEqual([]);
});

test('logging out with a sale not yet sent asks first; staying shows the queue, leaving deletes it', async ({ page, context }) => {
  await openCashBox(page);
  await signIn(page, 'kasa');
  await openPos(page);
  await context.setOffline(true);
  await sellOffline(page);
  const names = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name!).filter((n) => n.startsWith('defter-offline-')));

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('logout-unsent')).toContainText('1 satış henüz sunucuya gönderilmedi');
  await page.getByRole('button', { name: 'Çıkma, gönderilmeyenlere git' }).click();
  await expect(page.getByTestId('offline-queue')).toBeVisible();
  expect((await names()).length).toBeGreaterThan(0);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await page.getByRole('button', { name: 'Yine de çıkış yap' }).click();
  await expect.poll(names).toEqual([]);
  await context.setOffline(false);
});

test.describe('with the service worker that keeps the app shell', () => {
  // the other browser tests block it (see playwright.config.ts)
  test.use({ serviceWorkers: 'allow' });

  test('a reload without a connection still opens the till from the kept app shell and sells from the kept catalogue', async ({ page, context }) => {
    await openCashBox(page);
    await signIn(page, 'kasa');
    await openPos(page);
    // the worker keeps the whole app before it takes control
    await appKeptOffline(page);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-catalogue-ready', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('pos-connection')).toHaveAttribute('data-online', 'false');
    await sellOffline(page);
    await expect(pendingBadge(page)).toHaveAttribute('data-count', '1');

    await context.setOffline(false);
    await expect(pendingBadge(page)).toHaveAttribute('data-count', '0', { timeout: 60_000 });
  });
});
