import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * /cari/acik: a sale on account, reached by its invoice's "Taksitlendir" link, split evenly into instalments on the plan page (the kuruş left over on the first),
 * a wrong sum refused in the user's words, the account's plan with each instalment's state, and the overdue list
 * after a partial collection; the same in Arabic on a phone. Data is set up through the API.
 */

/** A day `offset` days from today in Istanbul, where the server counts what is overdue. */
const day = (offset: number) => {
  return addDays(businessDay(new Date()), offset);
};

async function invoiceOnAccount(page: Page, token: string, name: string, price: string) {
  const account = await apiCall(page, token, 'POST', 'accounts', { name, kind: 'customer' });
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const warehouse = (await apiCall(page, token, 'GET', 'warehouses')).items[0];
  let doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: account.id,
    warehouseId: warehouse.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: price, vatRate: 0 }],
  });
  for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
  return { account: account as { id: number; name: string }, doc: doc as { id: number; number: string } };
}

/** A plan with its first two instalments past due, and a receivable voucher of `paid` completed on the account. */
async function overduePlan(page: Page, token: string, name: string, paid: string) {
  const { account, doc } = await invoiceOnAccount(page, token, name, '90.00');
  const res = await page.request.put(`/api/instalment-plans/document/${doc.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { instalments: [-40, -10, 20].map((d) => ({ dueDate: day(d), amount: '30.00' })) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const v = await apiCall(page, token, 'POST', 'documents', { type: 'receivableVoucher', accountId: account.id, amount: paid });
  await apiCall(page, token, 'POST', `documents/${v.id}/events`, { type: 'COMPLETE', version: v.version });
  return { account, doc };
}

async function pickAccount(page: Page, name: string) {
  const input = page.locator('[data-testid="picker-instalment-account"]:visible');
  await input.click();
  await input.fill(name);
  await page.getByTestId('instalment-account-option').filter({ hasText: name }).click();
}

test('a sale on account split evenly, a wrong sum refused, then the plan and the overdue list of the accounts', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const { account, doc } = await invoiceOnAccount(page, token, `E2E Taksit ${stamp}`, '100.00');
  const late = await overduePlan(page, token, `E2E Geciken ${stamp}`, '10.00');

  // the completed invoice on account links to its plan
  await openPanel(page, `/fis/fatura/satis/duzen/${doc.id}`);
  await page.locator('[data-testid="instalment-plan-link"]:visible').click();
  const form = page.locator('[data-testid="instalment-plan-form"]:visible');
  await expect(form).toHaveAttribute('data-route', `/cari/acik/${doc.id}`);
  await expect(form.getByTestId('plan-owed')).toContainText('100,00 TRY');
  await expect(form.getByTestId('plan-amount')).toHaveCount(3);
  await form.locator('#f-instalment-count').fill('4');
  await form.getByTestId('plan-split').click();
  await expect(form.getByTestId('plan-amount')).toHaveCount(4);
  await form.locator('#f-instalment-count').fill('3');
  await form.getByTestId('plan-split').click();
  await expect(form.getByTestId('plan-amount')).toHaveCount(3);
  await expect(form.getByTestId('plan-amount').nth(0)).toHaveValue('33,34');
  await expect(form.getByTestId('plan-amount').nth(2)).toHaveValue('33,33');
  await expect(form.getByTestId('plan-left')).toContainText('0,00');

  // a sum that is not the total: the difference shows as typed, the server says why
  await form.getByTestId('plan-amount').nth(1).fill('40');
  await expect(form.getByTestId('plan-left')).toContainText('-6,67');
  await form.getByTestId('plan-amount').nth(1).press('Enter');
  await expect(form.getByTestId('plan-error')).toHaveText('Taksitlerin toplamı belgenin tutarına tam olarak eşit olmalıdır.');
  await form.getByTestId('plan-amount').nth(1).fill('33,33');
  await form.getByTestId('plan-save').click();
  await expect(page.getByText('Taksit planı kaydedildi.')).toBeVisible();
  await expect(form.getByTestId('plan-delete')).toBeVisible();

  await page.goto('/#/cari/acik');
  const screen = page.locator('[data-testid="instalments-page"]:visible');
  // the account with instalments past due is in the overdue list, oldest first, with what is still owed
  const lateRows = screen.locator(`[data-testid="overdue-row"][data-account-id="${late.account.id}"]`);
  await expect(lateRows).toHaveCount(2);
  await expect(lateRows.nth(0).getByTestId('overdue-open')).toHaveText('20,00 TRY');
  await expect(lateRows.nth(0)).toContainText('1/3');
  await expect(lateRows.nth(0)).toContainText('40 gün');
  await expect(lateRows.nth(1)).toContainText('2/3');
  await expect(lateRows.nth(1).getByTestId('overdue-open')).toHaveText('30,00 TRY');
  await expect(screen.locator(`[data-testid="overdue-row"][data-account-id="${account.id}"]`)).toHaveCount(0);

  await pickAccount(page, account.name);
  const plan = screen.getByTestId('instalment-plan');
  await expect(plan).toHaveAttribute('data-document-id', String(doc.id));
  await expect(plan.getByTestId('instalment-row')).toHaveCount(3);
  await expect(plan.getByTestId('instalment-state')).toHaveText(['Açık', 'Açık', 'Açık']);
  await expect(plan.getByTestId('plan-summary')).toContainText('100,00 TRY');

  // a click on an overdue account shows its plan: two instalments overdue, one of them in part; no longer editable
  await lateRows.nth(0).getByTestId('overdue-account').click();
  const latePlan = screen.getByTestId('instalment-plan');
  await expect(latePlan).toHaveAttribute('data-document-id', String(late.doc.id));
  await expect(latePlan.getByTestId('instalment-state')).toHaveText(['Gecikmiş', 'Gecikmiş', 'Açık']);
  await expect(latePlan.getByTestId('plan-edit')).toHaveCount(0);

  // a receivable voucher names the second instalment: it is settled before the older first one
  await page.goto('/#/cari/alacak/yeni');
  const voucher = page.locator('[data-testid="voucher-form"]:visible');
  const picker = voucher.getByTestId('picker-accountId');
  await picker.click();
  await picker.fill(late.account.name);
  await page.getByTestId('accountId-option').filter({ hasText: late.account.name }).click();
  const choices = voucher.getByTestId('voucher-instalment');
  await expect(choices).toHaveCount(3);
  // the box's label takes the click (its drawn indicator covers the input)
  await choices.nth(1).locator('xpath=..').click();
  await expect(choices.nth(1)).toBeChecked();
  await voucher.locator('#f-amount').fill('30');
  await voucher.getByTestId('voucher-save').click();
  const saved = page.locator('[data-testid="voucher-form"]:visible');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await expect(saved.getByTestId('voucher-instalment').nth(1)).toBeChecked();
  await saved.getByTestId('voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  const after = await apiCall(page, token, 'GET', `instalment-plans/document/${late.doc.id}`);
  expect(after.plan.instalments.map((i: { open: string }) => i.open)).toEqual(['20.00', '0.00', '30.00']);
});

test('in Arabic on a phone: right to left, the overdue list, the states and the locked plan form in Arabic, no sideways overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const late = await overduePlan(page, token, `E2E Arapça ${Date.now()}`, '40.00');
  await openPanel(page, '/cari/acik');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screen = page.locator('[data-testid="instalments-page"]:visible');
  await expect(screen).toContainText('الأقساط المتأخرة');
  const rows = screen.locator(`[data-testid="overdue-row"][data-account-id="${late.account.id}"]`);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('overdue-open')).toHaveText('20,00 TRY');
  await rows.getByTestId('overdue-account').click();
  await expect(screen.getByTestId('instalment-state')).toHaveText(['مدفوع', 'متأخر', 'مفتوح']);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // its plan form: locked once something is collected, each due date shown whole on the phone
  await page.goto(`/#/cari/acik/${late.doc.id}`);
  const form = page.locator('[data-testid="instalment-plan-form"]:visible');
  await expect(form.getByTestId('plan-locked')).toHaveText('تم تحصيل جزء من هذه الخطة، لذا لم يعد من الممكن تعديلها.');
  await expect(form.getByTestId('plan-save')).toBeDisabled();
  const due = form.locator('#f-instalment-0-due');
  await expect(due).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(await due.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
