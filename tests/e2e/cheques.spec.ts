import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * Cheques and notes: an entry slip of several cheques typed on the form, a collection slip that settles several at
 * once into a chosen account, the portfolio's figures and the movements, and one cheque's page in Arabic on a phone.
 * Data the screens start from is made through the API.
 */

/** The page of the active tab (tabs keep the pages they hid). */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

async function newAccount(page: Page, token: string, name: string, kind = 'customer') {
  return (await apiCall(page, token, 'POST', 'accounts', { name, kind })) as { id: number; name: string };
}

async function pick(page: Page, field: string, name: string) {
  const input = page.locator(`[data-testid="picker-${field}"]:visible`);
  await input.click();
  await input.fill(name);
  await page.getByTestId(`${field}-option`).filter({ hasText: name }).click();
}

const day = (offset: number) => addDays(businessDay(new Date()), offset);
const typed = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

test('an entry slip of two euro cheques: a missing due date is named on its row, then both are in the portfolio with their totals in euros', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const customer = await newAccount(page, token, `E2E Çek Müşteri ${stamp}`);
  const bank = `E2E Banka ${stamp}`;

  await openPanel(page, '/ceksenet/cekgiris/yeni');
  const form = shown(page, 'cheque-entry');
  await pick(page, 'accountId', customer.name);
  await form.locator('select[name="currency"]').selectOption('EUR');
  // a euro slip is booked at its rate: typed here, it is the one the cheques keep
  await form.locator('input[name="exchangeRate"]').fill('37,25');
  await form.locator('input[name="items.0.serialNo"]').fill('A-1001');
  await form.locator('input[name="items.0.bank"]').fill(bank);
  await form.locator('input[name="items.0.amount"]').fill('1.250,50');
  await form.locator('#f-items-0-dueDate').fill(typed(day(-2)));
  await form.getByTestId('add-row').click();
  await form.locator('input[name="items.1.bank"]').fill(bank);
  await form.locator('input[name="items.1.amount"]').fill('749,50');
  await form.getByTestId('slip-save').click();
  await expect(form.getByTestId('error-items.1.dueDate')).toHaveText('Geçerli bir vade tarihi girilmelidir.');
  await expect(form.getByTestId('slip-total')).toContainText('2.000,00 EUR');
  await form.locator('#f-items-1-dueDate').fill(typed(day(3)));
  await form.getByTestId('slip-save').click();

  const portfolio = shown(page, 'cheque-portfolio');
  await expect(portfolio).toBeVisible();
  await expect(portfolio.getByTestId('overdue-row').filter({ hasText: 'A-1001' })).toHaveCount(1);
  await expect(portfolio.getByTestId('coming-row').filter({ hasText: customer.name })).toHaveCount(1);
  await expect(portfolio.getByTestId('by-bank-row').filter({ hasText: bank })).toContainText('2.000,00 EUR');
  await expect(portfolio.getByTestId('portfolio-row').filter({ hasText: customer.name })).toHaveCount(2);
});

test('a collection slip settles the ticked cheques into the chosen account, all at once; the movements list them', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const customer = await newAccount(page, token, `E2E Tahsil ${stamp}`);
  const slip = await apiCall(page, token, 'POST', 'cheque-batches', {
    kind: 'receive',
    accountId: customer.id,
    items: [
      { type: 'receivedCheque', amount: '100', dueDate: day(1) },
      { type: 'receivedNote', amount: '50.25', dueDate: day(20) },
    ],
  });
  const [first, second] = slip.documents as { id: number; number: string }[];

  await openPanel(page, '/ceksenet/tahsilat/yeni');
  const form = shown(page, 'cheque-slip');
  await form.locator('#slip-account').selectOption({ label: customer.name });
  await expect(form.getByTestId('slip-cheques-row')).toHaveCount(2);
  // the checkbox's label is what a person clicks (Blueprint draws its box over the input)
  for (const box of await form.locator('[data-testid="slip-cheques-row"] label.bp6-checkbox').all()) await box.click();
  await expect(form.getByTestId('slip-total')).toContainText('150,25');
  await form.getByTestId('slip-save').click();
  await expect(form.getByTestId('error-cashAccountId')).toHaveText('Kasa veya banka seçilmelidir.');
  await form.locator('#f-cashAccountId').selectOption({ index: 1 });
  await form.getByTestId('slip-save').click();
  await expect(shown(page, 'cheque-portfolio')).toBeVisible();
  await expect(shown(page, 'cheque-portfolio').getByTestId('portfolio-row').filter({ hasText: customer.name })).toHaveCount(0);

  await openPanel(page, '/ceksenet/islem');
  const moves = shown(page, 'cheque-moves');
  await expect(moves.getByTestId('cheque-move').filter({ hasText: first!.number })).toHaveCount(2);
  await expect(moves.getByTestId('cheque-move').filter({ hasText: second!.number }).first()).toContainText('Tahsil');

  await openPanel(page, `/ceksenet/cekgiris/duzen/${first!.id}`);
  const doc = shown(page, 'cheque-form');
  await expect(doc).toHaveAttribute('data-status', 'collected');
  await expect(doc.getByTestId('cheque-locked')).toBeVisible();
  await expect(doc.getByTestId('cheque-actions')).toHaveCount(0);
});

test('a cheque in Arabic on a phone: right to left, sent to the bank and bounced by its buttons, no sideways overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const customer = await newAccount(page, token, `E2E Arapça Çek ${Date.now()}`);
  const cheque = await apiCall(page, token, 'POST', 'documents', {
    type: 'receivedCheque',
    accountId: customer.id,
    amount: '300',
    dueDate: day(10),
    bank: 'Ziraat',
  });

  await openPanel(page, `/ceksenet/cekgiris/duzen/${cheque.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const doc = shown(page, 'cheque-form');
  await expect(doc).toHaveAttribute('data-status', 'portfolio');
  await expect(doc.getByTestId('cheque-status')).toHaveText('في المحفظة');
  await doc.getByTestId('cheque-collect').click();
  await expect(doc.getByTestId('error-cashAccountId')).toHaveText('يجب اختيار الصندوق أو البنك.');
  await doc.getByTestId('cheque-send_to_bank').click();
  await expect(shown(page, 'cheque-form')).toHaveAttribute('data-status', 'atBank');
  await shown(page, 'cheque-form').getByTestId('cheque-bounce').click();
  await expect(shown(page, 'cheque-form')).toHaveAttribute('data-status', 'bounced');
  await expect(shown(page, 'cheque-form').getByTestId('cheque-return')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  await openPanel(page, '/ceksenet/list');
  await expect(shown(page, 'cheque-portfolio').getByTestId('portfolio-row').filter({ hasText: customer.name })).toContainText('مرتجع بدون رصيد');
  // listed apart as bounced (karşılıksız)
  await expect(shown(page, 'cheque-bounced').getByTestId('bounced-row').filter({ hasText: customer.name })).toHaveCount(1);
  const listOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(listOverflow).toBeLessThanOrEqual(1);
});

test('at 1366×768 the entry row keeps its due date in its column, level with the row, and the type’s name is never cut', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'muhasebe');
  await openPanel(page, '/ceksenet/cekgiris/yeni');
  const form = shown(page, 'cheque-entry');
  await expect(form.getByTestId('slip-row')).toHaveCount(1);
  const layout = await form.getByTestId('slip-rows').evaluate((table) => {
    const box = (e: Element) => e.getBoundingClientRect();
    const heads = [...table.querySelectorAll('thead th')];
    const row = table.querySelector('[data-testid="slip-row"]')!;
    const dueColumn = box(heads[4]!);
    const due = box(row.querySelector('#f-items-0-dueDate')!);
    const serial = box(row.querySelector('input[name="items.0.serialNo"]')!);
    const select = row.querySelector('select')!;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    // the widest of the types offered, whichever is chosen
    const text = Math.max(...[...select.options].map((o) => context.measureText(o.text).width));
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      dueInColumn: due.left >= dueColumn.left - 0.5 && due.right <= dueColumn.right + 0.5,
      dueLevel: Math.abs(due.top - serial.top),
      typeFits: text <= room,
      selectFits: select.scrollWidth <= select.clientWidth,
      typeText: select.selectedOptions[0]!.text,
    };
  });
  expect(layout).toEqual({ dueInColumn: true, dueLevel: 0, typeFits: true, selectFits: true, typeText: 'Alınan çek' });
});
