import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, signIn } from './helpers';
import { ensureOpenCashBox, payInCashWithEnter, scan } from './pos-helpers';

/** /fis/donusum lists every conversion with the sources waiting for it; a till sale is invoiced from its slip or from Fiş Takip. */

test('/fis/donusum lists every conversion with its waiting sources; a waiting order opens the wizard', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const products = (await apiCall(page, token, 'GET', 'products?limit=2')).items as { id: number }[];
  const customer = ((await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!;
  const draft = { type: 'salesOrder', accountId: customer.id, lines: [{ productId: products[0]!.id, quantity: '2', unitPrice: '10.00', vatRate: 20 }] };
  let order = await apiCall(page, token, 'POST', 'documents', draft);
  order = await apiCall(page, token, 'POST', `documents/${order.id}/events`, { type: 'APPROVE', version: order.version });
  const unapproved = await apiCall(page, token, 'POST', 'documents', draft);

  await openPanel(page, '/fis/donusum');
  const routes = page.getByTestId('conversion-route');
  // every row of the conversion graph (lifecycles.md §3) is offered to the accountant
  await expect(routes).toHaveCount(11);
  const orderToInvoice = routes.and(page.locator('[data-conversion="siparisToSatisFatura"]'));
  await expect(orderToInvoice).toContainText('Satış Siparişi → Satış Faturası');
  await orderToInvoice.getByTestId('conversion-choose').click();
  await expect(orderToInvoice).toHaveAttribute('data-active', 'true');

  const sources = page.getByTestId('conversion-sources');
  await sources.locator('#conversion-search').fill(order.number);
  await expect(sources.locator(`tbody tr[data-id="${order.id}"]`)).toBeVisible();
  await expect(sources.locator(`tbody tr[data-id="${unapproved.id}"]`)).toHaveCount(0);
  await sources.locator(`tbody tr[data-id="${order.id}"]`).getByTestId('convert-source').click();
  await expect.poll(() => hashPath(page)).toBe(`/fis/siparisToSatisFatura/${order.id}`);
  await expect(page.getByTestId('conversion-target')).toHaveText('Satış Faturası');
  await expect(page.getByTestId('conversion-wizard')).toBeVisible();
});

test('a till sale is invoiced from its slip: the wizard makes the invoice draft; Fiş Takip offers the same', async ({ page }) => {
  await ensureOpenCashBox(page);
  const token = await signIn(page, 'admin');
  await openPanel(page, '/fis/pos');
  await scan(page);
  // F9 before the scanned line is on the sale would have nothing to pay
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
  await payInCashWithEnter(page);
  const number = (await page.getByTestId('pos-slip-number').textContent())!;
  const sale = (
    (await apiCall(page, token, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`)).items as { id: number; number: string }[]
  ).find((d) => d.number === number)!;

  // Enter on the link follows it (on the slip, Enter elsewhere starts a new sale)
  await page.getByTestId('pos-done').getByTestId('invoice-sale').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => hashPath(page)).toBe(`/fis/sepetToFatura/${sale.id}`);
  const wizard = page.getByTestId('conversion-wizard');
  await wizard.getByTestId('flow-next').click();
  await wizard.getByTestId('flow-next').click();
  await wizard.getByTestId('flow-confirm').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
  const invoice = await apiCall(page, token, 'GET', `documents/${hashPath(page).split('/').pop()}`);
  expect(invoice).toMatchObject({ type: 'salesInvoice', status: 'draft', sourceId: sale.id });

  // the draft invoices nothing until it completes: the sale still offers its invoice in Fiş Takip
  await openPanel(page, '/fis/takip');
  const list = page.getByTestId('receipt-tracking');
  await list.locator('#receipt-search').fill(number);
  await expect(list.locator(`tbody tr[data-id="${sale.id}"]`).getByTestId('invoice-sale')).toHaveAttribute('href', `#/fis/sepetToFatura/${sale.id}`);
});
