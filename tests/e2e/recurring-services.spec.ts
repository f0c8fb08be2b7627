import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { businessDay } from '../../src/domain/clock/clock';

/**
 * /cari/servisler: an admin writes a monthly service started two months ago in the form, bills the due periods from
 * the list, and sees the service's three draft invoices on its page, each opening its sales invoice.
 */

/** The first day of the month `back` months before this one in Istanbul, typed as the user types it (day.month.year). */
const firstOfMonthsAgo = (back: number) => {
  const [y, m] = businessDay(new Date()).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `01.${String((index % 12) + 1).padStart(2, '0')}.${Math.floor(index / 12)}`;
};

test('a service written in the form, billed from the list, shows the invoices it made', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const stamp = Date.now();
  const account = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Servis ${stamp}`, kind: 'customer' });
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0] as { id: number; name: string };

  await openPanel(page, '/cari/servisler/yeni');
  const form = page.locator('[data-testid="service-form"]:visible');
  await form.getByTestId('picker-accountId').fill(account.name);
  await page.getByTestId('accountId-option').filter({ hasText: account.name }).click();
  await form.getByTestId('picker-productId').fill(product.name);
  await page.getByTestId('productId-option').filter({ hasText: product.name }).first().click();
  await form.locator('#f-name').fill(`E2E bakım ${stamp}`);
  await form.locator('#f-price').fill('250,50');
  await form.getByTestId('service-start').fill(firstOfMonthsAgo(2));
  await form.getByTestId('form-save').click();
  await expect(page).toHaveURL(/#\/cari\/servisler\/duzen\/\d+$/);
  await expect(page.locator('[data-testid="service-invoices"]:visible')).toBeVisible();
  await expect(page.locator('[data-testid="service-invoice"]:visible')).toHaveCount(0);

  await openPanel(page, '/cari/servisler');
  const list = page.locator('[data-testid="service-list"]:visible');
  const row = list.getByTestId('service-row').filter({ hasText: `E2E bakım ${stamp}` });
  await expect(row).toBeVisible();
  await list.getByTestId('service-run-billing').click();
  await expect(list.getByTestId('service-billing-done')).toBeVisible();
  await expect(row.getByTestId('service-invoice-count')).toHaveText('3');

  await row.getByRole('link').click();
  const invoices = page.locator('[data-testid="service-invoice"]:visible');
  await expect(invoices).toHaveCount(3);
  await invoices.first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/fis\/fatura\/satis\/duzen\/\d+$/);
});
