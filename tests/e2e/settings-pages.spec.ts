import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * Sistem → Birimler (/sistem/tunits) and the receipt grid's multiplier it fills, Cari Grupları, Genel Ayarlar and Fişler → Ayarlar,
 * and all of them in Arabic on a phone. The demo company's units and settings are shared
 * by the other files of a slot: each test puts back what it changed.
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

test('a receipt line entered in koli takes the unit factor as its multiplier: 2 koli of 42,90 an adet (VAT included) are 24 adet, 858,00 before VAT', async ({
  page,
}) => {
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
  await expect(editor.locator('tr[data-line="0"] [data-col="total"]')).toContainText('858,00');
  await unit.selectOption('ADET');
  await expect(cell(page, 0, 'multiplier')).toHaveValue('1');
});

const put = async (page: Page, token: string, path: string, data: unknown) => {
  const res = await page.request.fetch(`/api/${path}`, { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response;
};

test('an admin sets the general settings: a report download starts with the chosen separator, a new receipt in the chosen currency', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await openPanel(page, '/sistem/genel');
  await expect(page.getByTestId('sidebar').locator('a[href="#/sistem/genel"]')).toHaveCount(1);
  const form = shownScreen(page).getByTestId('general-form');
  await form.locator('#f-csvSeparator').selectOption('tab');
  await form.locator('#f-defaultCurrency').selectOption('EUR');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.').first()).toBeVisible();
  try {
    await page.goto('/#/rapor/caribakiye');
    await expect(page.getByTestId('report-separator')).toHaveValue('tab');
    await page.goto('/#/fis/fatura/satis/yeni');
    await expect(page.getByTestId('receipt-editor').locator('#f-currency')).toHaveValue('EUR', { timeout: 30_000 });
  } finally {
    const now = await apiCall(page, token, 'GET', 'general-settings');
    await put(page, token, 'general-settings', { version: now.version, csvSeparator: 'semicolon', defaultCurrency: 'TRY' });
  }
});

test('a manager turns packing units and the late-waybill warning off at /fis/ayar: lines are entered in the product unit, the list does not warn', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  await openPanel(page, '/fis/ayar');
  await expect(page.getByTestId('sidebar').locator('a[href="#/fis/ayar"]')).toHaveCount(1);
  const form = shownScreen(page).getByTestId('receipt-settings-form');
  await form.locator('label:has([data-testid="packingUnits-switch"])').click();
  await form.locator('label:has([data-testid="waybillWarning-switch"])').click();
  await expect(form.getByTestId('packingUnits-switch')).not.toBeChecked();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.').first()).toBeVisible();
  try {
    expect(await apiCall(page, token, 'GET', 'receipt-settings')).toMatchObject({ packingUnits: false, waybillWarning: false });
    await page.goto('/#/fis/fatura/satis/yeni');
    await expect(page.getByTestId('receipt-editor')).toBeVisible({ timeout: 30_000 });
    await cell(page, 0, 'code').click();
    await page.keyboard.type('KRT0000001');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'quantity')).toBeFocused();
    await expect(page.locator('[data-testid="receipt-editor"] tr[data-line="0"] [data-col="unit"]')).toHaveText('ADET');
    await expect(cell(page, 0, 'unit')).toHaveCount(0);

    // a waybill 10 days old is late: flagged in its row, but no warning above the list
    const accountId = ((await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[]).find(
      (a) => a.kind === 'customer',
    )!.id;
    const productId = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0].id as number;
    const date = addDays(businessDay(new Date()), -10);
    let doc = await apiCall(page, token, 'POST', 'documents', {
      type: 'salesWaybill',
      accountId,
      date,
      lines: [{ productId, quantity: '1', unitPrice: '5.00', vatRate: 20 }],
    });
    doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'START', version: doc.version });
    await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version });
    await page.goto('/#/fis/irsaliye/list');
    const list = page.getByTestId('waybill-list');
    await list.locator('#waybill-from').fill(date);
    await list.locator('#waybill-to').fill(date);
    await expect(list.locator(`tbody tr[data-id="${doc.id}"]`).getByTestId('late-flag')).toBeVisible();
    await expect(list.getByTestId('late-summary')).toHaveCount(0);
  } finally {
    const now = await apiCall(page, token, 'GET', 'receipt-settings');
    await put(page, token, 'receipt-settings', { version: now.version, packingUnits: true, waybillWarning: true });
  }
});

test('a manager defines an account group, puts an account in it on its card, and the account list filters by it', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  await openPanel(page, '/sistem/tclnt');
  await expect(page.getByTestId('sidebar').locator('a[href="#/sistem/tclnt"]')).toHaveCount(1);
  const list = shownScreen(page).getByTestId('account-group-list');
  const name = `Okullar ${Date.now() % 100_000}`;
  await list.getByTestId('new-button').click();
  const dialog = page.getByTestId('account-group-dialog');
  await dialog.locator('input[name="name"]').fill(name);
  await dialog.getByTestId('dialog-save').click();
  await expect(dialog).toHaveCount(0);
  const row = list.locator(`tr[data-name="${name}"]`);
  await expect(row.locator('[data-col="accounts"]')).toHaveText('0');
  const group = ((await apiCall(page, token, 'GET', 'account-groups')).items as { id: number; name: string }[]).find((g) => g.name === name)!;
  const account = await apiCall(page, token, 'POST', 'accounts', { name: `${name} Lisesi`, kind: 'customer' });
  try {
    await page.goto(`/#/cari/duzen/${account.id}`);
    const form = page.getByTestId('account-form');
    await form.locator('select[name="groupId"]').selectOption({ label: name });
    await form.locator('button[type="submit"]').click();
    await expect.poll(async () => (await apiCall(page, token, 'GET', `accounts/${account.id}`)).groupId).toBe(group.id);
    await page.goto('/#/cari/list');
    const accounts = shownScreen(page).getByTestId('account-list');
    await accounts.getByTestId('group-filter').selectOption({ label: name });
    await expect(accounts.locator('tbody tr')).toHaveCount(1);
    await expect(accounts.locator(`tbody tr[data-id="${account.id}"] [data-col="group"]`)).toHaveText(name);
    await page.goto('/#/sistem/tclnt');
    await expect(row.locator('[data-col="accounts"]')).toHaveText('1');
    await expect(row.getByTestId('delete')).toHaveCount(0);
  } finally {
    const card = await apiCall(page, token, 'GET', `accounts/${account.id}`);
    await put(page, token, `accounts/${account.id}`, { name: card.name, kind: card.kind, code: card.code, version: card.version });
    await page.request.fetch(`/api/account-groups/${group.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  }
});

test("an admin gives sales orders the company's own series prefix on /sistem/evrak; the next number shows it", async ({ page }) => {
  const token = await signIn(page, 'admin');
  await openPanel(page, '/sistem/evrak');
  const screen = shownScreen(page).getByTestId('document-settings');
  const row = screen.getByTestId('series-salesOrder');
  await expect(row.locator('input')).toHaveValue('SS');
  await row.locator('input').fill('sip');
  await screen.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Evrak ayarları kaydedildi.').first()).toBeVisible();
  try {
    await expect(row.locator('td').last()).toHaveText(/^SIP\d{10}$/);
    await expect(row.locator('input')).toHaveValue('SIP');
  } finally {
    const now = await apiCall(page, token, 'GET', 'document-settings');
    await put(page, token, 'document-settings', {
      version: now.version,
      defaultWarehouseId: now.defaultWarehouseId,
      defaultPaymentType: now.defaultPaymentType,
      seriesPrefixes: { salesOrder: 'SS' },
    });
  }
});

test('an admin sets küsurat yuvarlama to 0,50 on /sistem/evrak: a new sales invoice shows its exact total, the rounding and the rounded amount to pay', async ({
  page,
}) => {
  const token = await signIn(page, 'admin');
  await openPanel(page, '/sistem/evrak');
  const screen = shownScreen(page).getByTestId('document-settings');
  await expect(screen.locator('select[name="roundingStep"]')).toHaveValue('none');
  await expect(screen.locator('select[name="roundingMode"]')).toBeDisabled();
  await screen.locator('select[name="roundingStep"]').selectOption('0.50');
  await screen.locator('select[name="roundingMode"]').selectOption('nearest');
  await screen.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Evrak ayarları kaydedildi.').first()).toBeVisible();
  try {
    await page.goto('/#/fis/fatura/satis/yeni');
    const editor = page.getByTestId('receipt-editor');
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await cell(page, 0, 'code').click();
    await page.keyboard.type('KRT0000001');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'quantity')).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    // 3 × 42,90 with VAT is 128,70, paid 128,50: the nearest half lira
    await expect(editor.getByTestId('total-grand')).toHaveText('₺128,70');
    // a negative amount starts with a left-to-right mark, so that its minus stays in front in Arabic too
    await expect(editor.getByTestId('total-rounding')).toHaveText('\u200e-₺0,20');
    await expect(editor.getByTestId('total-payable')).toHaveText('₺128,50');
    await expect(editor.locator('[data-total="rounding"] th')).toHaveText('Yuvarlama');
    await expect(editor.locator('[data-total="payable"] th')).toHaveText('Ödenecek Tutar');
    // the print sheet (shown only on paper) says the same
    await expect(editor.getByTestId('print-payable')).toHaveText(/^\u200e?128,50 TRY$/);
  } finally {
    const now = await apiCall(page, token, 'GET', 'document-settings');
    await put(page, token, 'document-settings', {
      version: now.version,
      defaultWarehouseId: now.defaultWarehouseId,
      defaultPaymentType: now.defaultPaymentType,
      roundingStep: 'none',
      roundingMode: 'nearest',
    });
  }
});

test('in Arabic on a phone the settings pages read right to left and stay within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  await signIn(page, 'admin');
  const pages = [
    { path: '/sistem/genel', testId: 'general-settings', title: 'الإعدادات العامة' },
    { path: '/sistem/tunits', testId: 'unit-list', title: 'الوحدات' },
    { path: '/sistem/tclnt', testId: 'account-group-list', title: 'مجموعات الحسابات' },
    { path: '/sistem/evrak', testId: 'document-settings', title: null },
    { path: '/fis/ayar', testId: 'receipt-settings', title: 'إعدادات الإيصالات' },
  ];
  for (const p of pages) {
    await openPanel(page, p.path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const screen = shownScreen(page).getByTestId(p.testId);
    await expect(screen).toBeVisible();
    if (p.title) await expect(screen.getByText(p.title).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, p.path).toBeLessThanOrEqual(1);
  }
  await expect(shownScreen(page).getByTestId('receipt-settings').getByText('يملأ معامل الوحدة المختارة').first()).toBeVisible();
});

test('an admin makes a cash box refuse a negative balance on /sistem/evrak; the account keeps it', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const box = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E Politika ${Date.now()}` });
  await openPanel(page, '/sistem/evrak');
  const screen = shownScreen(page).getByTestId('document-settings');
  const select = screen.getByTestId('cash-account-policies').locator(`#f-cash-policy-${box.id}`);
  await expect(select).toHaveValue('warn');
  await select.selectOption('refuse');
  await expect(page.getByText('Evrak ayarları kaydedildi.').first()).toBeVisible();
  const saved = (await apiCall(page, token, 'GET', `cash-accounts/${box.id}`)) as { negativeCash: string; name: string };
  expect(saved).toMatchObject({ negativeCash: 'refuse', name: box.name });
});
