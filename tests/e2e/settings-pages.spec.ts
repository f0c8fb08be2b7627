import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * Sistem → Birimler (/sistem/tunits) and the receipt grid's multiplier it fills. The demo company's units are shared
 * by the other files of a slot: each test deletes what it added.
 */
const cell = (page: Page, row: number, col: string) => page.locator(`[data-testid="receipt-editor"] [data-cell="${row}:${col}"]`);

test('a manager adds a packing unit and deletes it; a unit in use offers no delete', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  await openPanel(page, '/sistem/tunits');
  await expect(page.getByTestId('sidebar').locator('a[href="#/sistem/tunits"]')).toHaveCount(1);
  const list = shownScreen(page).getByTestId('unit-list');
  await expect(list.locator('tr[data-code="KOLİ"] [data-col="conversion"]')).toHaveText('1 KOLİ = 12 ADET');
  await expect(list.locator('tr[data-code="ADET"] [data-testid="delete"]')).toHaveCount(0);
  await list.getByTestId('new-button').click();
  const dialog = page.getByTestId('unit-dialog');
  await dialog.locator('input[name="code"]').fill('çuval');
  await dialog.locator('input[name="name"]').fill('Çuval');
  await dialog.locator('select[name="baseCode"]').selectOption('KG');
  await dialog.locator('input[name="factor"]').fill('0');
  await dialog.getByTestId('dialog-save').click();
  await expect(dialog.getByTestId('error-factor')).toHaveText('Sıfırdan büyük olmalı.');
  await dialog.locator('input[name="factor"]').fill('50');
  await dialog.getByTestId('dialog-save').click();
  await expect(dialog).toHaveCount(0);
  const row = list.locator('tr[data-code="ÇUVAL"]');
  await expect(row.locator('[data-col="conversion"]')).toHaveText('1 ÇUVAL = 50 KG');
  await row.getByTestId('delete').click();
  await expect(row).toHaveCount(0);
  expect(((await apiCall(page, token, 'GET', 'units')).items as { code: string }[]).map((u) => u.code)).not.toContain('ÇUVAL');
});

test('a receipt line entered in koli takes the unit factor as its multiplier: 2 koli of 42,90 per adet is 24 adet, 1.029,60', async ({ page }) => {
  await signIn(page, 'muhasebe');
  await openPanel(page, '/fis/fatura/satis/yeni');
  const editor = page.getByTestId('receipt-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await cell(page, 0, 'code').click();
  await page.keyboard.type('KRT0000001');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'quantity')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  const unit = cell(page, 0, 'unit');
  await expect(unit).toHaveValue('ADET');
  await unit.selectOption('KOLİ');
  await expect(cell(page, 0, 'multiplier')).toHaveValue('12');
  await expect(editor.locator('tr[data-line="0"] [data-col="total"]')).toHaveText('1.029,60');
  await unit.selectOption('ADET');
  await expect(cell(page, 0, 'multiplier')).toHaveValue('1');
});
