import { expect, test } from './kept-page';
import { getCookie, hashPath, openPanel, PASSWORD, signIn, USERS } from './helpers';

test.describe('signing in and out', () => {
  test('without a token a path goes to #/login?redirect=<path>, and the log-in continues there', async ({ page }) => {
    await page.goto('/#/stok/list');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fstok%2Flist$/);
    await expect(page).toHaveTitle(/^Giriş - Defter$/);
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Defter' })).toBeVisible();
    // the e-mail is trimmed
    await page.locator('input[name="email"]').fill(`  ${USERS.admin.email}  `);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toBe('/stok/list');
    await expect(page).toHaveTitle('Stok Listesi - Defter');
    expect(await getCookie(page, 'token')).toBeTruthy();
  });

  test('a wrong password shows the server message and stays on the log-in page', async ({ page }) => {
    await page.goto('/#/login');
    await page.locator('input[name="email"]').fill(USERS.kasa.email);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    expect(hashPath(page)).toBe('/login');
  });

  test('the log-in page switches language (cookie lang, reload)', async ({ page }) => {
    await page.goto('/#/login');
    await page.locator('select[name="lang"]').selectOption('en');
    await expect(page.locator('button[type="submit"]')).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await getCookie(page, 'lang')).toBe('en');
  });

  test('#/login with a token that holds goes on to the dashboard or the redirect; with a revoked one it asks to log in', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    await page.goto('/#/login');
    await expect.poll(() => hashPath(page)).toBe('/dashboard');
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await page.goto('/#/login?redirect=%2Fstok%2Flist');
    await expect.poll(() => hashPath(page)).toBe('/stok/list');
    await expect(page.getByTestId('app-layout')).toBeVisible();

    await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page.goto('/#/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.locator('.defter-login-dialog')).toHaveCount(0);
    expect(hashPath(page)).toBe('/login');
  });

  test('logout revokes the token and clears the token cookie, menu, UI settings, tabs and offline flags', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/list');
    await page.evaluate(() => localStorage.setItem('defter.offline.db', '1'));
    const before = await page.evaluate(() => Object.keys(localStorage));
    expect(before).toEqual(expect.arrayContaining(['defter.menu', 'defter.uiSettings', 'defter.tabs', 'defter.offline.db']));

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout').click();
    await expect.poll(() => hashPath(page)).toBe('/login');
    expect(await getCookie(page, 'token')).toBeFalsy();
    const after = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('defter.') && k !== 'defter.chunkReloadAt'));
    expect(after).toEqual([]);
    const res = await page.request.get('/api/menu', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });
});
