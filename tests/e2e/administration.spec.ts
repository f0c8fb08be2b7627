import type { Browser, Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, apiLogin, hashPath, openPanel, setTokenCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * The running of the business (issue #19): licences for the provider and a company's admin, the offline till's
 * device authorisation, the browser error log, the backup button, the icon index, the update notes, and
 * deactivating a user without ever locking the company out.
 */
const unique = (label: string) => `${label}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}@demo.test`;
const tick = (scope: ReturnType<Page['locator']>, label: string) => scope.locator('label.bp6-checkbox', { hasText: label }).click();

/** A user of Demo Kitabevi made for the test, so that the demo users stay as they are. */
async function newDemoUser(page: Page, roles: string[]) {
  const admin = await apiLogin(page.request, 'admin@demo.test');
  const email = unique('y19');
  const user = await apiCall(page, admin, 'POST', 'users', { name: 'Deniz Deneme', email, password: 'gizli2026', roles });
  return { id: user.id as number, email, password: 'gizli2026' };
}

/** A page in a browser context of its own (another device: its own storage), signed in as `email`. */
async function pageOnAnotherDevice(browser: Browser, email: string, password = 'demo1234'): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await setTokenCookie(context, await apiLogin(context.request, email, password), page);
  return page;
}

test('the provider sees every company with its licence and extends one; a company admin sees only their own', async ({ page, browser }) => {
  await signIn(page, 'saglayici');
  await openPanel(page, '/modul/lisansyonetimi/firmalist');
  const screen = shownScreen(page).getByTestId('licence-companies');
  const row = (name: string) => screen.locator(`[data-testid="licence-company"][data-name="${name}"]`);
  await expect(row('Demo Kitabevi')).toBeVisible();
  await expect(row('Öteki Ltd').getByTestId('licence-agreement')).toHaveText('Kabul edilmedi');
  await expect(row('Demo Kitabevi').getByTestId('licence-agreement')).toHaveText('Kabul edildi');

  // the provider's own company is extended here, so that no other test sees another company's licence move
  const expires = row('Defter Yazılım').getByTestId('licence-expires');
  const before = (await expires.getAttribute('data-date'))!;
  await row('Defter Yazılım').getByTestId('licence-months').selectOption('12');
  await row('Defter Yazılım').getByTestId('licence-extend').click();
  const [y, m, d] = before.split('-');
  await expect(expires).toHaveAttribute('data-date', m === '02' && d === '29' ? `${Number(y) + 1}-02-28` : `${Number(y) + 1}-${m}-${d}`);

  const admin = await pageOnAnotherDevice(browser, 'admin@demo.test');
  await openPanel(admin, '/modul/lisansyonetimi/firmalist');
  const own = shownScreen(admin).getByTestId('licence-companies');
  await expect(own.getByTestId('licence-company')).toHaveCount(1);
  await expect(own.getByTestId('licence-company')).toHaveAttribute('data-name', 'Demo Kitabevi');
  await expect(own.getByTestId('licence-extend')).toHaveCount(0);
  await admin.context().close();
});

test("the provider edits another company's user: roles and active; the company's last admin cannot be turned off", async ({ page }) => {
  const user = await newDemoUser(page, ['operator']);
  await signIn(page, 'saglayici');
  await openPanel(page, '/modul/lisansyonetimi/firmalist');
  await shownScreen(page).locator('[data-testid="licence-company"][data-name="Demo Kitabevi"]').getByTestId('licence-users').click();
  const list = shownScreen(page).getByTestId('licence-user-list');
  await list.locator(`[data-testid="licence-user"][data-email="${user.email}"]`).getByTestId('licence-user-edit').click();
  const form = shownScreen(page).getByTestId('licence-user-form');
  await tick(form, 'Müdür');
  await tick(form, 'Etkin');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/modul\/lisansyonetimi\/kullanicilist\?firma=\d+$/);
  const edited = shownScreen(page).locator(`[data-testid="licence-user"][data-email="${user.email}"]`);
  await expect(edited).toContainText('Pasif');
  await expect(edited).toContainText('Müdür');
  expect((await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(403);

  await shownScreen(page).locator('[data-testid="licence-user"][data-email="admin@demo.test"]').getByTestId('licence-user-edit').click();
  const last = shownScreen(page).getByTestId('licence-user-form');
  await tick(last, 'Etkin');
  await last.getByRole('button', { name: 'Kaydet' }).click();
  await expect(last).toContainText('Şirketin en az bir etkin yöneticisi kalmalıdır');
});

test('the offline till asks before sending its device identifier; a second device is refused until an admin releases the first', async ({ page, browser }) => {
  const cashier = await newDemoUser(page, ['operator']);
  await setTokenCookie(page.context(), await apiLogin(page.request, cashier.email, cashier.password), page);
  await openPanel(page, '/fis/offline/urun');
  const first = page.getByTestId('offline-products');
  await first.getByTestId('offline-refresh').click();
  await expect(page.getByTestId('device-ask-message')).toHaveText('Cihaz kimliği gönderilmedi. Bu cihazın kimliği gönderilsin mi?');
  await page.getByTestId('device-send').click();
  await expect(first.getByTestId('offline-refreshed')).not.toHaveText('Henüz indirilmedi.');

  const second = await pageOnAnotherDevice(browser, cashier.email, cashier.password);
  await openPanel(second, '/fis/offline/urun');
  const other = second.getByTestId('offline-products');
  await other.getByTestId('offline-refresh').click();
  await second.getByTestId('device-send').click();
  await expect(other.getByTestId('device-refused')).toHaveText(
    'Bu kullanıcı başka bir cihazda yetkilendirilmiş. Yöneticinin önce o cihazın yetkisini kaldırması gerekir.',
  );
  await expect(other.getByTestId('offline-refreshed')).toHaveText('Henüz indirilmedi.');

  const admin = await pageOnAnotherDevice(browser, 'admin@demo.test');
  await openPanel(admin, '/sistem/cihaz');
  await expect(admin.getByTestId('sidebar').locator('a[href="#/sistem/cihaz"]')).toHaveCount(1);
  const device = shownScreen(admin).locator(`[data-testid="offline-device"][data-email="${cashier.email}"]`);
  await device.getByTestId('device-release').click();
  await expect(device).toHaveCount(0);
  await admin.context().close();

  // the same second device again, its identifier already kept: no question, accepted
  await other.getByTestId('offline-refresh').click();
  await expect(other.getByTestId('offline-refreshed')).not.toHaveText('Henüz indirilmedi.');
  await expect(other.getByTestId('device-refused')).toHaveCount(0);
  await second.context().close();
});

test('an uncaught error in the production build lands in the error log the admin reads, with the page and the version', async ({ page }) => {
  await signIn(page, 'admin');
  await openPanel(page, '/stok/list');
  // letters only: long numbers in a message are blanked before it is stored
  const mark = `e2e-boom-${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'q')}`;
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/client-errors') && r.request().method() === 'POST');
  await page.evaluate((m) => setTimeout(() => Promise.reject(new Error(m)), 0), mark);
  expect((await reported).status()).toBe(201);
  await openPanel(page, '/sistem/hata');
  const row = shownScreen(page).getByTestId('client-error').filter({ hasText: mark });
  await expect(row).toContainText(`Error: ${mark}`);
  await expect(row).toContainText('/stok/list');
});

test('a user with the backup permission downloads the company backup from their account settings', async ({ page }) => {
  await signIn(page, 'admin');
  await openPanel(page, '/hesap_ayar');
  const download = page.waitForEvent('download');
  await page.getByTestId('backup-download').click();
  expect((await download).suggestedFilename()).toMatch(/^defter-\d+-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/);
});

test('a user without the backup permission sees no backup button', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/hesap_ayar');
  await expect(page.getByTestId('account-settings')).toBeVisible();
  await expect(page.getByTestId('backup-download')).toHaveCount(0);
});

test('the icon index finds an icon by name, and the update notes list the versions with their notes', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/icon/index');
  const icons = page.getByTestId('icon-index');
  await icons.getByRole('searchbox').fill('floppy');
  // each icon once, though Blueprint names it under several keys
  await expect(icons.locator('li[data-icon="floppy-disk"]')).toHaveCount(1);
  await expect(icons.locator('li[data-icon="shopping-cart"]')).toHaveCount(0);

  await openPanel(page, '/sistem/yama');
  const notes = shownScreen(page).getByTestId('release-notes');
  await expect(notes).toContainText('1.0');
  await notes.locator('a[href^="#/sistem/yama/"]').first().click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/sistem\/yama\/\d+$/);
});

test('an admin deactivates a user in the user list; demoting the last admin is refused with the reason on the form', async ({ page }) => {
  const user = await newDemoUser(page, ['employee']);
  await signIn(page, 'admin');
  await openPanel(page, '/sistem/kullanici');
  await shownScreen(page).locator(`[data-testid="user-row"][data-email="${user.email}"]`).getByTestId('user-edit').click();
  const form = shownScreen(page).getByTestId('user-form');
  await tick(form, 'Etkin');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect.poll(() => hashPath(page)).toBe('/sistem/kullanici');
  await expect(shownScreen(page).locator(`[data-testid="user-row"][data-email="${user.email}"]`)).toContainText('Pasif');
  expect((await page.request.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(403);

  await shownScreen(page).locator('[data-testid="user-row"][data-email="admin@demo.test"]').getByTestId('user-edit').click();
  const self = shownScreen(page).getByTestId('user-form');
  await tick(self, 'Yönetici');
  await tick(self, 'Müdür');
  await self.getByRole('button', { name: 'Kaydet' }).click();
  await expect(self.getByTestId('error-roles')).toHaveText(
    'Şirketin en az bir etkin yöneticisi kalmalıdır: son yönetici kaldırılamaz veya yetkisi düşürülemez.',
  );
  await expect.poll(() => hashPath(page)).toMatch(/^\/sistem\/kullanici\/duzen\/\d+$/);
});

test('the licence, device and error log screens read right to left in Arabic and fit a phone', async ({ page }) => {
  await signIn(page, 'saglayici');
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/modul/lisansyonetimi/firmalist', '/modul/lisansyonetimi/kullanicilist', '/sistem/cihaz', '/sistem/hata']) {
    await openPanel(page, path);
    await expect(shownScreen(page).locator(`[data-route="${path}"]`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await openPanel(page, '/modul/lisansyonetimi/firmalist');
  await expect(shownScreen(page).getByTestId('licence-extend').first()).toHaveText('تمديد');
});
