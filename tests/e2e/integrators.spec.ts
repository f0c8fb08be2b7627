import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * An integrator's pages (MySoft here): its settings screen, sending from its `gonder` page to GİB (the demo sandbox
 * standing in for MySoft's service), and the e-document as GİB's stylesheet renders it. The company goes back to
 * the sandbox after each test, so the other e-document tests find it as they expect.
 */

async function completedInvoice(page: Page, token: string): Promise<{ id: number; number: string }> {
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  // Selin Arslan, whom the sandbox does not know as an e-invoice user: her invoices are e-Arşiv
  const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; taxNumber: string }[];
  const customer = accounts.find((a) => a.taxNumber === '17291716060')!;
  let doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '40.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE'])
    doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' });
  return doc;
}

/** Back to the sandbox with the default series, whatever the test left. */
async function restoreSandbox(page: Page, token: string) {
  const settings = await apiCall(page, token, 'GET', 'integrator-settings');
  const body = { version: settings.version, integrator: 'sandbox', mode: 'test', username: '', serviceUrl: '', senderAlias: '' };
  const series = { invoicePrefix: 'DFT', archivePrefix: 'DFA', waybillPrefix: 'DIR', useSandbox: true };
  const res = await page.request.put('/api/integrator-settings', { data: { ...body, ...series }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an admin sets MySoft up (a bad prefix is named by its field), an invoice sent from its gonder page reaches GİB on giden, and its rendered view opens', async ({
  page,
}) => {
  const token = await signIn(page, 'admin');
  try {
    const invoice = await completedInvoice(page, token);
    // the company uses the sandbox: MySoft's pages say so and lead to its settings
    await openPanel(page, '/modul/mysoftefatura/gonder');
    await shownScreen(page).getByTestId('integrator-settings-link').click();
    const screen = shownScreen(page).getByTestId('integrator-settings');
    await expect(screen.getByTestId('integrator-in-use')).toHaveText('Kaydettiğinizde şirket e-belgelerini MySoft ile göndermeye başlar.');
    await screen.locator('#f-invoicePrefix').fill('ab');
    await screen.locator('#f-username').fill('defter-istemci');
    await screen.locator('#f-secret').fill('gizli');
    await screen.getByTestId('integrator-save').click();
    await expect(screen.getByTestId('error-invoicePrefix')).toHaveText('Seri öneki üç büyük harf veya rakam olmalıdır (ör. ABC).');
    await screen.locator('#f-invoicePrefix').fill('mys');
    await expect(screen.locator('#f-invoicePrefix')).toHaveValue('MYS');
    await screen.getByTestId('integrator-save').click();
    await expect(screen.getByTestId('integrator-in-use')).toHaveText('Şirket e-belgelerini şu an MySoft ile gönderiyor.');
    await expect(screen.getByTestId('error-invoicePrefix')).toHaveCount(0);
    // the secret is never shown again, only that it is set
    await expect(screen.locator('#f-secret')).toHaveValue('');
    await expect(screen.getByText('Kayıtlı (değiştirmek için yenisini yazın)')).toBeVisible();
    await screen.locator('#f-vkn').fill('0010213576');
    await screen.getByTestId('integrator-check-button').click();
    await expect(screen.getByTestId('integrator-check-result')).toContainText('e-Fatura kullanıcısı');

    await page.getByTestId('sidebar').locator('a[href="#/modul/mysoftefatura/gonder"]').click();
    const send = shownScreen(page).getByTestId('edocument-send');
    const row = send.locator(`[data-testid="edocument-waiting"][data-id="${invoice.id}"]`);
    // the preview before sending, as GİB's stylesheet draws it
    await row.getByTestId('edocument-preview').click();
    await expect(page.getByTestId('ubl-preview-frame').contentFrame().locator('body')).toContainText('e-Arşiv Fatura', { ignoreCase: true });
    await page.getByTestId('ubl-close').click();
    await row.locator('label.bp6-checkbox').click();
    await send.getByTestId('edocument-send-chosen').click();
    await expect(send.getByTestId('edocument-progress')).toHaveAttribute('data-done', '1');

    await page.getByTestId('sidebar').locator('a[href="#/modul/mysoftefatura/giden"]').click();
    const sent = shownScreen(page).locator(`[data-testid="edocument-row"][data-source="${invoice.id}"]`);
    await expect(sent.getByTestId('edocument-status')).toHaveAttribute('data-status', 'reported', { timeout: 30_000 });
    await sent.getByTestId('edocument-view').click();
    const frame = page.getByTestId('ubl-preview-frame').contentFrame();
    await expect(frame.locator('body')).toContainText(/DFA\d{13}/);
    await expect(page.getByTestId('ubl-print')).toBeEnabled();
  } finally {
    await restoreSandbox(page, token);
  }
});

test('in Arabic on a phone the settings screen reads right to left, fits the screen and names a bad prefix in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'admin');
  try {
    await openPanel(page, '/modul/edmefatura/ayar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const screen = shownScreen(page).getByTestId('integrator-settings');
    await expect(screen.getByText('إعدادات EDM')).toBeVisible();
    await screen.locator('#f-waybillPrefix').fill('i1');
    await screen.getByTestId('integrator-save').click();
    await expect(screen.getByTestId('error-waybillPrefix')).toHaveText('يجب أن تكون بادئة السلسلة ثلاثة أحرف كبيرة أو أرقام (مثل ABC).');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  } finally {
    await restoreSandbox(page, token);
  }
});

test('while the company uses the sandbox the incoming pages of MySoft and EDM are not in the menu; opened by their address they say so and lead to their settings', async ({
  page,
}) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/modul/uyumsoftefatura/gelen');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.locator('a[href="#/modul/uyumsoftefatura/irsaliye/gelen"]')).toHaveCount(1);
  for (const path of ['/modul/mysoftefatura/gelen', '/modul/edmefatura/gelen', '/modul/mysoftefatura/irsaliye/gelen'])
    await expect(sidebar.locator(`a[href="#${path}"]`)).toHaveCount(0);
  await expect(shownScreen(page).getByTestId('integrator-not-used')).toHaveCount(0);
  for (const [path, name] of [
    ['/modul/edmefatura/gelen', 'edm'],
    ['/modul/mysoftefatura/gelen', 'mysoft'],
    ['/modul/mysoftefatura/irsaliye/gelen', 'mysoft'],
  ] as const) {
    await openPanel(page, path);
    const screen = shownScreen(page);
    await expect(screen.getByTestId('integrator-not-used')).toBeVisible();
    await expect(screen.getByTestId('integrator-settings-link')).toHaveAttribute('href', `#/modul/${name}efatura/ayar`);
  }
});
