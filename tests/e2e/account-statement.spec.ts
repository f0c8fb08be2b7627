import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { openPanel, signIn } from './helpers';
import { businessDay } from '../../src/domain/clock/clock';

/** /cari/ekstre: a fresh account with one completed sales invoice shows its row and balance; a wrong range is refused under `to`. */

async function accountWithInvoice(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const name = `E2E Ekstre ${Date.now()}`;
  const acc = await page.request.post('/api/accounts', { headers, data: { name, kind: 'customer' } });
  expect(acc.status(), await acc.text()).toBe(201);
  const account = (await acc.json()).response as { id: number; code: string };
  const product = (await (await page.request.get('/api/products?limit=1', { headers })).json()).response.items[0] as { id: number };
  const warehouse = (await (await page.request.get('/api/warehouses', { headers })).json()).response.items[0] as { id: number };
  const created = await page.request.post('/api/documents', {
    headers,
    data: {
      type: 'salesInvoice',
      accountId: account.id,
      warehouseId: warehouse.id,
      lines: [{ productId: product.id, quantity: '2', unitPrice: '617.25', vatRate: 0 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  let doc = (await created.json()).response as { id: number; version: number; number: string };
  for (const type of ['START', 'COMPLETE']) {
    const r = await page.request.post(`/api/documents/${doc.id}/events`, { headers, data: { type, version: doc.version } });
    expect(r.status(), await r.text()).toBe(200);
    doc = (await r.json()).response;
  }
  return { name, account, doc };
}

async function pickAccount(page: Page, name: string) {
  const input = page.getByTestId('statement-account');
  await input.click();
  await input.fill(name);
  await page.getByTestId('statement-account-option').filter({ hasText: name }).click();
}

test('muhasebe sees the invoice row and the running balance of a fresh account', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const { name, doc } = await accountWithInvoice(page, token);
  await openPanel(page, '/cari/ekstre');
  const screen = page.getByTestId('account-statement');
  await expect(screen).toBeVisible();
  await pickAccount(page, name);

  const row = screen.getByTestId('statement-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-document-id', String(doc.id));
  await expect(row.getByTestId('statement-number')).toHaveText(doc.number);
  await expect(row).toContainText('Satış Faturası');
  const today = businessDay(new Date()).split('-').reverse().join('.');
  await expect(row).toContainText(today);
  await expect(row.getByTestId('statement-balance')).toHaveText('1.234,50');
  await expect(screen.getByTestId('statement-opening-balance')).toHaveText('0,00');
  await expect(screen.getByTestId('statement-closing-balance')).toHaveText('1.234,50');
  await expect(screen.getByTestId('statement-total-debit')).toHaveText('1.234,50');
  await expect(screen.getByTestId('statement-print')).toBeEnabled();
});

test('a first date after the second shows the message under `to`; on a phone the page does not overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const token = await signIn(page, 'muhasebe');
  const { name } = await accountWithInvoice(page, token);
  await openPanel(page, '/cari/ekstre');
  const screen = page.getByTestId('account-statement');
  await pickAccount(page, name);
  await expect(screen.getByTestId('statement-row')).toHaveCount(1);

  await screen.getByTestId('statement-from').fill('2030-05-01');
  await screen.getByTestId('statement-to').fill('2030-04-01');
  await expect(screen.getByTestId('error-to')).toHaveText('İlk tarih ikinci tarihten büyük olamaz.');
  await expect(screen.getByTestId('statement-table')).toHaveCount(0);

  await screen.getByTestId('statement-to').fill('2030-06-01');
  await expect(screen.getByTestId('error-to')).toHaveCount(0);
  await expect(screen.getByTestId('statement-empty')).toBeVisible();
  await expect(screen.getByTestId('statement-opening-balance')).toHaveText('1.234,50');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
