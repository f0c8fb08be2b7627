import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * /modul/sanalpos/ayarlar: an admin chooses the card payment provider, its credentials and the bank account card
 * collections go to. A provider of the company's own without its keys is refused field by field; the secret key is
 * never shown again. The company goes back to the sandbox afterwards.
 */
test('an admin sets the virtual POS up: iyzico without its keys is refused by field, the secret key is never shown again', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const bank = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'bank', name: `Sanal POS ${Date.now().toString(36)}`, currency: 'TRY' });
  try {
    await openPanel(page, '/modul/sanalpos/ayarlar');
    const screen = shownScreen(page).getByTestId('virtual-pos-settings');
    await expect(screen.getByTestId('virtual-pos-sandbox')).toBeVisible();
    await screen.locator('#f-provider').selectOption('iyzico');
    await screen.getByTestId('virtual-pos-save').click();
    await expect(screen.getByTestId('error-apiKey')).toBeVisible();
    await expect(screen.getByTestId('error-secretKey')).toBeVisible();
    await screen.locator('#f-apiKey').fill('sandbox-api');
    await screen.locator('#f-secretKey').fill('çok-gizli');
    await screen.locator('#f-merchantId').fill('100200');
    await screen.locator('#f-bankAccountId').selectOption(String(bank.id));
    await screen.getByTestId('virtual-pos-save').click();
    await expect(screen.getByText('Kayıtlı; değiştirmek için yenisini yazın.')).toBeVisible();
    await expect(screen.locator('#f-secretKey')).toHaveValue('');
    const saved = await apiCall(page, token, 'GET', 'virtual-pos-settings');
    expect(saved).toMatchObject({ provider: 'iyzico', apiKey: 'sandbox-api', secretKeySet: true, merchantId: '100200', bankAccountId: bank.id });
    expect(JSON.stringify(saved)).not.toContain('çok-gizli');
  } finally {
    const s = await apiCall(page, token, 'GET', 'virtual-pos-settings');
    const res = await page.request.put('/api/virtual-pos-settings', {
      data: { version: s.version, provider: 'sandbox', mode: 'test', apiKey: '', secretKey: '', merchantId: '', customerId: '', url: '', bankAccountId: null },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});
