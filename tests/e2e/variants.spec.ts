import { gs1CheckDigit } from '../../src/domain/identifiers/ean';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { ensureOpenCashBox, scan } from './pos-helpers';
import { shownScreen } from './warm-page';

/**
 * Issue #29, variants: a manager defines sizes and colours at /sistem/varyant, makes a model's variants on its card, and
 * the till sells them: the model's barcode asks for size and colour (keyboard only), a variant's barcode adds it.
 */
const run = String(Date.now() % 100_000);
const ean = (body12: string) => body12 + String(gs1CheckDigit(body12));

test('a model’s variants are made on its card and picked at the till by size and colour, or scanned by their own barcode', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await ensureOpenCashBox(page);

  // Sistem → Varyant Tanımları: two dimensions, typed as the dialog takes them
  await openPanel(page, '/sistem/varyant');
  await expect(page.getByTestId('sidebar').locator('a[href="#/sistem/varyant"]')).toHaveCount(1);
  const list = shownScreen(page).getByTestId('variant-dimension-list');
  for (const [name, values] of [
    [`Beden ${run}`, 'S, M'],
    [`Renk ${run}`, 'Kırmızı = RED, Mavi = BLUE'],
  ] as const) {
    await list.getByTestId('new-button').click();
    const dialog = page.getByTestId('variant-dimension-dialog');
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('input[name="values"]').fill(values);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(list.locator(`tr[data-name="Renk ${run}"]`)).toContainText('Kırmızı (RED), Mavi (BLUE)');

  // a model with a barcode of its own, and its four variants made on its card
  const locations = await apiCall(page, token, 'GET', 'locations');
  const model = await apiCall(page, token, 'POST', 'products', {
    name: `Tişört ${run}`,
    code: `TS${run}`,
    barcode: ean(`869${run.padStart(9, '0')}`),
    vatRate: 20,
    price: '250',
    locationId: locations.items[0].id,
  });
  await openPanel(page, `/stok/duzen/${model.id}`);
  const section = page.getByTestId('product-variants');
  for (const [dimension, value] of [
    ['Beden', 'S'],
    ['Beden', 'M'],
    ['Renk', 'Kırmızı'],
    ['Renk', 'Mavi'],
  ])
    await section.locator(`fieldset[data-dimension="${dimension} ${run}"]`).getByRole('checkbox', { name: value, exact: true }).check({ force: true });
  await section.getByTestId('variant-generate').click();
  const table = section.getByTestId('variant-table');
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-code', `TS${run}-S-RED`);
  // the M / Mavi one costs more; its barcode, generated, is what the till scans
  const mBlue = table.locator(`tr[data-code="TS${run}-M-BLUE"]`);
  await mBlue.locator('[data-testid^="variant-price-"]').fill('275,50');
  await section.getByTestId('variant-save').click();
  await expect(mBlue.locator('[data-testid^="variant-price-"]')).toHaveValue('275.50');
  const sRedBarcode = await table.locator(`tr[data-code="TS${run}-S-RED"] [data-testid^="variant-barcode-"]`).inputValue();
  expect(sRedBarcode).toMatch(/^20\d{11}$/);

  // the till: the model's barcode asks which variant; arrows and Tab choose M and Mavi, Enter adds it
  await openPanel(page, '/fis/pos');
  await expect(page.getByTestId('pos-no-cash-box')).toHaveCount(0);
  await scan(page, model.barcode);
  const picker = page.getByTestId('pos-variant-picker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('input[type="radio"]').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  const lines = page.locator('[data-testid="pos-lines"] tbody tr');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(`Tişört ${run} M / Mavi`);
  await expect(page.locator('[data-testid^="pos-line-total-"]')).toHaveText(['275,50']);
  await expect(page.getByTestId('pos-scan')).toBeFocused();

  // a variant's own barcode adds it straight away
  await scan(page, sRedBarcode);
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText(`Tişört ${run} S / Kırmızı`);
  await expect(page.getByTestId('pos-total')).toHaveText('525,50');
});

test('in Arabic on a phone the variant dimensions and a model’s variants read right to left and stay within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'admin');
  const dimensions = [
    await apiCall(page, token, 'POST', 'variant-dimensions', {
      name: `Ebat ${run}`,
      values: [
        { name: 'Cep', code: 'CEP' },
        { name: 'Büyük', code: 'BYK' },
      ],
    }),
    await apiCall(page, token, 'POST', 'variant-dimensions', {
      name: `Kapak ${run}`,
      values: [
        { name: 'Ciltli', code: 'CLT' },
        { name: 'Karton', code: 'KRT' },
      ],
    }),
  ] as { id: number; values: { id: number }[] }[];
  const locations = await apiCall(page, token, 'GET', 'locations');
  const model = await apiCall(page, token, 'POST', 'products', { name: `Gömlek ${run}`, vatRate: 20, price: '300', locationId: locations.items[0].id });
  const made = await apiCall(page, token, 'POST', `products/${model.id}/variants`, {
    dimensions: dimensions.map((d) => ({ dimensionId: d.id, valueIds: d.values.map((v) => v.id) })),
  });
  expect(made.items.length).toBeGreaterThan(0);
  for (const [path, testId, title] of [
    ['/sistem/varyant', 'variant-dimension-list', 'أبعاد المتغيرات'],
    [`/stok/duzen/${model.id}`, 'product-variants', 'المتغيرات'],
  ] as const) {
    await openPanel(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const screen = page.getByTestId(testId);
    await expect(screen).toBeVisible();
    await expect(screen.getByText(title, { exact: true }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
});
