import { expect, test } from './kept-page';
import { expectedMenuLinks, hashPath, sidebarLinks, signIn, USERS } from './helpers';

// eski@demo.test is used by this file only: the renewal changes his password for the rest of the run.
test('an expired password: renewal first (validated), then the wanted page, with the employee menu', async ({ page }) => {
  await page.goto('/#/kutuphane/odunc');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fkutuphane%2Fodunc$/);
  await page.locator('input[name="email"]').fill(USERS.eski.email);
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await expect.poll(() => hashPath(page)).toBe('/sifre-yenileme?redirect=%2Fkutuphane%2Fodunc');
  await expect(page).toHaveTitle('Şifre Yenileme - Defter');

  // any other path comes back here while the password is expired
  await page.goto('/#/dashboard');
  await expect.poll(() => hashPath(page)).toMatch(/^\/sifre-yenileme\?redirect=/);
  await page.goto('/#/sifre-yenileme?redirect=%2Fkutuphane%2Fodunc');

  const form = page.getByTestId('password-form');
  await page.locator('input[name="newPassword"]').fill('kisa');
  await page.locator('input[name="repeatPassword"]').fill('baska');
  await form.locator('button[type="submit"]').click();
  await expect(form).toContainText('En az 8 karakter olmalıdır.');
  await expect(form).toContainText('Şifre ve şifre tekrarı aynı olmalıdır.');

  await page.locator('input[name="newPassword"]').fill('yeniSifre2026');
  await page.locator('input[name="repeatPassword"]').fill('yeniSifre2026');
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => hashPath(page)).toBe('/kutuphane/odunc');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  expect(await sidebarLinks(page)).toEqual(expectedMenuLinks(USERS.eski.roles));

  // the new password works, the old one does not
  const ok = await page.request.post('/api/auth/login', { data: { email: USERS.eski.email, password: 'yeniSifre2026' } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).response.user.expiredPassword).toBeFalsy();
});

test('a user whose password has not expired is told so on the renewal page, and goes on', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await page.goto('/#/sifre-yenileme?redirect=%2Fstok%2Flist');
  const screen = page.getByTestId('renewal-screen');
  await expect(screen.getByTestId('renewal-not-needed')).toHaveText(
    'Şifrenizin süresi dolmamış; yenilemeniz gerekmiyor. Şifrenizi değiştirmek isterseniz Profil sayfasını kullanın.',
  );
  await expect(screen.getByTestId('password-form')).toHaveCount(0);
  await expect(screen.getByTestId('renewal-profile')).toHaveAttribute('href', '#/profile/index');
  await screen.getByTestId('renewal-continue').click();
  await expect.poll(() => hashPath(page)).toBe('/stok/list');
  await expect(page.getByTestId('app-layout')).toBeVisible();
});
