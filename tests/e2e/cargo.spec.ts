import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * Cargo (issue #32): a manager turns Yurtiçi Kargo on under Sistem → Kargo Tanımları, ships a completed invoice from
 * /modul/yurticikargo/gonder through the sandbox carrier, prints its label (the tracking number's barcode) and sees the
 * tracking number on the invoice; the background round then follows the shipment on the carrier's side.
 */
test('a manager ships an invoice through a carrier, prints its label and sees the tracking number on the invoice', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const customer = await apiCall(page, token, 'POST', 'accounts', {
    kind: 'customer',
    name: `Kargolu Kitapçı ${Date.now().toString(36)}`,
    city: 'İzmir',
    district: 'Konak',
    street: 'Kordonboyu',
    buildingNo: '7',
  });
  let invoice = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '30.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE']) invoice = await apiCall(page, token, 'POST', `documents/${invoice.id}/events`, { type, version: invoice.version });

  // Sistem → Kargo Tanımları: Yurtiçi is turned on with the company's customer code
  await openPanel(page, '/sistem/kargotanimlari');
  const carriers = shownScreen(page).getByTestId('cargo-carriers');
  const yurtici = carriers.locator('[data-testid="cargo-carrier"][data-carrier="yurtici"]');
  // the switch's input carries the test id; its label is what a user clicks
  if (!(await yurtici.getByTestId('cargo-active').isChecked())) await yurtici.locator('label.bp6-switch').click();
  await expect(yurtici.getByTestId('cargo-active')).toBeChecked();
  await yurtici.getByRole('textbox', { name: 'Müşteri kodu' }).fill('YK-E2E');
  await yurtici.getByTestId('cargo-carrier-save').click();
  await expect(page.getByText('Kargo ayarları kaydedildi.')).toBeVisible();

  // /modul/yurticikargo/gonder: the invoice waits, is shipped, and leaves the waiting list with its tracking number
  await openPanel(page, '/modul/yurticikargo/gonder');
  await expect(page.getByTestId('sidebar').locator('a[href="#/modul/yurticikargo/gonder"]')).toHaveCount(1);
  const send = shownScreen(page).getByTestId('cargo-send');
  const waiting = send.locator(`[data-testid="cargo-waiting"][data-id="${invoice.id}"]`);
  await expect(waiting).toContainText(invoice.number);
  await expect(waiting).toContainText(customer.name);
  await waiting.getByTestId('cargo-ship-one').click();
  await expect(send.getByTestId('cargo-progress')).toHaveAttribute('data-done', '1');
  await expect(waiting).toHaveCount(0);
  const row = send.locator(`[data-testid="cargo-shipment"][data-document="${invoice.number}"]`);
  await expect(row).toHaveAttribute('data-state', 'accepted');
  const tracking = (await row.getByTestId('cargo-tracking').innerText()).trim();
  expect(tracking).toMatch(/^\d{12}$/);

  // the label: the tracking number's Code 128, the receiver's address
  await row.getByTestId('cargo-label-open').click();
  const label = page.getByTestId('cargo-label');
  await expect(label).toHaveAttribute('data-tracking', tracking);
  await expect(label.getByTestId('label-barcode')).toHaveAttribute('data-code', tracking);
  await expect(label.getByTestId('label-barcode')).toHaveAttribute('data-symbology', 'code128');
  await expect(label).toContainText('Konak / İzmir');
  await page.keyboard.press('Escape');

  // the invoice shows its cargo tracking number
  await page.goto(`/#/fis/fatura/satis/duzen/${invoice.id}`);
  const link = shownScreen(page).getByTestId('cargo-tracking-link');
  await expect(link).toHaveAttribute('data-tracking', tracking);
  await expect(link).toContainText(`Yurtiçi Kargo takip no: ${tracking}`);

  // the background round follows it on the carrier's side: picked up, then delivered
  await openPanel(page, '/modul/yurticikargo/gonder');
  const followed = shownScreen(page).locator(`[data-testid="cargo-shipment"][data-document="${invoice.number}"]`);
  await expect(followed).toHaveAttribute('data-state', 'delivered', { timeout: 30_000 });
});
