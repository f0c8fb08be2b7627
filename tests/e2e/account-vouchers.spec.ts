import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/**
 * Current accounts: edit a card and see it in the list, copy one, and a receivable voucher written,
 * completed and seen in the balance list and the statement. Also the amount rule, Arabic and a phone.
 */

async function newAccount(page: Page, token: string, name: string) {
  const r = await page.request.post('/api/accounts', { headers: { authorization: `Bearer ${token}` }, data: { name, kind: 'customer', taxOffice: 'Kadıköy' } });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()).response as { id: number; code: string; name: string };
}

/** The page of the active tab (tabs keep the pages they hid). */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

async function pick(page: Page, field: string, name: string) {
  const input = page.locator(`[data-testid="picker-${field}"]:visible`);
  await input.click();
  await input.fill(name);
  await page.getByTestId(`${field}-option`).filter({ hasText: name }).click();
}

test('edit an account: the list shows the new name; a copy gets a new code and keeps the details', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const a = await newAccount(page, token, `E2E Düzen ${stamp}`);

  await openPanel(page, '/cari/kartlist');
  await shown(page, 'account-card-list').getByRole('searchbox').fill(`E2E Düzen ${stamp}`);
  await page.locator(`tr[data-id="${a.id}"]`).getByTestId('account-edit').click();
  const form = shown(page, 'account-form');
  await expect(form).toHaveAttribute('data-route', `/cari/duzen/${a.id}`);
  await expect(form.locator('#f-name')).toHaveValue(a.name);
  await expect(form.locator('#f-taxOffice')).toHaveValue('Kadıköy');
  await form.locator('#f-name').fill(`E2E Düzenlendi ${stamp}`);
  await form.locator('#f-city').fill('İzmir');
  await form.locator('#f-authorizedIps').fill('10.0.0.1, 10.0.0.2');
  await form.getByRole('button', { name: 'Kaydet' }).click();

  const list = shown(page, 'account-list');
  await expect(list.locator(`tr[data-id="${a.id}"]`)).toContainText(`E2E Düzenlendi ${stamp}`);
  await expect(list.locator(`tr[data-id="${a.id}"]`)).toContainText(a.code);

  // the copy: same details, no code, saved as a new card
  await openPanel(page, `/cari/cogalt/${a.id}`);
  const copy = shown(page, 'account-form');
  await expect(copy.getByTestId('copy-note')).toBeVisible();
  await expect(copy.locator('#f-code')).toHaveValue('');
  await expect(copy.locator('#f-city')).toHaveValue('İzmir');
  await copy.locator('#f-name').fill(`E2E Kopya ${stamp}`);
  await copy.getByRole('button', { name: 'Kaydet' }).click();
  const row = shown(page, 'account-list')
    .locator('tbody tr')
    .filter({ hasText: `E2E Kopya ${stamp}` });
  await expect(row).toHaveCount(1);
  expect(await row.getAttribute('data-code')).not.toBe(a.code);
  expect(await row.getAttribute('data-id')).not.toBe(String(a.id));
});

test('an amount typed the Turkish way with a thousands separator (15.000) is fifteen thousand', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const a = await newAccount(page, token, `E2E Binlik ${Date.now()}`);
  await openPanel(page, '/cari/alacak/yeni');
  const form = shown(page, 'voucher-form');
  await pick(page, 'accountId', a.name);
  await form.locator('#f-amount').fill('15.000');
  await form.getByTestId('voucher-save').click();
  const saved = shown(page, 'voucher-form');
  await expect(saved).toHaveAttribute('data-route', /^\/cari\/alacak\/duzen\/\d+$/);
  await expect(saved.locator('#f-amount')).toHaveValue('15.000,00');
  const id = (await saved.getAttribute('data-route'))!.split('/').pop();
  expect((await apiCall(page, token, 'GET', `documents/${id}`)).amount).toBe('15000.00');
});

test('a receivable voucher: saved as a draft, completed, then the balance and the statement show it', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const a = await newAccount(page, token, `E2E Dekont ${Date.now()}`);

  await openPanel(page, '/cari/alacak/yeni');
  const form = shown(page, 'voucher-form');
  await expect(form).toHaveAttribute('data-status', 'new');
  await pick(page, 'accountId', a.name);
  await form.locator('#f-amount').fill('1,234.56');
  await form.locator('#f-description').fill('E2E tahsilat');
  await form.getByTestId('voucher-save').click();
  await expect(form.getByTestId('error-amount')).toHaveText('Virgül ve nokta birlikte kullanılamaz; ondalık ayırıcı olarak yalnızca birini kullanın.');

  await form.locator('#f-amount').fill('1.234,56');
  await form.getByTestId('voucher-save').click();
  await expect(shown(page, 'voucher-form')).toHaveAttribute('data-route', /^\/cari\/alacak\/duzen\/\d+$/);
  const saved = shown(page, 'voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await expect(saved.locator('#f-amount')).toHaveValue('1.234,56');
  const number = (await saved.getByTestId('voucher-number').textContent())!.trim();
  expect(number).toMatch(/^AD\d{10}$/);

  // a change not saved yet: Complete waits for Save
  await saved.locator('#f-description').fill('E2E tahsilat');
  await saved.locator('#f-description').fill('E2E tahsilat (kasa)');
  await expect(saved.getByTestId('voucher-complete')).toBeDisabled();
  await saved.getByTestId('voucher-save').click();
  await expect(saved.getByTestId('voucher-save-first')).toHaveCount(0);
  await saved.getByTestId('voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  await expect(saved.getByTestId('voucher-status')).toHaveText('Tamamlandı');
  await expect(saved.getByTestId('voucher-locked')).toBeVisible();
  await expect(saved.locator('#f-amount')).toBeDisabled();
  await expect(saved.getByTestId('voucher-complete')).toHaveCount(0);
  await expect(saved.getByTestId('voucher-save')).toHaveCount(0);

  await openPanel(page, `/cari/list?q=${a.code}`);
  const row = shown(page, 'account-list').locator(`tr[data-id="${a.id}"]`);
  await expect(row.locator('td[data-col="balance"]')).toHaveText('\u200e-1.234,56');

  await openPanel(page, '/cari/islem');
  await expect(shown(page, 'voucher-list').locator(`tr[data-number="${number}"]`)).toContainText('Alacak Dekontu');

  await openPanel(page, '/cari/ekstre');
  const input = page.locator('[data-testid="statement-account"]:visible');
  await input.click();
  await input.fill(a.name);
  await page.getByTestId('statement-account-option').filter({ hasText: a.name }).click();
  const line = page.getByTestId('statement-row');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Alacak Dekontu');
  await expect(line).toContainText(number);
  await expect(line).toContainText('E2E tahsilat (kasa)');
  await expect(line.getByTestId('statement-balance')).toHaveText('\u200e-1.234,56');
});

test('a euro receivable voucher asks its rate and credits the account its lira equivalent', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const a = await newAccount(page, token, `E2E Euro Dekont ${Date.now()}`);
  await openPanel(page, '/cari/alacak/yeni');
  const form = shown(page, 'voucher-form');
  await pick(page, 'accountId', a.name);
  await form.locator('#f-amount').fill('100');
  await expect(form.getByTestId('exchange-rate-field')).toHaveCount(0);
  await form.locator('#f-currency').selectOption('EUR');
  await form.getByTestId('exchange-rate-field').locator('input').fill('37,25');
  await form.getByTestId('voucher-save').click();
  const saved = shown(page, 'voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  const id = (await saved.getAttribute('data-route'))!.split('/').pop();
  expect(await apiCall(page, token, 'GET', `documents/${id}`)).toMatchObject({ currency: 'EUR', exchangeRate: '37.25' });
  await saved.getByTestId('voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  expect(await apiCall(page, token, 'GET', `accounts/${a.id}`)).toMatchObject({ balance: '-3725.00' });
});

test('a transfer voucher in Arabic on a phone: right to left, no sideways overflow, both accounts required', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const from = await newAccount(page, token, `E2E Virman A ${Date.now()}`);
  const to = await newAccount(page, token, `E2E Virman B ${Date.now()}`);
  await openPanel(page, '/cari/virman/yeni');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = shown(page, 'voucher-form');
  await pick(page, 'accountId', from.name);
  await form.locator('#f-amount').fill('50');
  await form.getByTestId('voucher-save').click();
  await expect(form.getByTestId('error-targetAccountId')).toHaveText('يتطلب التحويل اختيار الحساب الدائن.');
  await pick(page, 'targetAccountId', to.name);
  await form.getByTestId('voucher-save').click();
  const saved = shown(page, 'voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await saved.getByTestId('voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  const balance = async (id: number) =>
    (await (await page.request.get(`/api/accounts/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()).response.balance;
  expect(await balance(from.id)).toBe('50.00');
  expect(await balance(to.id)).toBe('-50.00');
});
