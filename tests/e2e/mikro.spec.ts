import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * Mikro ERP (issue #32): a manager turns Mikro on for sales invoices under /modul/mikroerp/ayar (the sandbox Mikro,
 * the VAT rates given Mikro's codes), sends the stock cards and accounts from /modul/mikroerp/stokguncelle with a progress
 * bar, completes an invoice, and sees it sent to Mikro with Mikro's number in /modul/mikroerp/fisislem.
 */
test('a manager sets Mikro up, sends the cards, and sees a completed invoice sent to Mikro', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const customer = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `Mikro Kitapçı ${Date.now().toString(36)}` });

  await openPanel(page, '/modul/mikroerp/ayar');
  const form = shownScreen(page).getByTestId('mikro-settings-form');
  if (!(await form.getByTestId('mikro-settings-active').isChecked())) await form.locator('label.bp6-switch').first().click();
  await expect(form.getByTestId('mikro-settings-active')).toBeChecked();
  const invoices = form.getByTestId('mikro-type-salesInvoice');
  if (!(await invoices.isChecked())) await form.getByText('Satış Faturası', { exact: true }).click();
  await expect(invoices).toBeChecked();
  // books sell at 0 %, the rest at 20 %: each rate is given the code of the sandbox Mikro's VAT table
  await form.getByRole('textbox', { name: '%0 KDV' }).fill('1');
  await form.getByRole('textbox', { name: '%20 KDV' }).fill('4');
  await form.getByTestId('mikro-settings-save').click();
  await expect(page.getByText('Mikro ayarları kaydedildi.')).toBeVisible();

  await openPanel(page, '/modul/mikroerp/stokguncelle');
  const cards = shownScreen(page).getByTestId('mikro-cards');
  await cards.getByTestId('mikro-cards-scope').selectOption('all');
  await expect(cards.getByTestId('mikro-cards-pending')).toContainText('stok kartı');
  await cards.getByTestId('mikro-cards-send').click();
  const progress = cards.getByTestId('mikro-cards-progress');
  await expect(progress).toHaveAttribute('data-done', /\d+/);
  await expect.poll(async () => (await progress.getAttribute('data-done')) === (await progress.getAttribute('data-total')), { timeout: 20_000 }).toBe(true);
  await expect(cards.getByTestId('mikro-cards-failed')).toHaveCount(0);

  let invoice = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '30.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE']) invoice = await apiCall(page, token, 'POST', `documents/${invoice.id}/events`, { type, version: invoice.version });

  await openPanel(page, '/modul/mikroerp/fisislem');
  const row = shownScreen(page).locator(`[data-testid="mikro-transfer"][data-document="${invoice.number}"]`);
  await expect(row).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  await expect(row.getByTestId('mikro-number')).toHaveText(/^DF-\d+$/);
  await expect(row).toContainText('Gönderildi');
});
