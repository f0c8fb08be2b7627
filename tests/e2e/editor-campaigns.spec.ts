import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, signIn } from './helpers';
import { gs1CheckDigit } from '../../src/domain/identifiers/ean';

/**
 * Issue #29 in the invoice and order editors: a line's campaign discount shows before the document is saved and is
 * what the server saves; a user with the `campaignRemoval` permission removes it, one without does not see the action;
 * a sales invoice's payment takes a part paid with the customer's points. A product, a campaign and a customer of each
 * test's own, so that no other spec's totals change.
 */
async function productOnCampaign(page: Page, token: string, stamp: string) {
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const body = `869${stamp.padStart(9, '0').slice(-9)}`;
  const barcode = `${body}${gs1CheckDigit(body)}`;
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Fatura Kampanyası ${stamp}`,
    barcode,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: locations[0]!.id,
  });
  const name = `E2E Fatura %10 ${stamp}`;
  const campaign = await apiCall(page, token, 'POST', 'campaigns', { name, kind: 'percent', scope: 'product', productIds: [product.id], percent: '10' });
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Kampanya Müşterisi ${stamp}`, kind: 'customer' });
  return { barcode, name, campaignId: String(campaign.id), customer: customer as { id: number; name: string } };
}

const cell = (page: Page, row: number, col: string) => page.locator(`[data-testid="receipt-editor"] [data-cell="${row}:${col}"]`);

/** Opens a new document's editor, names the customer and writes one line of `quantity` by the barcode. */
async function writeLine(page: Page, path: string, customer: string, barcode: string, quantity: string) {
  await page.goto(`/#${path}`);
  const editor = page.locator(`[data-testid="receipt-editor"][data-route="${path}"]`);
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.getByTestId('account-input').fill(customer);
  await expect(page.locator('.bp6-popover .bp6-menu-item', { hasText: customer })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(editor.getByTestId('account-input')).toHaveValue(new RegExp(customer));
  await cell(page, 0, 'code').click();
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'quantity')).toBeFocused();
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
  return editor;
}

test.describe('campaigns and points in the invoice and order editors (issue #29)', () => {
  test.setTimeout(120_000);

  test('the invoice editor shows a campaign’s discount line before saving, the saved invoice has the same, and a permitted user removes it', async ({
    page,
  }) => {
    const token = await signIn(page, 'admin');
    await openPanel(page);
    const { barcode, name, campaignId, customer } = await productOnCampaign(page, token, String(Date.now()));
    const editor = await writeLine(page, '/fis/fatura/satis/yeni', customer.name, barcode, '2');

    // before saving: 2 × 50,00 with its VAT in it, less 10 %, named under the line, and the totals follow
    const line = editor.getByTestId('campaign-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('campaign-name')).toHaveText(name);
    await expect(line.getByTestId('campaign-amount')).toContainText('10,00');
    await expect(editor.getByTestId('total-grand')).toContainText('90,00');
    const shownTax = await editor.getByTestId('total-tax').textContent();

    await page.keyboard.press('Control+s');
    await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
    const id = Number(hashPath(page).split('/').pop());
    const stored = await apiCall(page, token, 'GET', `documents/${id}`);
    expect(stored.lines[0].campaignDiscounts).toEqual([{ campaignId, name, amount: '10.00' }]);
    expect(stored.totals.grand).toBe('90.00');
    const saved = page.locator(`[data-testid="receipt-editor"][data-doc-id="${id}"]`);
    await expect(saved.getByTestId('total-grand')).toContainText('90,00');
    await expect(saved.getByTestId('total-tax')).toHaveText(shownTax!);

    // the admin may remove it: the line goes, the total is the full price, and the server saves it so
    await saved.getByTestId('campaign-remove').click();
    await expect(saved.getByTestId('campaign-line')).toHaveCount(0);
    await expect(saved.getByTestId('campaigns-removed')).toContainText(name);
    await expect(saved.getByTestId('total-grand')).toContainText('100,00');
    await saved.getByTestId('save').click();
    await expect(saved.getByTestId('unsaved')).toHaveCount(0);
    const after = await apiCall(page, token, 'GET', `documents/${id}`);
    expect(after.removedCampaigns).toEqual([campaignId]);
    expect(after.lines[0].campaignDiscounts ?? []).toEqual([]);
    expect(after.totals.grand).toBe('100.00');
  });

  test('a sales order shows its campaign line before saving; a manager without the removal permission is not offered to remove it', async ({ page }) => {
    const admin = await signIn(page, 'admin');
    const { barcode, name, customer } = await productOnCampaign(page, admin, String(Date.now() + 7));
    await signIn(page, 'muhasebe');
    await openPanel(page);
    const editor = await writeLine(page, '/fis/siparis/satis/yeni', customer.name, barcode, '1');
    await expect(editor.getByTestId('campaign-line').getByTestId('campaign-name')).toHaveText(name);
    await expect(editor.getByTestId('campaign-line').getByTestId('campaign-amount')).toContainText('5,00');
    await expect(editor.getByTestId('total-grand')).toContainText('45,00');
    await expect(editor.getByTestId('campaign-remove')).toHaveCount(0);
    await page.keyboard.press('Control+s');
    await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/siparis\/satis\/duzen\/\d+$/);
    const stored = await apiCall(page, admin, 'GET', `documents/${Number(hashPath(page).split('/').pop())}`);
    expect(stored.lines[0].campaignDiscounts.map((d: { name: string; amount: string }) => `${d.name}:${d.amount}`)).toEqual([`${name}:5.00`]);
    expect(stored.totals.grand).toBe('45.00');
  });

  test('a sales invoice’s payment takes a part paid with the customer’s points: the balance and its worth show, more than the balance is refused', async ({
    page,
  }) => {
    const token = await signIn(page, 'admin');
    await openPanel(page);
    const settings = { enabled: true, pointsPerLira: '0', categoryRates: {}, earnOn: [], pointValue: '0.10', expiry: { kind: 'none' }, minSpend: 0 };
    const put = (data: object) => page.request.fetch('/api/loyalty-settings', { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } });
    expect((await put(settings)).status()).toBe(200);
    try {
      const { barcode, customer } = await productOnCampaign(page, token, String(Date.now() + 13));
      const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'pointsIn', accountId: customer.id, points: 200, reason: 'açılış' });
      await apiCall(page, token, 'POST', `documents/${voucher.id}/events`, { type: 'COMPLETE', version: voucher.version });
      const editor = await writeLine(page, '/fis/fatura/satis/yeni', customer.name, barcode, '1');
      const part = editor.getByTestId('invoice-points');
      await expect(part.getByTestId('invoice-points-available')).toContainText('200');
      await expect(part.getByTestId('invoice-points-available')).toContainText('20,00');
      await editor.locator('select[name="paymentType"]').selectOption('cash');
      // 25,00 is 250 points: more than the 200 held, refused before saving
      await part.getByTestId('invoice-points-lira').fill('25,00');
      await expect(part.getByTestId('invoice-points-refusal')).toBeVisible();
      await part.getByTestId('invoice-points-lira').fill('12,50');
      await expect(part.getByTestId('invoice-points-refusal')).toHaveCount(0);
      await expect(part.getByTestId('invoice-points-value')).toContainText('125');
      await page.keyboard.press('Control+s');
      await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
      const id = Number(hashPath(page).split('/').pop());
      const stored = await apiCall(page, token, 'GET', `documents/${id}`);
      // 45,00 owed after the campaign: 12,50 with points, 32,50 in cash
      expect(stored.paymentType).toBe('mixed');
      expect(stored.payments).toEqual({ cash: '32.50', card: '0.00', points: '12.50' });
      const saved = page.locator(`[data-testid="receipt-editor"][data-doc-id="${id}"]`);
      await expect(saved.getByTestId('invoice-points-lira')).toHaveValue('12.50');
      await saved.getByTestId('event-START').click();
      await expect(saved.getByTestId('receipt-status')).toHaveText('İşlemde');
      await saved.getByTestId('event-COMPLETE').click();
      await expect(saved.getByTestId('receipt-status')).toHaveText('Tamamlandı');
      expect((await apiCall(page, token, 'GET', `accounts/${customer.id}/points`)).balance).toBe(75);
    } finally {
      await put({ ...settings, enabled: false });
    }
  });
});
