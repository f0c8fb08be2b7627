import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, signIn } from './helpers';

/** /siparis/list and /siparis/temin: supply status and converting an approved order. */

const year = 2300 + Math.floor(Math.random() * 600);
const day = `${year}-06-15`;

test('an approved order never supplied is listed under temin, converts to an invoice, then shows partly supplied', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const products = (await apiCall(page, token, 'GET', 'products?limit=2')).items as { id: number }[];
  const customer = ((await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!;
  const warehouseId = (await apiCall(page, token, 'GET', 'warehouses')).items[0].id as number;
  let order = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesOrder',
    accountId: customer.id,
    warehouseId,
    date: day,
    lines: [
      { productId: products[0]!.id, quantity: '2', unitPrice: '10.00', vatRate: 20 },
      { productId: products[1]!.id, quantity: '1', unitPrice: '5.00', vatRate: 10 },
    ],
  });
  order = await apiCall(page, token, 'POST', `documents/${order.id}/events`, { type: 'APPROVE', version: order.version });

  await openPanel(page, '/siparis/temin');
  const list = page.locator('[data-route="/siparis/temin"]');
  await list.locator('#order-temin-from').fill(day);
  await list.locator('#order-temin-to').fill(day);
  const row = list.locator(`tbody tr[data-id="${order.id}"]`);
  await expect(row.locator('[data-col="supply"]')).toHaveText('Hiç temin edilmedi');

  await row.getByTestId('convert-order').click();
  await page.locator('[data-target="salesInvoice"]').click();
  // the wizard: all lines at what remains, straight to the preview, confirm
  const wizard = page.getByTestId('conversion-wizard');
  await wizard.getByTestId('flow-next').click();
  await wizard.getByTestId('flow-next').click();
  await wizard.getByTestId('flow-confirm').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
  const invoiceId = Number(hashPath(page).split('/').pop());
  let invoice = await apiCall(page, token, 'GET', `documents/${invoiceId}`);
  expect(invoice.sourceId).toBe(order.id);

  // take one line only, then complete: the order becomes partly supplied
  invoice = await apiCall(page, token, 'POST', `documents/${invoiceId}/events`, {
    type: 'EDIT',
    version: invoice.version,
    lines: [{ id: invoice.lines[0].id, productId: products[0]!.id, quantity: '2', unitPrice: '10.00', vatRate: 20 }],
  });
  invoice = await apiCall(page, token, 'POST', `documents/${invoiceId}/events`, { type: 'START', version: invoice.version });
  await apiCall(page, token, 'POST', `documents/${invoiceId}/events`, { type: 'COMPLETE', version: invoice.version });

  await openPanel(page, '/siparis/list');
  const all = page.locator('[data-route="/siparis/list"]');
  await all.locator('#order-from').fill(day);
  await all.locator('#order-to').fill(day);
  await all.locator('#order-supply').selectOption('partiallySupplied');
  await expect(all.locator(`tbody tr[data-id="${order.id}"] [data-col="supply"]`)).toHaveText('Kısmen temin edildi');
  await all.locator('#order-supply').selectOption('neverSupplied');
  await expect(all.locator(`tbody tr[data-id="${order.id}"]`)).toHaveCount(0);
});

test("an order's page shows supply per line and short-closes with a reason; its invoice is linked", async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const products = (await apiCall(page, token, 'GET', 'products?limit=2')).items as { id: number }[];
  const customer = ((await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!;
  const warehouseId = (await apiCall(page, token, 'GET', 'warehouses')).items[0].id as number;
  let order = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesOrder',
    accountId: customer.id,
    warehouseId,
    date: day,
    lines: [
      { productId: products[0]!.id, quantity: '3', unitPrice: '10.00', vatRate: 20 },
      { productId: products[1]!.id, quantity: '1', unitPrice: '5.00', vatRate: 10 },
    ],
  });
  order = await apiCall(page, token, 'POST', `documents/${order.id}/events`, { type: 'APPROVE', version: order.version });
  let inv = await apiCall(page, token, 'POST', `documents/${order.id}/conversions`, {
    target: 'salesInvoice',
    lines: [{ sourceLineId: order.lines[0].id, quantity: '1' }],
  });
  inv = await apiCall(page, token, 'POST', `documents/${inv.id}/events`, { type: 'START', version: inv.version });
  await apiCall(page, token, 'POST', `documents/${inv.id}/events`, { type: 'COMPLETE', version: inv.version });

  await openPanel(page, `/siparis/takip/${order.id}`);
  const detail = page.getByTestId('order-detail');
  const line = (id: string) => detail.locator(`[data-testid="order-lines"] tr[data-line="${id}"]`);
  await expect(line(order.lines[0].id).locator('[data-col="remaining"]')).toHaveText('2');
  await expect(line(order.lines[0].id).locator('[data-col="supply"]')).toHaveText('Kısmen temin edildi');
  await expect(line(order.lines[1].id).locator('[data-col="supply"]')).toHaveText('Hiç temin edilmedi');
  await expect(detail.getByTestId('lineage').locator(`[data-target-id="${inv.id}"] a`)).toHaveAttribute('href', `#/fis/fatura/satis/duzen/${inv.id}`);

  await detail.getByTestId('action-SHORT_CLOSE').click();
  await page.getByTestId('short-close-save').click();
  // a reason is required: the rule's message, nothing changed
  await expect(page.getByText('Siparişi eksik kapatmak için bir neden girilmelidir.')).toBeVisible();
  await page.getByTestId('short-close-reason').fill('Müşteri kalanını istemiyor');
  await page.getByTestId('short-close-save').click();
  await expect(detail).toHaveAttribute('data-status', 'completed');
  await expect(detail.getByTestId('short-close-reason-shown')).toContainText('Müşteri kalanını istemiyor');
  await expect(line(order.lines[0].id).locator('[data-col="writtenOff"]')).toHaveText('2');
  await expect(line(order.lines[0].id).locator('[data-col="remaining"]')).toHaveText('0');
});
