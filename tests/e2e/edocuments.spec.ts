import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/** e-Belgeler: documents waiting to be sent, sent with a progress bar; the outgoing list follows them to GİB (the sandbox integrator). */

async function completedInvoice(page: Page, token: string): Promise<{ id: number; number: string }> {
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  // Selin Arslan, whom the sandbox does not know as an e-invoice user: her invoices are e-Arşiv
  const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; taxNumber: string }[];
  const customer = accounts.find((a) => a.taxNumber === '17291716060')!;
  let doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '25.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE'])
    doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' });
  return doc;
}

test('an accountant sends two invoices with a progress bar, and the outgoing list shows them reported by GİB', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const invoices = [await completedInvoice(page, token), await completedInvoice(page, token)];
  await openPanel(page, '/modul/uyumsoftefatura/gonder');
  const screen = shownScreen(page).getByTestId('edocument-send');
  await expect(page.getByTestId('sidebar').locator('a[href="#/modul/uyumsoftefatura/giden"]')).toHaveCount(1);
  const send = screen.getByTestId('edocument-send-chosen');
  await expect(send).toBeDisabled();
  for (const invoice of invoices) await screen.locator(`[data-testid="edocument-waiting"][data-id="${invoice.id}"] label.bp6-checkbox`).click();
  await expect(send).toHaveText('Seçilenleri gönder (2)');
  await send.click();
  await expect(screen.getByTestId('edocument-progress')).toHaveAttribute('data-done', '2');
  await expect(screen.getByTestId('edocument-progress')).toContainText('2 / 2 gönderildi');
  // sent ones leave the waiting list
  for (const invoice of invoices) await expect(screen.locator(`[data-testid="edocument-waiting"][data-id="${invoice.id}"]`)).toHaveCount(0);

  await page.getByTestId('sidebar').locator('a[href="#/modul/uyumsoftefatura/giden"]').click();
  const outgoing = shownScreen(page).getByTestId('edocument-outgoing');
  for (const invoice of invoices) {
    const row = outgoing.locator(`[data-testid="edocument-row"][data-source="${invoice.id}"]`);
    await expect(row).toContainText(invoice.number);
    await expect(row.getByTestId('edocument-status')).toHaveAttribute('data-status', 'reported', { timeout: 30_000 });
    await expect(row.getByTestId('edocument-status')).toHaveText('Raporlandı');
    await expect(row.getByTestId('edocument-attempts')).toHaveText('1');
  }
  // the invoice's own screen shows its e-document's status
  await page.goto(`/#/fis/fatura/satis/duzen/${invoices[0]!.id}`);
  await expect(shownScreen(page).getByTestId('edocument-status-link')).toHaveAttribute('data-status', 'reported');
  await expect(shownScreen(page).getByTestId('edocument-status-link')).toHaveText('e-Arşiv: Raporlandı');
  // and opens the e-document as GİB's stylesheet renders it, with its GİB number
  const { number } = (await apiCall(page, token, 'GET', `edocuments?sourceId=${invoices[0]!.id}`)).items[0];
  await shownScreen(page).getByTestId('edocument-status-view').click();
  await expect(page.getByTestId('ubl-preview-frame').contentFrame().locator('body')).toContainText(number);
  await expect(page.getByTestId('ubl-print')).toBeEnabled();
  await page.getByTestId('ubl-close').click();
});

test('in Arabic on a phone the outgoing e-documents read right to left and fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const invoice = await completedInvoice(page, token);
  await apiCall(page, token, 'POST', `documents/${invoice.id}/edocument`, { action: 'send' });
  await openPanel(page, '/modul/uyumsoftefatura/giden');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = shownScreen(page).locator(`[data-testid="edocument-row"][data-source="${invoice.id}"]`);
  await expect(row.getByTestId('edocument-status')).toHaveText('تم الإبلاغ', { timeout: 30_000 });
  await expect(shownScreen(page).getByText('المستندات الإلكترونية الصادرة')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('an invoice to a registered e-invoice user goes out as an e-Fatura and reaches GİB: sent to the tax authority', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  // the sandbox knows 0010213576 as a registered e-invoice user; sending asks it, and the invoice is a basic e-Fatura
  const buyer = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `E-Fatura Alıcısı ${Date.now()}`, taxNumber: '0010213576' });
  let invoice = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: buyer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '30.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE'])
    invoice = await apiCall(page, token, 'POST', `documents/${invoice.id}/events`, { type, version: invoice.version, paymentType: 'credit' });
  await openPanel(page, '/modul/uyumsoftefatura/gonder');
  const screen = shownScreen(page).getByTestId('edocument-send');
  await screen.locator(`[data-testid="edocument-waiting"][data-id="${invoice.id}"] label.bp6-checkbox`).click();
  await screen.getByTestId('edocument-send-chosen').click();
  await expect(screen.getByTestId('edocument-progress')).toHaveAttribute('data-done', '1');

  await page.getByTestId('sidebar').locator('a[href="#/modul/uyumsoftefatura/giden"]').click();
  const row = shownScreen(page).locator(`[data-testid="edocument-row"][data-source="${invoice.id}"]`);
  await expect(row.getByTestId('edocument-status')).toHaveAttribute('data-status', 'sentToTaxAuthority', { timeout: 30_000 });
  await expect(row.getByTestId('edocument-status')).toHaveText('GİB’e iletildi');
  await page.goto(`/#/fis/fatura/satis/duzen/${invoice.id}`);
  await expect(shownScreen(page).getByTestId('edocument-status-link')).toHaveText('e-Fatura: GİB’e iletildi');
});
