import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/** The account card asks the integrator (the demo sandbox) whether the customer is a registered e-invoice user, and keeps the answer. */

test('the account card asks the integrator by the tax number: a registered user with its alias and the time, then one who is not', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  // the sandbox knows 0010213576 as a registered e-invoice user, not 9990112519
  const registered = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `Kayıtlı Alıcı ${Date.now()}`, taxNumber: '0010213576' });
  await openPanel(page, `/cari/duzen/${registered.id}`);
  const screen = shownScreen(page).getByTestId('account-form');
  await expect(screen.getByTestId('einvoice-check-state')).toHaveText('Henüz sorulmadı');
  await screen.getByTestId('einvoice-check').click();
  await expect(screen.getByTestId('einvoice-check-state')).toHaveText('Kayıtlı e-Fatura kullanıcısı');
  await expect(screen.getByTestId('einvoice-check-alias')).toHaveText('urn:mail:defaultpk@0010213576.sandbox');
  await expect(screen.getByTestId('einvoice-check-time')).toContainText('Sorgulama:');
  // kept on the account: the card opened again shows it
  await page.reload();
  await expect(shownScreen(page).getByTestId('einvoice-check-state')).toHaveAttribute('data-registered', 'true');

  const other = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `Kayıtsız Alıcı ${Date.now()}`, taxNumber: '9990112519' });
  await openPanel(page, `/cari/duzen/${other.id}`);
  const card = shownScreen(page).getByTestId('account-form');
  await card.getByTestId('einvoice-check').click();
  await expect(card.getByTestId('einvoice-check-state')).toHaveText('e-Fatura kullanıcısı değil');
  await expect(card.getByTestId('einvoice-check-alias')).toHaveCount(0);
});

test('in Arabic on a phone the check reads right to left and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const account = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `Kayıtlı Alıcı ${Date.now()}`, taxNumber: '0010213576' });
  await openPanel(page, `/cari/duzen/${account.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screen = shownScreen(page).getByTestId('account-form');
  await screen.getByTestId('einvoice-check').click();
  await expect(screen.getByTestId('einvoice-check-state')).toHaveText('مستخدم مسجل للفاتورة الإلكترونية');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
