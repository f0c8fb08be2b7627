import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, signIn } from './helpers';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/** /fis/irsaliye/list: the 7-day invoicing flag and several waybills merged into one invoice. */

const isoDaysAgo = (n: number) => addDays(businessDay(new Date()), -n);

async function completedWaybill(page: Page, token: string, accountId: number, productId: number, date: string) {
  const warehouseId = (await apiCall(page, token, 'GET', 'warehouses')).items[0].id as number;
  let doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesWaybill',
    accountId,
    warehouseId,
    date,
    lines: [{ productId, quantity: '1', unitPrice: '25.00', vatRate: 20 }],
  });
  doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'START', version: doc.version });
  return apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version });
}

test('waybills past 7 days are flagged; two of one customer become one draft invoice', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const products = (await apiCall(page, token, 'GET', 'products?limit=1')).items as { id: number }[];
  const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[];
  const [customer, other] = accounts.filter((a) => a.kind === 'customer').concat(accounts.filter((a) => a.kind === 'supplier'));
  const a = await completedWaybill(page, token, customer!.id, products[0]!.id, isoDaysAgo(10));
  const b = await completedWaybill(page, token, customer!.id, products[0]!.id, isoDaysAgo(9));
  const c = await completedWaybill(page, token, other!.id, products[0]!.id, isoDaysAgo(9));

  await openPanel(page, '/fis/irsaliye/list');
  const list = page.getByTestId('waybill-list');
  await list.locator('#waybill-from').fill(isoDaysAgo(10));
  await list.locator('#waybill-to').fill(isoDaysAgo(9));
  const row = (doc: { id: number }) => list.locator(`tbody tr[data-id="${doc.id}"]`);
  await expect(row(a)).toBeVisible();
  await expect(row(a).getByTestId('late-flag')).toContainText('3');
  await expect(row(b).getByTestId('late-flag')).toContainText('2');
  await expect(list.getByTestId('late-summary')).toBeVisible();

  await row(a).locator('label.bp6-checkbox').click();
  await expect(row(a).getByRole('checkbox')).toBeChecked();
  // another account's waybill cannot join this invoice
  await expect(row(c).getByRole('checkbox')).toBeDisabled();
  await row(b).locator('label.bp6-checkbox').click();
  await list.getByTestId('invoice-selected').click();

  await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
  const invoiceId = Number(hashPath(page).split('/').pop());
  let invoice = await apiCall(page, token, 'GET', `documents/${invoiceId}`);
  expect(invoice.sourceIds).toEqual([a.id, b.id]);
  expect(invoice.status).toBe('draft');

  invoice = await apiCall(page, token, 'POST', `documents/${invoiceId}/events`, { type: 'START', version: invoice.version });
  await apiCall(page, token, 'POST', `documents/${invoiceId}/events`, { type: 'COMPLETE', version: invoice.version });
  await openPanel(page, '/fis/irsaliye/list');
  await list.locator('#waybill-invoiced').selectOption('true');
  await list.locator('#waybill-from').fill(isoDaysAgo(10));
  await list.locator('#waybill-to').fill(isoDaysAgo(9));
  await expect(row(a)).toContainText('Faturalandı');
  await expect(row(b)).toContainText('Faturalandı');
  await expect(row(c)).toHaveCount(0);
});
