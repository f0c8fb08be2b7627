import { expect, test, type Page } from '@playwright/test';
import { getCookie, hashPath, openPanel, signIn } from './helpers';

/** The profile's password form calls PUT /api/user/myprofile: the tests answer it with the status under test. */
async function submitPassword(page: Page, status: number, body: unknown, statusText?: string) {
  await page.route('**/api/user/myprofile', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), headers: statusText ? {} : {} }),
  );
  await openPanel(page, '/profile/index');
  await page.locator('input[name="currentPassword"]').fill('demo1234');
  await page.locator('input[name="newPassword"]').fill('abcdefgh1');
  await page.locator('input[name="repeatPassword"]').fill('abcdefgh1');
  await page.getByTestId('password-form').locator('button[type="submit"]').click();
}

test.describe('error handling (spec §8)', () => {
  test('401 on a revoked token: "Hatalı istek" confirm with Log in / Cancel; Log in clears the token and reloads to log-in', async ({ page }) => {
    const token = await signIn(page, 'denetci');
    await openPanel(page);
    await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page.reload();
    const dialog = page.locator('.defter-login-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Hatalı istek');
    await expect(dialog.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Giriş yap' }).click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/login\?redirect=/);
    expect(await getCookie(page, 'token')).toBeFalsy();
  });

  test('422: the incomplete-information alert with the message and the first message of each field', async ({ page }) => {
    await signIn(page, 'admin');
    await submitPassword(page, 422, {
      message: 'Zorunlu Olan Girişleri Yapmalısınız!',
      code: 'VA10022',
      errors: { password: ['En az 8 karakter olmalıdır.', 'ikinci'], name: ['Geçerli bir e-posta adresi girin.'] },
    });
    const alert = page.locator('.defter-error-alert');
    await expect(alert).toContainText('Eksik bilgi girişi');
    await expect(alert).toContainText('Zorunlu Olan Girişleri Yapmalısınız!');
    await expect(alert).toContainText('En az 8 karakter olmalıdır.');
    await expect(alert).toContainText('Geçerli bir e-posta adresi girin.');
    await expect(alert).not.toContainText('ikinci');
  });

  test('a 422 a form shows under its fields is shown once: no alert over the form, none over the next page', async ({ page }) => {
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/yeni');
    const form = page.getByTestId('stock-form');
    // the card has one field for a barcode or an ISBN (a book's barcode is its ISBN)
    await expect(form.locator('label', { hasText: /ISBN/ })).toHaveCount(1);
    await expect(form.locator('input[name="isbn"]')).toHaveCount(0);

    await form.locator('input[name="name"]').fill(`E2E Tek Hata ${Date.now()}`);
    await form.locator('input[name="price"]').fill('10');
    await form.locator('input[name="barcode"]').fill('9789024538271');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('error-barcode')).toHaveText('Geçersiz barkod (EAN-13 veya ISBN kontrol hanesi hatalı).');
    await expect(form.getByTestId('error-locationId')).toHaveText('Ürünü kaydetmeden önce bir raf konumu seçin.');
    await expect(page.locator('.defter-error-alert')).toHaveCount(0);

    await page.goto('/#/stok/list');
    await expect(page.getByTestId('stock-list')).toBeVisible();
    await expect(page.locator('.defter-error-alert')).toHaveCount(0);
  });

  test('500: the server-error alert with status text and message', async ({ page }) => {
    await signIn(page, 'admin');
    await submitPassword(page, 500, { message: 'Beklenmeyen durum', code: 'SV10000' });
    const alert = page.locator('.defter-error-alert');
    await expect(alert).toContainText('Sunucu hatası');
    await expect(alert).toContainText('Internal Server Error');
    await expect(alert).toContainText('Beklenmeyen durum');
  });

  test('400: a persistent error toast with the first transactions message', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'admin');
    await submitPassword(page, 400, {
      message: 'Hatalı işlem.',
      code: 'BR10000',
      transactions: [{ message: 'Açık kasa varken fiş kapatılamaz' }, { message: 'ikinci' }],
    });
    const toast = page.locator('.bp6-toast.bp6-intent-danger');
    await expect(toast).toContainText('Açık kasa varken fiş kapatılamaz');
    await page.clock.runFor(6000); // longer than Blueprint's default 5 s
    await expect(toast).toBeVisible();
  });

  test('400 without transactions shows the message', async ({ page }) => {
    await signIn(page, 'admin');
    await submitPassword(page, 400, { message: 'Hatalı işlem.', code: 'BR10000' });
    await expect(page.locator('.bp6-toast.bp6-intent-danger')).toContainText('Hatalı işlem.');
  });

  test('offline: the "internet connection cut" banner', async ({ page, context }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('İnternet bağlantısı kesildi');
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  // the page's clock is the test's: the spec's 5 minutes pass at once, and a slow first load is never taken for idleness
  test('inactivity: the page reloads after the idle time without mouse movement, not on /fis pages', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'admin');
    await openPanel(page, '/kasa/list');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await Promise.all([page.waitForEvent('load'), page.clock.runFor('05:01')]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();

    await openPanel(page, '/fis/takip');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 2));
    await page.clock.runFor('10:01');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
  });
});

test.describe('error handling (spec §8), without the service worker', () => {
  // the service worker (blocked for the browser tests, see playwright.config.ts) would fetch the chunk itself, out of page.route's reach
  test('a failed chunk load reloads the page, at most once per hour', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    await page.route(/\/assets\/RaporPages-.*\.js$/, (route) => route.abort());
    await Promise.all([page.waitForEvent('load'), page.goto('/#/rapor/caribakiye')]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('defter.chunkReloadAt'))).not.toBeNull();
    // the second failure within the hour does not reload again: the error is shown
    await expect(page.locator('.bp6-callout.bp6-intent-danger')).toBeVisible();
  });
});
