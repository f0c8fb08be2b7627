import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, signIn } from './helpers';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * The flows of cash and bank and of cheques a clerk goes through to the end: each voucher page written, completed
 * and then found locked on its own duzen/{id} page; a collection settling the instalment the clerk picks; a dollar
 * collection whose rate the form fills from the day's bulletin, with both amounts on the cash and the account
 * statements; and the cheque slips of returns, issues, endorsement and payment, and an own cheque's page.
 * The data the screens start from is made through the API, with names of its own.
 */

/** The page of the active tab (tabs keep the pages they hid). */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

async function pick(page: Page, field: string, name: string) {
  const input = page.locator(`[data-testid="picker-${field}"]:visible`);
  await input.click();
  await input.fill(name);
  await page.getByTestId(`${field}-option`).filter({ hasText: name }).click();
}

/** A day `offset` days from today in Istanbul, where the server counts what is due. */
const day = (offset: number) => {
  return addDays(businessDay(new Date()), offset);
};
const typed = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

type Named = { id: number; name: string };
const newAccount = async (page: Page, token: string, name: string, kind = 'customer'): Promise<Named> =>
  apiCall(page, token, 'POST', 'accounts', { name, kind });
const newCashAccount = async (page: Page, token: string, name: string, extra: Record<string, unknown> = {}): Promise<Named> =>
  apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name, ...extra });
const doc = async (page: Page, token: string, id: number) => apiCall(page, token, 'GET', `documents/${id}`);

/** Save the voucher form (a new one opens on its duzen page), complete it, and give its id. */
async function saveAndComplete(page: Page): Promise<number> {
  await shown(page, 'cash-voucher-form').getByTestId('cash-voucher-save').click();
  const saved = shown(page, 'cash-voucher-form');
  await expect(saved).toHaveAttribute('data-status', 'draft');
  await saved.getByTestId('cash-voucher-complete').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');
  return Number(/\/duzen\/(\d+)$/.exec(hashPath(page))![1]);
}

/** The voucher's own page, opened afresh: completed, locked, nothing to press. */
async function expectLocked(page: Page, path: string) {
  await openPanel(page, path);
  const form = shown(page, 'cash-voucher-form');
  await expect(form).toHaveAttribute('data-status', 'completed');
  await expect(form.getByTestId('cash-voucher-locked')).toBeVisible();
  await expect(form.getByTestId('cash-voucher-save')).toHaveCount(0);
  await expect(form.getByTestId('cash-voucher-complete')).toHaveCount(0);
  await expect(form.locator('#f-amount')).toBeDisabled();
}

test('a cash collection settles the instalment the clerk picks, the later one, and /cari/acik shows it paid', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const customer = await newAccount(page, token, `E2E Kasa Taksit ${stamp}`);
  const box = await newCashAccount(page, token, `E2E Taksit Kasa ${stamp}`);
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const warehouse = (await apiCall(page, token, 'GET', 'warehouses')).items[0];
  let invoice = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    warehouseId: warehouse.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '80.00', vatRate: 0 }],
  });
  for (const type of ['START', 'COMPLETE']) invoice = await apiCall(page, token, 'POST', `documents/${invoice.id}/events`, { type, version: invoice.version });
  const plan = await page.request.put(`/api/instalment-plans/document/${invoice.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { instalments: [10, 40].map((d) => ({ dueDate: day(d), amount: '40.00' })) },
  });
  expect(plan.status(), await plan.text()).toBe(200);

  await openPanel(page, '/kasa/tahsilat/yeni');
  const form = shown(page, 'cash-voucher-form');
  await form.locator('#f-cashAccountId').selectOption(String(box.id));
  await pick(page, 'accountId', customer.name);
  const choices = form.getByTestId('voucher-instalment');
  await expect(choices).toHaveCount(2);
  // the box's label takes the click (its drawn indicator covers the input)
  await choices.nth(1).locator('xpath=..').click();
  await expect(choices.nth(1)).toBeChecked();
  await form.locator('#f-amount').fill('40');
  const id = await saveAndComplete(page);
  await expect(shown(page, 'cash-voucher-form').getByTestId('voucher-instalment').nth(1)).toBeChecked();
  expect((await doc(page, token, id)).instalmentIds).toEqual([expect.any(String)]);

  await openPanel(page, '/cari/acik');
  const screen = shown(page, 'instalments-page');
  const input = page.locator('[data-testid="picker-instalment-account"]:visible');
  await input.click();
  await input.fill(customer.name);
  await page.getByTestId('instalment-account-option').filter({ hasText: customer.name }).click();
  await expect(screen.getByTestId('instalment-plan').getByTestId('instalment-state')).toHaveText(['Açık', 'Ödendi']);
});

test('payment, receivable and payable slips are written on their pages, completed, and locked on their own pages', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const supplier = await newAccount(page, token, `E2E Ödeme Tedarikçi ${stamp}`, 'supplier');
  const customer = await newAccount(page, token, `E2E Alacak Müşteri ${stamp}`);
  const box = await newCashAccount(page, token, `E2E Fiş Kasa ${stamp}`);
  const flows = [
    { segment: 'odeme', amount: '300', account: supplier, field: 'accountId' },
    { segment: 'alacak', amount: '120,50', account: customer, field: 'accountId' },
    { segment: 'borc', amount: '20', account: null, field: null },
  ] as const;
  for (const f of flows) {
    await openPanel(page, `/kasa/${f.segment}/yeni`);
    const form = shown(page, 'cash-voucher-form');
    await form.locator('#f-cashAccountId').selectOption(String(box.id));
    if (f.account) await pick(page, f.field!, f.account.name);
    await form.locator('#f-amount').fill(f.amount);
    const id = await saveAndComplete(page);
    await expectLocked(page, `/kasa/${f.segment}/duzen/${id}`);
  }
  const balances = (await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number; balance: string }[];
  expect(balances.find((b) => b.id === box.id)!.balance).toBe('-199.50');
  expect((await apiCall(page, token, 'GET', `accounts/${supplier.id}`)).balance).toBe('300.00');
  expect((await apiCall(page, token, 'GET', `accounts/${customer.id}`)).balance).toBe('-120.50');
});

test('a transfer and an income draft are changed and completed on their duzen pages, then locked', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const cash = await newCashAccount(page, token, `E2E Virman Kasa ${stamp}`);
  const bank = await newCashAccount(page, token, `E2E Virman Banka ${stamp}`, { kind: 'bank' });
  const item = await apiCall(page, token, 'POST', 'definitions/incomeExpense', { name: `E2E Komisyon ${stamp}`, direction: 'income' });
  const transfer = await apiCall(page, token, 'POST', 'documents', {
    type: 'cashTransfer',
    cashAccountId: cash.id,
    targetCashAccountId: bank.id,
    amount: '10',
  });
  const income = await apiCall(page, token, 'POST', 'documents', { type: 'income', cashAccountId: cash.id, incomeExpenseId: item.id, amount: '75' });

  for (const [path, amount] of [
    [`/kasa/virman/duzen/${transfer.id}`, '25'],
    [`/kasa/gelir/duzen/${income.id}`, '80'],
  ] as const) {
    await openPanel(page, path);
    const form = shown(page, 'cash-voucher-form');
    await expect(form).toHaveAttribute('data-status', 'draft');
    await form.locator('#f-amount').fill(amount);
    // a changed draft is saved before it is completed
    await expect(form.getByTestId('cash-voucher-complete')).toBeDisabled();
    await saveAndComplete(page);
    await expectLocked(page, path);
  }
  const balances = (await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number; balance: string }[];
  expect(balances.find((b) => b.id === cash.id)!.balance).toBe('55.00');
  expect(balances.find((b) => b.id === bank.id)!.balance).toBe('25.00');
});

test('a dollar collection takes the day’s rate from the stored bulletin; the cash and the account statements show both amounts', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  // the browser tests' server cannot reach TCMB: the company's copy of the bulletin of 4 December 2015 is what it serves
  const bulletin = await page.request.post('/api/exchange-rates/bulletin', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    data: readFileSync(new URL('../fixtures/tcmb-today-2015-12-04.xml', import.meta.url)),
  });
  expect(bulletin.status(), await bulletin.text()).toBeLessThan(300);
  const customer = await newAccount(page, token, `E2E Dolar Müşteri ${stamp}`);
  const usd = await newCashAccount(page, token, `E2E Dolar Kasa ${stamp}`, { currency: 'USD' });

  await openPanel(page, '/kasa/tahsilat/yeni');
  const form = shown(page, 'cash-voucher-form');
  await form.locator('#f-cashAccountId').selectOption(String(usd.id));
  await pick(page, 'accountId', customer.name);
  await form.locator('#f-date').fill('04.12.2015');
  await form.locator('#f-date').press('Tab');
  const rate = form.getByTestId('exchange-rate-field');
  await expect(rate.locator('input[name="exchangeRate"]')).toHaveValue('2,8973');
  await expect(rate.getByTestId('exchange-rate-source')).toHaveAttribute('data-bulletin-date', '2015-12-04');
  await form.locator('#f-amount').fill('100');
  await expect(form.getByTestId('cash-voucher-counter')).toContainText('289,73 TRY');
  const id = await saveAndComplete(page);
  expect(await doc(page, token, id)).toMatchObject({ currency: 'USD', exchangeRate: '2.8973', date: '2015-12-04' });

  await openPanel(page, `/kasa/islem?account=${usd.id}`);
  const statement = shown(page, 'cash-statement');
  await expect(statement.getByTestId('cash-statement-row')).toHaveCount(1);
  await expect(statement.getByTestId('cash-statement-balance')).toHaveText('100,00');
  await expect(statement.getByTestId('cash-statement-counter')).toHaveText('289,73 TRY @ 2,8973');

  await openPanel(page, '/cari/ekstre');
  const input = page.getByTestId('statement-account');
  await input.click();
  await input.fill(customer.name);
  await page.getByTestId('statement-account-option').filter({ hasText: customer.name }).click();
  const row = page.getByTestId('account-statement').getByTestId('statement-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('statement-foreign')).toHaveText('100,00 USD, kur 2,8973');
  await expect(row.getByTestId('statement-balance')).toHaveText('\u200e-289,73');
});

/** Tick the cheques of one account on a slip page (the checkbox's label takes the click). */
async function tick(page: Page, accountName: string, count: number) {
  const slip = shown(page, 'cheque-slip');
  await slip.locator('#slip-account').selectOption({ label: accountName });
  await expect(slip.getByTestId('slip-cheques-row')).toHaveCount(count);
  for (const box of await slip.locator('[data-testid="slip-cheques-row"] label.bp6-checkbox').all()) await box.click();
  return slip;
}

test('a return slip of received cheques (girisiade) gives the ticked ones back and debits the customer again', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const customer = await newAccount(page, token, `E2E Giriş İade ${Date.now()}`);
  const slip = await apiCall(page, token, 'POST', 'cheque-batches', {
    kind: 'receive',
    accountId: customer.id,
    items: [
      { type: 'receivedCheque', amount: '70', dueDate: day(5) },
      { type: 'receivedNote', amount: '30', dueDate: day(9) },
    ],
  });
  await openPanel(page, '/ceksenet/girisiade/yeni');
  const form = await tick(page, customer.name, 2);
  await expect(form.getByTestId('slip-total')).toContainText('100,00');
  await form.getByTestId('slip-save').click();
  await expect(shown(page, 'cheque-portfolio').getByTestId('portfolio-row').filter({ hasText: customer.name })).toHaveCount(0);
  for (const d of slip.documents as { id: number }[]) expect((await doc(page, token, d.id)).status).toBe('returned');
  expect((await apiCall(page, token, 'GET', `accounts/${customer.id}`)).balance).toBe('0.00');
});

test('an issue slip (cekcikis) writes our own cheque to a supplier; its endorsement mode gives a customer’s cheque to the supplier', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const supplier = await newAccount(page, token, `E2E Çek Tedarikçi ${stamp}`, 'supplier');
  const customer = await newAccount(page, token, `E2E Ciro Müşteri ${stamp}`);
  const received = await apiCall(page, token, 'POST', 'documents', { type: 'receivedCheque', accountId: customer.id, amount: '45', dueDate: day(12) });

  await openPanel(page, '/ceksenet/cekcikis/yeni');
  const form = shown(page, 'cheque-entry');
  await pick(page, 'accountId', supplier.name);
  await form.locator('input[name="items.0.serialNo"]').fill(`K-${stamp}`);
  await form.locator('input[name="items.0.amount"]').fill('0');
  await form.locator('#f-items-0-dueDate').fill(typed(day(30)));
  await form.getByTestId('slip-save').click();
  // a cheque of nothing is named on its row by the server, and nothing is written
  await expect(form.getByTestId('error-items.0.amount')).toBeVisible();
  await form.locator('input[name="items.0.amount"]').fill('1500');
  await form.getByTestId('slip-save').click();
  const portfolio = shown(page, 'cheque-portfolio');
  await expect(portfolio.getByTestId('portfolio-row').filter({ hasText: `K-${stamp}` })).toHaveCount(1);
  expect((await apiCall(page, token, 'GET', `accounts/${supplier.id}`)).balance).toBe('1500.00');

  await openPanel(page, '/ceksenet/cekcikis/yeni');
  await shown(page, 'cheque-entry').getByTestId('mode-endorse').click();
  const endorse = shown(page, 'cheque-slip');
  await expect(endorse).toHaveAttribute('data-kind', 'endorse');
  await pick(page, 'accountId', supplier.name);
  await tick(page, customer.name, 1);
  await endorse.getByTestId('slip-save').click();
  await expect(shown(page, 'cheque-portfolio')).toBeVisible();
  expect(await doc(page, token, received.id)).toMatchObject({ status: 'endorsed', endorsedTo: supplier.id });
  expect((await apiCall(page, token, 'GET', `accounts/${supplier.id}`)).balance).toBe('1545.00');
});

test('a payment slip (odeme) pays our cheques out of the chosen account; a return slip (cikisiade) takes one back from the supplier', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const supplier = await newAccount(page, token, `E2E Ödenen Çek ${stamp}`, 'supplier');
  const back = await newAccount(page, token, `E2E İade Çek ${stamp}`, 'supplier');
  const bank = await newCashAccount(page, token, `E2E Çek Banka ${stamp}`, { kind: 'bank' });
  const own = (accountId: number, amount: string) =>
    apiCall(page, token, 'POST', 'documents', { type: 'ownCheque', accountId, amount, dueDate: day(3) }) as Promise<{ id: number }>;
  const paidOnes = [await own(supplier.id, '60'), await own(supplier.id, '40')];
  const returned = await own(back.id, '25');

  await openPanel(page, '/ceksenet/odeme/yeni');
  const pay = await tick(page, supplier.name, 2);
  await pay.getByTestId('slip-save').click();
  await expect(pay.getByTestId('error-cashAccountId')).toHaveText('Kasa veya banka seçilmelidir.');
  await pay.locator('#f-cashAccountId').selectOption(String(bank.id));
  await pay.getByTestId('slip-save').click();
  await expect(shown(page, 'cheque-portfolio')).toBeVisible();
  for (const d of paidOnes) expect(await doc(page, token, d.id)).toMatchObject({ status: 'paid', cashAccountId: bank.id });
  const balances = (await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number; balance: string }[];
  expect(balances.find((b) => b.id === bank.id)!.balance).toBe('-100.00');

  await openPanel(page, '/ceksenet/cikisiade/yeni');
  const giveBack = await tick(page, back.name, 1);
  await giveBack.getByTestId('slip-save').click();
  await expect(shown(page, 'cheque-portfolio')).toBeVisible();
  expect((await doc(page, token, returned.id)).status).toBe('returned');
  expect((await apiCall(page, token, 'GET', `accounts/${back.id}`)).balance).toBe('0.00');
});

test('our own cheque’s page (cekcikis/duzen) pays it from the chosen account, then shows it locked', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const supplier = await newAccount(page, token, `E2E Tek Çek ${stamp}`, 'supplier');
  const bank = await newCashAccount(page, token, `E2E Tek Banka ${stamp}`, { kind: 'bank' });
  const cheque = await apiCall(page, token, 'POST', 'documents', { type: 'ownCheque', accountId: supplier.id, amount: '210', dueDate: day(2) });

  await openPanel(page, `/ceksenet/cekcikis/duzen/${cheque.id}`);
  const form = shown(page, 'cheque-form');
  await expect(form).toHaveAttribute('data-status', 'issued');
  await expect(form.getByTestId('cheque-amount')).toContainText('210,00');
  await expect(form.getByTestId('cheque-collect')).toHaveCount(0);
  await form.getByTestId('cheque-pay').click();
  await expect(form.getByTestId('error-cashAccountId')).toHaveText('Kasa veya banka seçilmelidir.');
  await form.locator('#f-cashAccountId').selectOption(String(bank.id));
  await form.getByTestId('cheque-pay').click();
  const paid = shown(page, 'cheque-form');
  await expect(paid).toHaveAttribute('data-status', 'paid');
  await expect(paid.getByTestId('cheque-locked')).toBeVisible();
  await expect(paid.getByTestId('cheque-actions')).toHaveCount(0);
  const balances = (await apiCall(page, token, 'GET', 'cash-accounts')).items as { id: number; balance: string }[];
  expect(balances.find((b) => b.id === bank.id)!.balance).toBe('-210.00');
});
