import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { ensureOpenCashBox, openPos, payInCashWithEnter, productOnCampaign, scan } from './pos-helpers';

/**
 * Issue #29: the till applies a campaign visibly, by the evaluator the server runs, and takes the discounted total.
 * A product and a campaign of the test's own, so that no other spec's totals change.
 */
const reportRow = async (page: Page, token: string, name: string) =>
  ((await apiCall(page, token, 'GET', 'reports/kampanya')).rows as { name: string; discount: string; saleCount: string }[]).find((r) => r.name === name);

test('the till shows a campaign’s discount under its line, and the total, the payment and the slip are the discounted ones', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await ensureOpenCashBox(page);
  const { barcode, key, name } = await productOnCampaign(page, token, String(Date.now()));

  await openPanel(page, '/fis/pos');
  await scan(page, barcode);
  await scan(page, barcode);
  // 2 × 50.00 with its VAT in it, less 10 %: the discount shows under the line, naming the campaign
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(name);
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText('10,00');
  await expect(page.getByTestId(`pos-line-total-${key}`)).toHaveText('90,00');
  await expect(page.getByTestId('pos-total')).toHaveText('90,00');

  await payInCashWithEnter(page);
  await expect(page.getByTestId('pos-done')).toBeVisible();
  await expect(page.getByTestId('pos-slip-campaign')).toContainText(name);
  await expect(page.getByTestId('pos-slip-total')).toContainText('90,00');
  // the server decided the same: the campaign report has the sale's discount
  expect(await reportRow(page, token, name)).toMatchObject({ discount: '10.00', saleCount: '1' });
});

test('offline, the till still applies the campaign it downloaded; the server decides the same when the sale arrives', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await signIn(page, 'admin');
  await ensureOpenCashBox(page);
  const { barcode, key, name } = await productOnCampaign(page, token, String(Date.now() + 1));
  // the admin's device of another spec is released first: the offline till needs this one authorised
  const ready = await openPos(page, 'admin');

  await context.setOffline(true);
  await expect(page.getByTestId('pos-connection')).toHaveAttribute('data-online', 'false');
  await scan(page, barcode);
  await scan(page, barcode);
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(name);
  await expect(page.getByTestId('pos-total')).toHaveText('90,00');
  await payInCashWithEnter(page);
  await expect(page.getByTestId('pos-slip-queued')).toBeVisible();
  await expect(page.getByTestId('pos-slip-campaign')).toContainText(name);
  expect(await reportRow(page, token, name)).toBeUndefined();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pos-empty')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('pos-pending')).toHaveAttribute('data-count', '0', { timeout: 60_000 });
  expect(await reportRow(page, token, name)).toMatchObject({ discount: '10.00', saleCount: '1' });
});
