import { expect, test } from './kept-page';
import { apiCall, apiLogin, hashPath } from './helpers';

/**
 * "Forgot my password" (issue #33): from the log-in page's link, the e-mail is asked, the reset link arrives (read
 * from the sandbox's mailbox), its page sets the new password, and the log-in takes it. A user made for the test, so
 * that the demo users keep theirs.
 */
test('a user who forgot the password gets a link by e-mail, sets a new password on its page and signs in with it', async ({ page }) => {
  const admin = await apiLogin(page.request, 'admin@demo.test');
  const email = `unutkan-${Date.now().toString(36)}@demo.test`;
  await apiCall(page, admin, 'POST', 'users', { name: 'Unutkan Kullanıcı', email, password: 'eskiŞifre2026', roles: ['employee'] });

  await page.goto('/#/login');
  await page.getByTestId('login-forgot').click();
  await expect.poll(() => hashPath(page)).toBe('/sifremi-unuttum');
  await page.getByRole('textbox', { name: 'E-posta' }).fill(email);
  await page.getByRole('button', { name: 'Bağlantı gönder' }).click();
  await expect(page.getByTestId('forgot-sent')).toHaveText('Bu e-posta adresiyle bir hesap varsa şifre sıfırlama bağlantısı gönderildi.');

  let link = '';
  await expect
    .poll(
      async () => {
        const items: { to: unknown; text: string }[] = (await apiCall(page, admin, 'GET', 'messages/mailbox')).items;
        link = /\/#\/sifre-sifirla\?token=[\w-]+/.exec(items.find((m) => JSON.stringify(m.to).includes(email))?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await page.goto(link.slice(1));
  const form = page.getByTestId('password-form');
  await page.locator('input[name="newPassword"]').fill('yeniŞifre2026');
  await page.locator('input[name="repeatPassword"]').fill('yeniŞifre2026');
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => hashPath(page)).toBe('/login');

  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('yeniŞifre2026');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('app-layout')).toBeVisible();
});
