import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/**
 * Cash and bank (/kasa): an account defined with its IBAN checked, a collection written, completed and seen in the
 * account's statement with its running balance; a transfer across currencies at a typed rate; the income and expense
 * pages and the statement in Arabic on a phone, and the auditor reading a completed voucher.
 */

/** The page of the active tab (tabs keep the pages they hid). */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

async function pick(page: Page, field: string, name: string) {
  const input = page.locator(`[data-testid="picker-${field}"]:visible`);
  await input.click();
  await input.fill(name);
  await page.getByTestId(`${field}-option`).filter({ hasText: name }).click();
}

test('define a bank account (IBAN checked), collect a debt into it and read its statement with the running balance', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Tahsil ${stamp}`, kind: 'customer' });

  await openPanel(page, '/kasa/list');
  await page.getByTestId('cash-account-new').click();
  const dialog = page.getByTestId('cash-account-dialog');
  await dialog.locator('#f-kind').selectOption('bank');
  await dialog.locator('#f-name').fill(`E2E Banka ${stamp}`);
  await dialog.locator('#f-iban').fill('TR00 0006 1005 1978 6457 8413 26');
  await dialog.getByTestId('dialog-save').click();
  await expect(dialog.getByTestId('error-iban')).toHaveText('Geçersiz IBAN.');
  await dialog.locator('#f-iban').fill('TR33 0006 1005 1978 6457 8413 26');
  await dialog.getByTestId('dialog-save').click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('cash-box-row').filter({ hasText: `E2E Banka ${stamp}` });
  await expect(row).toContainText('TR330006100519786457841326');
  const bankId = Number(await row.getAttribute('data-id'));

  await openPanel(page, '/kasa/tahsilat/yeni');
  const form = shown(page, 'cash-voucher-form');
  await form.locator('#f-cashAccountId').selectOption(String(bankId));
  await form.locator('#f-amount').fill('1.250,50');
  await form.getByTestId('cash-voucher-save').click();
  await expect(form.getByTestId('error-accountId')).toHaveText('Cari seçin.');
  await pick(page, 'accountId', customer.name);
  await form.getByTestId('cash-voucher-save').click();
  const saved = shown(page, 'cash-voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await saved.getByTestId('cash-voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  await expect(saved.getByTestId('cash-voucher-save')).toHaveCount(0);

  await openPanel(page, '/kasa/list');
  await page
    .getByTestId('cash-box-row')
    .filter({ hasText: `E2E Banka ${stamp}` })
    .getByTestId('cash-account-statement')
    .click();
  const statement = shown(page, 'cash-statement');
  await expect(statement.getByTestId('cash-statement-row')).toHaveCount(1);
  await expect(statement.getByTestId('cash-statement-row')).toContainText(customer.name);
  await expect(statement.getByTestId('cash-statement-balance')).toHaveText('1.250,50');
  await expect(statement.getByTestId('cash-statement-closing')).toHaveText('1.250,50');
  const download = page.waitForEvent('download');
  await statement.getByTestId('cash-statement-csv').click();
  expect((await download).suggestedFilename()).toBe(`kasa-${bankId}-ekstre.csv`);
});

test('a transfer from TRY into a USD account at a typed rate shows the amount received, moves both balances, and once completed no longer asks for the rate by hand', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const tl = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E TL ${stamp}` });
  const usd = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'bank', name: `E2E USD ${stamp}`, currency: 'USD' });

  await openPanel(page, '/kasa/virman/yeni');
  const form = shown(page, 'cash-voucher-form');
  await form.locator('#f-cashAccountId').selectOption(String(tl.id));
  await form.locator('#f-targetCashAccountId').selectOption(String(usd.id));
  await form.locator('#f-amount').fill('3250');
  await form.getByTestId('cash-voucher-save').click();
  await expect(form.getByTestId('error-exchangeRate')).toBeVisible();
  await form.getByTestId('exchange-rate-field').locator('input').fill('32,5');
  // the test server reaches no TCMB bulletin: a draft asks for the rate by hand
  await expect(form.getByTestId('exchange-rate-unavailable')).toContainText('elle');
  await expect(form.getByTestId('cash-voucher-counter')).toContainText('100,00 USD');
  await form.getByTestId('cash-voucher-save').click();
  const saved = shown(page, 'cash-voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await saved.getByTestId('cash-voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  // completed, it shows the rate it used and offers nothing to type
  const rate = saved.getByTestId('exchange-rate-field');
  await expect(rate.locator('input')).toHaveValue('32,5000');
  await expect(rate.locator('input')).toBeDisabled();
  await expect(saved.getByTestId('exchange-rate-unavailable')).toHaveCount(0);
  await expect(rate).not.toContainText('elle');
  const balances = (await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number; balance: string }[];
  expect(balances.find((b) => b.id === tl.id)!.balance).toBe('-3250.00');
  expect(balances.find((b) => b.id === usd.id)!.balance).toBe('100.00');
});

test('a cash slip that would take a box below zero warns before it is saved; a box that refuses it says the completion will be refused', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const box = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E Eksi ${stamp}` });
  const funding = await apiCall(page, token, 'POST', 'documents', { type: 'cashIn', cashAccountId: box.id, amount: '100' });
  await apiCall(page, token, 'POST', `documents/${funding.id}/events`, { type: 'COMPLETE', version: funding.version });

  await openPanel(page, '/kasa/borc/yeni');
  const form = shown(page, 'cash-voucher-form');
  await form.locator('#f-cashAccountId').selectOption(String(box.id));
  await form.locator('#f-amount').fill('60');
  await expect(form.getByTestId('negative-cash-notice')).toHaveCount(0);
  await form.locator('#f-amount').fill('150');
  const notice = form.getByTestId('negative-cash-notice');
  await expect(notice).toHaveAttribute('data-policy', 'warn');
  await expect(notice).toContainText(`E2E Eksi ${stamp}`);
  await expect(notice).toContainText('100,00 TRY');
  await expect(notice).toContainText('50,00 TRY');
  await form.getByTestId('cash-voucher-save').click();
  const saved = shown(page, 'cash-voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await expect(saved.getByTestId('negative-cash-notice')).toBeVisible();
  await saved.getByTestId('cash-voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  await expect(saved.getByTestId('negative-cash-notice')).toHaveCount(0);

  const refusing = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E Engel ${stamp}`, negativeCash: 'refuse' });
  await openPanel(page, '/kasa/borc/yeni');
  const next = shown(page, 'cash-voucher-form');
  await next.locator('#f-cashAccountId').selectOption(String(refusing.id));
  await next.locator('#f-amount').fill('10');
  await expect(next.getByTestId('negative-cash-notice')).toHaveAttribute('data-policy', 'refuse');
});

test('income and expense in Arabic on a phone; the statement right to left; the auditor reads a completed voucher', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const box = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E Gider ${stamp}` });
  const rent = await apiCall(page, token, 'POST', 'definitions/incomeExpense', { name: `E2E Kira ${stamp}`, direction: 'expense' });
  const expense = await apiCall(page, token, 'POST', 'documents', {
    type: 'expense',
    cashAccountId: box.id,
    incomeExpenseId: rent.id,
    amount: '750',
    note: `E2E kira ${stamp}`,
  });
  await apiCall(page, token, 'POST', `documents/${expense.id}/events`, { type: 'COMPLETE', version: expense.version });

  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  await openPanel(page, '/kasa/gelirgider');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('income-expense-row').filter({ hasText: `E2E Kira ${stamp}` })).toContainText('مصروف');
  await openPanel(page, '/kasa/gelirgiderhareket');
  await expect(shown(page, 'income-expense-moves')).toContainText(expense.number);
  await openPanel(page, `/kasa/islem?account=${box.id}`);
  const statement = shown(page, 'cash-statement');
  await expect(statement.getByTestId('cash-statement-balance')).toHaveText('\u200e-750,00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  await setCookie(page, 'lang', 'tr');
  await signIn(page, 'denetci');
  await openPanel(page, `/kasa/gider/duzen/${expense.id}`);
  const form = shown(page, 'cash-voucher-form');
  await expect(form).toHaveAttribute('data-status', 'completed');
  await expect(form.getByTestId('cash-voucher-save')).toHaveCount(0);
  await expect(form.getByTestId('cash-voucher-complete')).toHaveCount(0);
});
