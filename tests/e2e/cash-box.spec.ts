import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import Decimal from 'decimal.js';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

/** An amount as format.ts writes it: tr-TR, a negative one with the left-to-right mark before its minus. */
const trAmount = (d: Decimal) => {
  const [int, frac] = d.toFixed(2).split('.');
  const text = `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
  return text.startsWith('-') ? `\u200e${text}` : text;
};

async function cashBox(page: Page, token: string) {
  const boxes = (await apiCall(page, token, 'GET', 'cash-boxes')).items as { id: number; name: string; kind: string }[];
  return boxes.find((b) => b.kind === 'cash')!;
}

/** A session left open by another test is closed first, so that this one starts from a closed box. */
async function closeOpenSessions(page: Page, token: string, boxId: number) {
  const open = (await apiCall(page, token, 'GET', 'documents?type=cashBoxSession&status=open&limit=100&offset=0')).items as {
    id: number;
    version: number;
    cashBoxId: number;
  }[];
  for (const s of open.filter((s) => s.cashBoxId === boxId))
    await apiCall(page, token, 'POST', `documents/${s.id}/events`, { type: 'CLOSE', version: s.version });
}

async function sale(
  page: Page,
  token: string,
  boxId: number,
  paymentType: string,
  line: { productId: number; quantity: string; unitPrice: string; vatRate: number; priceIncludesVat: boolean },
) {
  let doc = await apiCall(page, token, 'POST', 'documents', { type: 'posSale', paymentType, cashBoxId: boxId, lines: [line] });
  doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'START', version: doc.version });
  doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version });
  expect(doc.status).toBe('completed');
  return doc;
}

const balanceOf = async (page: Page, token: string, boxId: number) =>
  new Decimal(((await apiCall(page, token, 'GET', 'cash-boxes')).items as { id: number; balance: string }[]).find((b) => b.id === boxId)!.balance);
const dateTime = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

test('open a cash box with a float, sell, close with a count: the float and the over/short in the balance and the moves, the Z report, then the Z report list', async ({
  page,
}) => {
  const token = await signIn(page, 'kasa');
  const box = await cashBox(page, token);
  await closeOpenSessions(page, token, box.id);
  const before = await balanceOf(page, token, box.id);

  await openPanel(page, '/kasa/list');
  const row = shown(page, 'cash-box-row').and(page.locator(`[data-id="${box.id}"]`));
  await expect(row).toHaveAttribute('data-session', 'closed');
  await row.getByTestId('cash-box-open-button').click();
  await page.locator('#cash-open-float').fill('1.150,00');
  await page.getByTestId('cash-open-float-submit').click();
  await expect(row).toHaveAttribute('data-session', 'open');
  await expect(row.getByTestId('cash-box-open')).toContainText('1.150,00');
  // the float is part of the balance: opening booked its difference from the cash the box held
  const session = (
    (await apiCall(page, token, 'GET', 'documents?type=cashBoxSession&status=open&limit=100&offset=0')).items as {
      cashBoxId: number;
      carriedCash: string;
      number: string;
    }[]
  ).find((s) => s.cashBoxId === box.id)!;
  const opening = new Decimal('1150').minus(session.carriedCash);
  await expect(row.getByTestId('cash-box-balance')).toHaveText(`${trAmount(before.plus(opening))} TRY`);

  // the cashier sells at the list price (spec §6, fast sale)
  // two demo products by their codes (other specs add products and campaigns of their own): a 20 % one and a 0 % book
  type Product = { id: number; code: string; price: string; vatRate: number; priceIncludesVat: boolean };
  const byCode = async (code: string) => ((await apiCall(page, token, 'GET', `products?q=${code}&limit=5`)).items as Product[]).find((p) => p.code === code)!;
  const products = [await byCode('KRT0000001'), await byCode('KTP0000003')];
  const lineOf = (p: Product, quantity: string) => ({
    productId: p.id,
    quantity,
    unitPrice: p.price,
    vatRate: p.vatRate,
    priceIncludesVat: p.priceIncludesVat,
  });
  const cashLine = lineOf(products[0]!, '2');
  const cardLine = lineOf(products[1]!, '3');
  // what each sale came to (a campaign another spec runs on a product may discount it), as the Z report must count it
  const cash = new Decimal((await sale(page, token, box.id, 'cash', cashLine)).totals.grand);
  const card = new Decimal((await sale(page, token, box.id, 'card', cardLine)).totals.grand);
  const expected = new Decimal('1150').plus(cash);

  await page.reload();
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await row.getByTestId('cash-box-close').click();
  await page.locator('#cash-close-counted').fill('1.250,00');
  await page.getByTestId('cash-close-counted-submit').click();

  const z = shown(page, 'z-report');
  await expect(z.getByTestId('z-receipt-count')).toHaveText('2');
  await expect(z.getByTestId('z-pay-cash')).toHaveText(trAmount(cash));
  await expect(z.getByTestId('z-pay-card')).toHaveText(trAmount(card));
  await expect(z.getByTestId('z-total')).toHaveText(trAmount(cash.plus(card)));
  await expect(z.getByTestId('z-expected-cash')).toHaveText(trAmount(expected));
  const difference = new Decimal('1250').minus(expected);
  await expect(z.getByTestId('z-difference')).toHaveText(trAmount(difference));
  await expect(z.getByTestId('z-difference-label')).toHaveText(difference.isNegative() ? 'Kasa açığı' : 'Kasa fazlası');
  await expect(z.getByTestId('z-opened-at')).toHaveText(dateTime);
  await expect(z.getByTestId('z-closed-at')).toHaveText(dateTime);
  // 2 × 42.90 with its 20 % VAT in it: 71.50 + 14.30
  await expect(z.getByTestId('z-vat-20-base')).toHaveText('71,50');
  await expect(row).toHaveAttribute('data-session', 'closed');
  // the over/short is booked: the box holds what was counted, beside the card takings
  await expect(row.getByTestId('cash-box-balance')).toHaveText(`${trAmount(before.plus(opening).plus(cash).plus(card).plus(difference))} TRY`);
  await row.getByTestId('cash-box-moves').click();
  const moves = shown(page, 'cash-moves');
  const overShort = moves.locator(`[data-testid="cash-move"][data-kind="overShort"][data-document="${session.number}"]`);
  await expect(overShort.getByTestId('cash-move-amount')).toHaveText(trAmount(difference));
  await expect(overShort.getByTestId('cash-move-what')).toHaveText(difference.isNegative() ? 'Kasa açığı' : 'Kasa fazlası');
  await expect(moves.locator(`[data-testid="cash-move"][data-kind="opening"][data-document="${session.number}"]`)).toHaveCount(opening.isZero() ? 0 : 1);
  await page.emulateMedia({ media: 'print' });
  await expect(shown(page, 'cash-box-list')).toHaveCount(0);
  await expect(z.getByTestId('z-total')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await openPanel(page, '/rapor/zkasasatis');
  const first = shown(page, 'z-row').first();
  await expect(first).toContainText(box.name);
  await expect(first).toContainText(trAmount(cash.plus(card)));
  await expect(first.getByTestId('z-row-difference')).toHaveText(trAmount(difference));
  await first.getByTestId('z-open').click();
  await expect(shown(page, 'z-report').getByTestId('z-receipt-count')).toHaveText('2');
  await expect(shown(page, 'z-report').getByTestId('z-pay-card')).toHaveText(trAmount(card));
  // the count is stored with the report: the list shows it and its difference too
  await expect(shown(page, 'z-report').getByTestId('z-counted')).toHaveText('1.250,00');
  await expect(shown(page, 'z-report').getByTestId('z-difference')).toHaveText(trAmount(difference));
  await expect(shown(page, 'z-report').getByTestId('z-closed-at')).toHaveText(dateTime);

  await page.locator('#zreport-from').fill('2099-01-02');
  await page.locator('#zreport-to').fill('2099-01-01');
  await expect(shown(page, 'date-error')).toBeVisible();
  await page.locator('#zreport-to').fill('2099-12-31');
  await expect(shown(page, 'z-row')).toHaveCount(0);
  await expect(shown(page, 'list-total')).toContainText('0');
});

test('the cash list and the Z reports in Arabic on a phone: right to left, no sideways overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const box = await cashBox(page, token);
  await closeOpenSessions(page, token, box.id);
  const session = await apiCall(page, token, 'POST', 'documents', { type: 'cashBoxSession', cashBoxId: box.id, openingBalance: '10.00' });
  await apiCall(page, token, 'POST', `documents/${session.id}/events`, { type: 'CLOSE', version: session.version });
  for (const path of ['/kasa/list', '/rapor/zkasasatis']) {
    await openPanel(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(shown(page, path === '/kasa/list' ? 'cash-box-list' : 'list-total')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  }
  await shown(page, 'z-row').first().getByTestId('z-open').click();
  await expect(shown(page, 'z-report')).toContainText('تقرير Z');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('the auditor reads the cash boxes without open or close actions', async ({ page }) => {
  await signIn(page, 'denetci');
  await openPanel(page, '/kasa/list');
  await expect(shown(page, 'cash-box-list')).toBeVisible();
  await expect(shown(page, 'cash-box-open-button')).toHaveCount(0);
  await expect(shown(page, 'cash-box-close')).toHaveCount(0);
});
