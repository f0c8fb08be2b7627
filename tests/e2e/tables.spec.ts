import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * Table tracking (/fis/posmasa) as the cashier (kasa@demo.test, without the fast-sale permission): two tables
 * opened, items added by scanning, one table merged into the other, part of the bill split to a third table,
 * and the bill paid in cash, after which it leaves the list of open tables.
 */
const NOTEBOOK = { barcode: '7501031311309', name: 'Defter A4 Kareli' };
// typed by its code: another test adds a stock card with the pencil's barcode at another price
const PENCIL = { barcode: 'KRT0000002', name: 'Kurşun Kalem HB' };

async function openCashBox(page: Page) {
  const admin = await signIn(page, 'admin');
  const open = await apiCall(page, admin, 'GET', 'documents?type=cashBoxSession&status=open&limit=1&offset=0');
  if (open.items.length > 0) return;
  const boxes = (await apiCall(page, admin, 'GET', 'cash-boxes')).items as { id: number; kind: string }[];
  await apiCall(page, admin, 'POST', 'documents', { type: 'cashBoxSession', cashBoxId: boxes.find((b) => b.kind === 'cash')!.id, openingBalance: '0.00' });
}

async function productId(page: Page, token: string, barcode: string): Promise<number> {
  const items = (await apiCall(page, token, 'GET', `products?q=${barcode}&limit=10&offset=0`)).items as { id: number; code: string }[];
  return (items.find((p) => p.code === barcode) ?? items[0]!).id;
}

const bill = (page: Page) => page.locator('[data-route^="/fis/posmasa/duzen/"]:visible [data-testid="tables-bill"]');
const line = (page: Page, id: number) => bill(page).getByTestId(`tables-line-${id}`);

/** What a scanner does: the whole code at once, then Enter. */
async function scan(page: Page, barcode: string) {
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');
  await bill(page).getByTestId('tables-scan').focus();
  await page.keyboard.type(barcode, { delay: 0 });
  await page.keyboard.press('Enter');
}

async function newTable(page: Page, name: string) {
  await openPanel(page, '/fis/posmasa');
  await expect(page.getByTestId('tables-list')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByTestId('tables-new-name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(bill(page)).toHaveAttribute('data-table-name', name);
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');
}

test('the cashier opens two tables, scans, merges, splits and pays one in cash', async ({ page }) => {
  await openCashBox(page);
  const kasa = await signIn(page, 'kasa');
  const notebook = await productId(page, kasa, NOTEBOOK.barcode);
  const pencil = await productId(page, kasa, PENCIL.barcode);
  const suffix = String(Date.now() % 10000);
  const [garden, terrace, corner] = [`Bahçe ${suffix}`, `Pencere ${suffix}`, `Köşe ${suffix}`];

  await newTable(page, garden);
  await expect(bill(page)).toHaveAttribute('data-can-edit-prices', 'false');
  await scan(page, NOTEBOOK.barcode);
  await expect(line(page, notebook)).toHaveAttribute('data-quantity', '1');
  await scan(page, NOTEBOOK.barcode);
  await expect(line(page, notebook)).toHaveAttribute('data-quantity', '2');
  await expect(line(page, notebook)).toContainText(NOTEBOOK.name);
  await scan(page, PENCIL.barcode);
  await expect(line(page, pencil)).toHaveAttribute('data-quantity', '1');
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');

  await newTable(page, terrace);
  await scan(page, PENCIL.barcode);
  await expect(line(page, pencil)).toHaveAttribute('data-quantity', '1');
  await scan(page, PENCIL.barcode);
  await expect(line(page, pencil)).toHaveAttribute('data-quantity', '2');
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');

  // both tables in the list
  await openPanel(page, '/fis/posmasa');
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${garden}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${terrace}"]`)).toContainText('1 satır');
  await page.locator(`[data-testid="tables-card"][data-table-name="${terrace}"]`).click();
  await expect(bill(page)).toHaveAttribute('data-table-name', terrace);

  // merge the terrace table into the garden table (F7): its pencils add up to the garden's
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');
  await page.keyboard.press('F7');
  await page.locator(`[data-testid="tables-merge-option"][data-table-name="${garden}"]`).check({ force: true });
  await page.getByTestId('tables-merge-confirm').click();
  await expect(bill(page)).toHaveAttribute('data-table-name', garden);
  await expect(line(page, pencil)).toHaveAttribute('data-quantity', '3');
  await expect(line(page, notebook)).toHaveAttribute('data-quantity', '2');

  // split (F8): one notebook and two pencils to the corner table
  await page.keyboard.press('F8');
  await page.getByTestId(`tables-split-${notebook}`).fill('1');
  await page.getByTestId(`tables-split-${pencil}`).fill('4');
  await expect(page.getByTestId('tables-split-problem')).toBeVisible();
  await page.getByTestId(`tables-split-${pencil}`).fill('2');
  await page.getByTestId('tables-split-name').fill(corner);
  await expect(page.getByTestId('tables-split-problem')).toHaveCount(0);
  await page.getByTestId('tables-split-name').press('Enter');
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');
  await expect(line(page, notebook)).toHaveAttribute('data-quantity', '1');
  await expect(line(page, pencil)).toHaveAttribute('data-quantity', '1');

  // pay in cash (F9) with change due: 42.90 + 12.50, shelf prices with their VAT in them = 55.40
  await expect(bill(page).getByTestId('tables-total')).toContainText('55,40');
  await page.keyboard.press('F9');
  await page.getByTestId('tables-cash').fill('100');
  await expect(page.getByTestId('tables-change')).toContainText('44,60');
  await page.getByTestId('tables-cash').press('Enter');
  await expect(page.getByTestId('tables-done')).toBeVisible();
  await expect(page.getByTestId('tables-done').getByTestId('tables-slip')).toContainText(NOTEBOOK.name);
  await expect(page.getByTestId('tables-done').getByTestId('tables-slip-total')).toContainText('55,40');
  await page.keyboard.press('Enter');

  // the paid table has left the list; the corner table is open with what was split to it
  await expect(page.getByTestId('tables-list')).toBeVisible();
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${corner}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${garden}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${terrace}"]`)).toHaveCount(0);
  const open = (await apiCall(page, kasa, 'GET', 'tables')).items as { tableName: string; lineCount: number }[];
  expect(open.find((t) => t.tableName === corner)?.lineCount).toBe(2);
});

test('on a phone in Arabic the tables page reads right to left and opens a table', async ({ page }) => {
  const PHONE_TABLE = `هاتف ${Date.now() % 100000}`;
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'kasa');
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }]);
  await openPanel(page, '/fis/posmasa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('tables-new').click();
  await page.getByTestId('tables-new-name').fill(PHONE_TABLE);
  await page.getByTestId('tables-new-name').press('Enter');
  await expect(bill(page)).toHaveAttribute('data-table-name', PHONE_TABLE);
  await expect(bill(page).getByTestId('tables-pay')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(400);
});

test('moving a bill (F6): to a free table it goes, to an occupied one the server says to merge', async ({ page }) => {
  await signIn(page, 'kasa');
  const suffix = String(Date.now() % 100000);
  const [first, second, free] = [`Salon ${suffix}`, `Bar ${suffix}`, `Balkon ${suffix}`];
  await newTable(page, first);
  await newTable(page, second);
  await scan(page, NOTEBOOK.barcode);
  await expect(bill(page).locator('[data-testid^="tables-line-"]')).toHaveCount(1);
  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');

  await page.keyboard.press('F6');
  await page.getByTestId('tables-move-name').fill(first);
  await page.getByTestId('tables-move-name').press('Enter');
  await expect(bill(page).getByTestId('tables-failure')).toContainText(`“${first}” masası dolu`);
  await expect(bill(page)).toHaveAttribute('data-table-name', second);

  await expect(bill(page)).toHaveAttribute('data-step', 'ordering');
  await page.keyboard.press('F6');
  await page.getByTestId('tables-move-name').fill(free);
  await page.getByTestId('tables-move-name').press('Enter');
  await expect(bill(page)).toHaveAttribute('data-table-name', free);
  await expect(bill(page).locator('[data-testid^="tables-line-"]')).toHaveCount(1);
  await openPanel(page, '/fis/posmasa');
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${free}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="tables-card"][data-table-name="${second}"]`)).toHaveCount(0);
});

test('a model scanned at a table opens the size/colour picker, keyboard first, and the variant chosen goes on the bill', async ({ page }) => {
  await openCashBox(page);
  const admin = await signIn(page, 'admin');
  const run = String(Date.now() % 100_000);
  const locations = await apiCall(page, admin, 'GET', 'locations');
  const size = await apiCall(page, admin, 'POST', 'variant-dimensions', {
    name: `Boy ${run}`,
    values: [
      { name: 'Küçük', code: 'K' },
      { name: 'Büyük', code: 'B' },
    ],
  });
  const model = await apiCall(page, admin, 'POST', 'products', {
    name: `Çay ${run}`,
    code: `CAY${run}`,
    vatRate: 10,
    price: '20',
    locationId: locations.items[0].id,
  });
  const made = await apiCall(page, admin, 'POST', `products/${model.id}/variants`, {
    dimensions: [{ dimensionId: size.id, valueIds: size.values.map((v: { id: number }) => v.id) }],
    barcodes: false,
  });
  const big = (made.items as { id: number; code: string }[]).find((v) => v.code === `CAY${run}-B`)!;

  await signIn(page, 'kasa');
  await newTable(page, `Varyant ${run}`);
  await scan(page, `CAY${run}`);
  const picker = page.getByTestId('pos-variant-picker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('input[type="radio"]').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(line(page, big.id)).toHaveAttribute('data-quantity', '1');
  await expect(line(page, big.id)).toContainText(`Çay ${run} Büyük`);
  await expect(bill(page).getByTestId('tables-failure')).toHaveCount(0);
  await expect(bill(page).getByTestId('tables-scan')).toBeFocused();
});
