import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * e-İrsaliye: a completed sales waybill sent from MySoft's e-waybill page goes through the queue to GİB (the demo
 * sandbox standing in for MySoft's service) and its outgoing list shows it sent to the tax authority, its final status.
 */

async function useMySoft(page: Page, token: string, on: boolean) {
  const settings = await apiCall(page, token, 'GET', 'integrator-settings');
  const body = on
    ? { integrator: 'mysoft', mode: 'test', username: 'defter-istemci', secret: 'gizli', serviceUrl: '', senderAlias: '' }
    : { integrator: 'sandbox', mode: 'test', username: '', serviceUrl: '', senderAlias: '' };
  const series = { invoicePrefix: 'DFT', archivePrefix: 'DFA', waybillPrefix: 'DIR', useSandbox: true };
  const res = await page.request.put('/api/integrator-settings', {
    data: { version: settings.version, ...body, ...series },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a waybill sent from MySoft’s e-waybill page reaches GİB: the e-waybill list shows it sent to the tax authority', async ({ page }) => {
  const admin = await signIn(page, 'admin');
  await useMySoft(page, admin, true);
  try {
    const token = await signIn(page, 'muhasebe');
    const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
    // an e-waybill needs where the goods go: the city, district and postal code on the customer's card
    const customer = await apiCall(page, token, 'POST', 'accounts', {
      kind: 'customer',
      name: `İrsaliye Alıcısı ${Date.now()}`,
      taxNumber: '0010213576',
      taxOffice: 'Kadıköy',
      city: 'İstanbul',
      district: 'Kadıköy',
      street: 'Moda Cad.',
      postalCode: '34710',
    });
    let waybill = await apiCall(page, token, 'POST', 'documents', {
      type: 'salesWaybill',
      accountId: customer.id,
      lines: [{ productId: product.id, quantity: '2', unitPrice: '40.00', vatRate: 20 }],
    });
    for (const type of ['START', 'COMPLETE'])
      waybill = await apiCall(page, token, 'POST', `documents/${waybill.id}/events`, { type, version: waybill.version, paymentType: 'credit' });

    await openPanel(page, '/modul/mysoftefatura/irsaliye/gonder');
    const send = shownScreen(page).getByTestId('edocument-send');
    const row = send.locator(`[data-testid="edocument-waiting"][data-id="${waybill.id}"]`);
    await row.locator('label.bp6-checkbox').click();
    await send.getByTestId('edocument-send-chosen').click();
    await expect(send.getByTestId('edocument-progress')).toHaveAttribute('data-done', '1');
    await expect(row).toHaveCount(0);

    await page.getByTestId('sidebar').locator('a[href="#/modul/mysoftefatura/irsaliye/giden"]').click();
    const sent = shownScreen(page).locator(`[data-testid="edocument-row"][data-source="${waybill.id}"]`);
    await expect(sent.getByTestId('edocument-status')).toHaveAttribute('data-status', 'sentToTaxAuthority', { timeout: 30_000 });
    await expect(sent.getByTestId('edocument-status')).toHaveText('GİB’e iletildi');
    await expect(sent).toContainText(/DIR\d{13}/);
  } finally {
    await useMySoft(page, await signIn(page, 'admin'), false);
  }
});
