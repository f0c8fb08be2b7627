import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { ensureOpenCashBox, payInCashWithEnter, scan } from './pos-helpers';
import { gs1CheckDigit } from '../../src/domain/identifiers/ean';

/**
 * Issue #29: the till applies a campaign visibly, by the evaluator the server runs, and takes the discounted total.
 * A product and a campaign of the test's own, so that no other spec's totals change.
 */
test('the till shows a campaign’s discount under its line, and the total, the payment and the slip are the discounted ones', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await ensureOpenCashBox(page);
  const stamp = String(Date.now());
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const body = `868${stamp.padStart(9, '0').slice(-9)}`;
  const barcode = `${body}${gs1CheckDigit(body)}`;
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Kampanya Defteri ${stamp}`,
    barcode,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: locations[0]!.id,
  });
  const name = `E2E %10 ${stamp}`;
  await apiCall(page, token, 'POST', 'campaigns', { name, kind: 'percent', scope: 'product', productIds: [product.id], percent: '10' });

  await openPanel(page, '/fis/pos');
  await scan(page, barcode);
  await scan(page, barcode);
  const key = String(product.id);
  // 2 × 50.00 with its VAT in it, less 10 %: the discount shows under the line, naming the campaign
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText(name);
  await expect(page.getByTestId(`pos-campaign-${key}`)).toContainText('10,00');
  await expect(page.getByTestId(`pos-line-total-${key}`)).toHaveText('90,00');
  await expect(page.getByTestId('pos-total')).toHaveText('90,00');

  await payInCashWithEnter(page);
  await expect(page.getByTestId('pos-done')).toBeVisible();
  await expect(page.getByTestId('pos-slip-campaign')).toContainText(name);
  await expect(page.getByTestId('pos-slip-total')).toContainText('90,00');
  // the server decided the same: the campaign report has the sale's discount
  const report = await apiCall(page, token, 'GET', 'reports/kampanya');
  const row = (report.rows as { name: string; discount: string; saleCount: string }[]).find((r) => r.name === name);
  expect(row).toMatchObject({ discount: '10.00', saleCount: '1' });
});
