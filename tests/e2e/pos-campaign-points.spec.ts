import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn, USERS } from './helpers';
import { appKeptOffline } from './app-shell';
import { openPos, productOnCampaign, scan } from './pos-helpers';

/**
 * Issue #29's done-when: a sale at the till with a campaign applied and part paid with points, once online and once
 * offline, then back online: synced, and the slip, the Z report and the points ledger show the right figures. Offline
 * the till takes the points part from the balance it downloaded less what it spent since; meanwhile the points are
 * spent elsewhere, so the server settles the offline sale with the real balance and owes the rest on the account.
 */
test.describe.configure({ mode: 'serial' });

const SETTINGS = {
  enabled: true,
  pointsPerLira: '1',
  categoryRates: {},
  // the till sales here earn nothing: the balances are what is spent
  earnOn: ['salesInvoice'],
  pointValue: '0.10',
  expiry: { kind: 'none' },
  minSpend: 0,
};
const putSettings = async (page: Page, token: string, data: object) => {
  const res = await page.request.fetch('/api/loyalty-settings', { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
};

/** A session of this test's own, so that its Z report counts only these sales. */
async function freshSession(page: Page, token: string) {
  const open = (await apiCall(page, token, 'GET', 'documents?type=cashBoxSession&status=open&limit=50&offset=0')).items as { id: number; version: number }[];
  for (const s of open) await apiCall(page, token, 'POST', `documents/${s.id}/events`, { type: 'CLOSE', version: s.version });
  const boxes = await apiCall(page, token, 'GET', 'cash-boxes');
  const box = ((Array.isArray(boxes) ? boxes : boxes.items) as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!;
  return apiCall(page, token, 'POST', 'documents', { type: 'cashBoxSession', cashBoxId: box.id, openingBalance: '0.00' }) as Promise<{ id: number }>;
}

/** The campaign's product twice, the points part and the cash, all from the keyboard: F10 opens the mixed payment, Enter sells. */
async function sellWithPoints(
  page: Page,
  barcode: string,
  key: string,
  campaign: string,
  customer: { id: number; name: string },
  points: string,
  cash: string,
) {
  await scan(page, barcode);
  await scan(page, barcode);
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(campaign);
  await expect(page.getByTestId('pos-total')).toHaveText('90,00');
  await page.keyboard.press('F10');
  await page.getByTestId('picker-posAccount').fill(customer.name);
  // the list has caught up with what was typed (a loaded machine draws it late): the customer alone
  await expect(page.getByTestId('posAccount-option')).toHaveCount(1);
  await expect(page.locator(`[data-testid="posAccount-option"][data-id="${customer.id}"]`)).toBeVisible();
  await page.getByTestId('picker-posAccount').press('ArrowDown');
  await page.getByTestId('picker-posAccount').press('Enter');
  await expect(page.getByTestId('picker-posAccount')).toHaveValue(new RegExp(customer.name));
  await page.getByTestId('pos-points-amount').fill(points);
  await page.getByTestId('pos-cash').fill(cash);
  await page.getByTestId('pos-card').fill('0');
  await expect(page.getByTestId('pos-payment-problem')).toHaveCount(0);
  await page.getByTestId('pos-card').press('Enter');
}

test('a campaign applied and part paid with points, online and then offline; back online the sale is settled by the real balance', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(page, 'admin');
  const session = await freshSession(page, token);
  await putSettings(page, token, SETTINGS);
  try {
    const { barcode, key, name: campaign } = await productOnCampaign(page, token, String(Date.now()));
    const customer = { name: `E2E Puanlı ${Date.now()}`, id: 0 };
    customer.id = (await apiCall(page, token, 'POST', 'accounts', { name: customer.name, kind: 'customer' })).id;
    const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'pointsIn', accountId: customer.id, points: 500, reason: 'açılış' });
    await apiCall(page, token, 'POST', `documents/${voucher.id}/events`, { type: 'COMPLETE', version: voucher.version });
    const balance = async () => (await apiCall(page, token, 'GET', `accounts/${customer.id}/points`)).balance as number;

    // the till downloads the catalogue and the accounts with their points
    const ready = await openPos(page, 'admin');
    await expect(ready).toHaveAttribute('data-accounts-ready', 'true', { timeout: 30_000 });

    // online: 90,00 after the campaign, 5,00 of it with 50 points
    await sellWithPoints(page, barcode, key, campaign, customer, '5,00', '85');
    await expect(page.getByTestId('pos-done')).toBeVisible();
    await expect(page.getByTestId('pos-slip-campaign')).toContainText(campaign);
    await expect(page.getByTestId('pos-slip-total')).toContainText('90,00');
    await expect(page.getByTestId('pos-slip-points-spent')).toHaveText('50');
    await expect(page.getByTestId('pos-slip-points-balance')).toHaveText('450');
    expect(await balance()).toBe(450);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pos-empty')).toBeVisible();

    // offline: the till still has the campaign and the points it downloaded, less what it spent since
    await context.setOffline(true);
    await expect(page.getByTestId('pos-connection')).toHaveAttribute('data-online', 'false');
    // meanwhile 420 of the 450 points are spent elsewhere
    const elsewhere = await apiCall(page, token, 'POST', 'documents', { type: 'pointsOut', accountId: customer.id, points: 420, reason: 'başka kasa' });
    await apiCall(page, token, 'POST', `documents/${elsewhere.id}/events`, { type: 'COMPLETE', version: elsewhere.version });
    await sellWithPoints(page, barcode, key, campaign, customer, '40,00', '50');
    await expect(page.getByTestId('pos-slip-queued')).toBeVisible();
    await expect(page.getByTestId('pos-slip-campaign')).toContainText(campaign);
    await expect(page.getByTestId('pos-slip-total')).toContainText('90,00');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pos-empty')).toBeVisible();
    expect(await balance()).toBe(30);

    // back online: synced; the 30 points left paid 3,00, the other 37,00 of the points part is owed on the account
    await context.setOffline(false);
    await expect(page.getByTestId('pos-pending')).toHaveAttribute('data-count', '0', { timeout: 60_000 });
    expect(await balance()).toBe(0);
    const points = await apiCall(page, token, 'GET', `accounts/${customer.id}/points`);
    expect(points).toMatchObject({ balance: 0, spent: 50 + 420 + 30 });
    await openPanel(page, '/fis/offline/fis');
    await page.getByTestId('offline-tab-sent').click();
    await expect(page.getByTestId('offline-sale-points-on-account').first()).toContainText('37,00');

    const closed = await apiCall(page, token, 'POST', `documents/${session.id}/events`, {
      type: 'CLOSE',
      version: (await apiCall(page, token, 'GET', `documents/${session.id}`)).version,
    });
    expect(closed.z.byPaymentType).toEqual([
      { paymentType: 'cash', amount: '135.00' },
      { paymentType: 'card', amount: '0.00' },
      { paymentType: 'credit', amount: '37.00' },
      { paymentType: 'points', amount: '8.00' },
    ]);
    expect(closed.z.total).toBe('180.00');
  } finally {
    await putSettings(page, token, { ...SETTINGS, enabled: false });
  }
});

const campaignReport = async (page: Page, token: string, name: string) =>
  ((await apiCall(page, token, 'GET', 'reports/kampanya')).rows as { name: string; saleCount: string }[]).find((r) => r.name === name);

test('a cashier who may removes a campaign from the sale from the keyboard; the server gives no discount; one who may not has no remove action', async ({
  page,
}) => {
  const token = await signIn(page, 'admin');
  await freshSession(page, token);
  const { barcode, key, name } = await productOnCampaign(page, token, String(Date.now() + 7));
  await openPanel(page, '/fis/pos');
  await scan(page, barcode);
  await scan(page, barcode);
  // both scans taken: the till gives the scan field its focus back after each, which would take Enter from the button
  await expect(page.getByTestId(`pos-qty-${key}`)).toHaveValue('2');
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(name);
  const campaignId = await page.getByTestId(`pos-campaign-${key}`).getAttribute('data-campaign');
  await page.getByTestId(`pos-campaign-remove-${campaignId}`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`pos-campaign-${key}`)).toHaveCount(0);
  await expect(page.getByTestId('pos-total')).toHaveText('100,00');
  await page.keyboard.press('F9');
  await page.locator('[data-testid="pos-payment"] input, [data-testid="pos-payment"] button.pos-hidden-focus').first().press('Enter');
  await expect(page.getByTestId('pos-slip-total')).toContainText('100,00');
  await expect(page.getByTestId('pos-slip-campaign')).toHaveCount(0);
  expect(await campaignReport(page, token, name)).toBeUndefined();

  // the cashier, without the campaignRemoval permission, on a page loaded afresh
  await signIn(page, 'kasa');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await openPanel(page, '/fis/pos');
  await scan(page, barcode);
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(name);
  await expect(page.getByTestId(`pos-campaign-remove-${campaignId}`)).toHaveCount(0);
});

test.describe('with the service worker that keeps the app shell', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a till reloaded offline still applies the campaigns it downloaded; one that never downloaded them says so', async ({ page, context }) => {
    test.setTimeout(120_000);
    const token = await signIn(page, 'admin');
    await freshSession(page, token);
    const { barcode, key, name } = await productOnCampaign(page, token, String(Date.now() + 11));
    const ready = await openPos(page, 'admin');
    await expect(ready).toHaveAttribute('data-campaigns', 'live', { timeout: 30_000 });
    // the worker keeps the whole app before it takes control
    await appKeptOffline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-campaigns', 'kept', { timeout: 30_000 });
    await expect(page.getByTestId('pos-campaigns-missing')).toHaveCount(0);
    await scan(page, barcode);
    await scan(page, barcode);
    await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(name);
    await expect(page.getByTestId('pos-total')).toHaveText('90,00');

    // the same till without the campaigns it kept: it says so rather than selling without them in silence
    await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('defter-offline-'));
      for (const n of names) {
        const db = await new Promise<IDBDatabase>((done, fail) => {
          const r = indexedDB.open(n);
          r.onsuccess = () => done(r.result);
          r.onerror = () => fail(r.error);
        });
        if (db.objectStoreNames.contains('facts')) {
          const tx = db.transaction('facts', 'readwrite');
          tx.objectStore('facts').delete('campaigns');
          await new Promise((done) => (tx.oncomplete = done));
        }
        db.close();
      }
    });
    await page.reload();
    await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-campaigns', 'never', { timeout: 30_000 });
    await expect(page.getByTestId('pos-campaigns-missing')).toBeVisible();
    await context.setOffline(false);
  });
});
