import { expect, test } from './kept-page';
import { openPanel, setCookie, signIn } from './helpers';
import { businessDay } from '../../src/domain/clock/clock';

/**
 * /sistem/paratanimlari without a reachable TCMB (the e2e server has no internet; TCMB_BASE_URL may point
 * at a closed port to make sure): fetching says so, the rate field leaves the input to the user, and a
 * rate entered by hand is saved, listed and then served to the field.
 */

/** The company's today (Türkiye's day on the domain clock), not the machine's: after 21:00 UTC they differ. */
const today = () => {
  const iso = businessDay(new Date());
  return { iso, tr: iso.split('-').reverse().join('.') };
};

test('currencies, a failed bulletin fetch, and a manual rate entered, listed and served', async ({ page }) => {
  // TCMB out of reach is a notice on the screen: nothing of it in the browser console
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${m.text()} ${m.location().url}`);
  });
  await signIn(page, 'admin');
  await openPanel(page, '/sistem/paratanimlari');
  const screen = page.getByTestId('currency-settings');
  await expect(screen).toBeVisible();

  // the four currencies with their tr-TR number format, symbol stripped and with it
  const table = page.getByTestId('currency-table');
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('tr[data-currency="USD"]')).toContainText('1.234.567,89');
  await expect(table.locator('tr[data-currency="GBP"]')).toContainText('£1.234.567,89');

  // no TCMB: the fetch button shows its progress, then a clear error
  await page.getByTestId('fetch-bulletin').click();
  await expect(page.getByTestId('fetch-error')).toContainText('TCMB kur bülteni alınamadı');
  await expect(page.getByTestId('fetch-error')).toContainText('bülten dosyasını yükleyebilirsiniz');

  // the rate field has no rate to fill: it says why and leaves the input empty for the user
  const field = page.getByTestId('rate-lookup').getByTestId('exchange-rate-field');
  await page.locator('#lookup-currency').selectOption('EUR');
  await expect(field.getByTestId('exchange-rate-unavailable')).toContainText('Lütfen kuru elle girin');
  await expect(field.locator('input[name="exchangeRate"]')).toHaveValue('');
  await field.locator('input[name="exchangeRate"]').fill('12,34,5');
  await expect(field.getByTestId('exchange-rate-error')).toBeVisible();

  // manual entry: a client check first, then the save
  const form = page.getByTestId('manual-rate-form');
  await form.locator('#manual-currency').selectOption('EUR');
  await form.locator('#manual-forexSelling').fill('abc');
  await page.getByTestId('save-manual-rate').click();
  await expect(page.getByTestId('error-forexSelling')).toBeVisible();
  await form.locator('#manual-forexSelling').fill('35,1234');
  await form.locator('#manual-forexBuying').fill('35,0100');
  await page.getByTestId('save-manual-rate').click();
  await expect(page.getByTestId('manual-saved')).toContainText(today().tr);

  // listed under the stored rates of the last month
  const row = page.getByTestId('rates-table').locator(`tr[data-date="${today().iso}"][data-source="manual"][data-currency="EUR"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('[data-col="forexSelling"]')).toHaveText('35,1234');
  await expect(row.locator('[data-col="forexBuying"]')).toHaveText('35,0100');

  // and served to the rate field of today in EUR, which fills itself (the user's own text was cleared first)
  await field.locator('input[name="exchangeRate"]').fill('');
  await expect(field.locator('input[name="exchangeRate"]')).toHaveValue('35,1234');
  await expect(field.getByTestId('exchange-rate-source')).toHaveAttribute('data-source', 'manual');
  expect(consoleErrors).toEqual([]);
});

test('the operator may not enter rates: the page is not theirs', async ({ page }) => {
  await signIn(page, 'kasa');
  await openPanel(page, '/sistem/paratanimlari');
  await expect(page.getByTestId('unauthorized')).toBeVisible();
  await expect(page.getByTestId('currency-settings')).toHaveCount(0);
});

test('Arabic on a phone: right to left, the page fits the screen, the fetch error is in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await setCookie(page, 'lang', 'ar');
  await signIn(page, 'muhasebe');
  await openPanel(page, '/sistem/paratanimlari');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('currency-settings')).toBeVisible();
  await page.getByTestId('fetch-bulletin').click();
  await expect(page.getByTestId('fetch-error')).toContainText('TCMB');
  await expect(page.getByTestId('fetch-error')).toContainText('رفع ملف النشرة');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: '/tmp/he/ar-phone.png', fullPage: true });
});
