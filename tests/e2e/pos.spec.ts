import { expect, test, type Page } from '@playwright/test';
import { createActor } from 'xstate';
import { changeDue, paymentProblem, posFlow, posStep, saleTotals, type PosFlowEvent } from '../../flows/pos';
import { posFlowPaths } from '../model/pos-flow-paths';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * Model-based: a handful of paths generated from flows/pos.ts (scan, quantity, discount, cash with change,
 * card, cancel) run in the browser against the real server with a demo product; the sample product of the
 * model stands for "Defter A4 Kareli" (42.90, VAT 20 %), cash amounts are scaled so that "enough" stays enough.
 */
const BARCODE = '7501031311309';
const CASH: Record<string, string> = { '100': '1000', '5': '5' };

interface RealProduct {
  id: number;
  name: string;
  price: string;
  vatRate: number;
}

async function ensureOpenCashBox(page: Page) {
  const admin = await signIn(page, 'admin');
  const open = await apiCall(page, admin, 'GET', 'documents?type=cashBoxSession&status=open&limit=1&offset=0');
  if (open.items.length > 0) return;
  const boxes = await apiCall(page, admin, 'GET', 'cash-boxes');
  const list = (Array.isArray(boxes) ? boxes : boxes.items) as { id: number }[];
  const res = await page.request.fetch('/api/documents', { method: 'POST', data: { type: 'cashBoxSession', cashBoxId: list[0]!.id, openingBalance: '100.00' }, headers: { authorization: `Bearer ${admin}` } });
  expect([201, 409], await res.text()).toContain(res.status());
}

async function product(page: Page, token: string): Promise<RealProduct> {
  const found = await apiCall(page, token, 'GET', `products?q=${BARCODE}&limit=1&offset=0`);
  return found.items[0];
}

/** The model's event with the real product and the scaled cash amounts. */
function real(e: PosFlowEvent, p: RealProduct): PosFlowEvent {
  if (e.type === 'ADD_PRODUCT') return { type: 'ADD_PRODUCT', productId: p.id, name: p.name, unitPrice: p.price, vatRate: p.vatRate };
  if (e.type === 'SET_CASH') return { ...e, amount: CASH[e.amount] ?? e.amount };
  if ('productId' in e) return { ...e, productId: p.id } as PosFlowEvent;
  return e;
}

const paymentInput = (page: Page) => page.locator('[data-testid="pos-payment"] input, [data-testid="pos-payment"] button.pos-hidden-focus').first();

async function scan(page: Page) {
  await page.getByTestId('pos-scan').focus();
  await page.keyboard.type(BARCODE, { delay: 0 });
  await page.keyboard.press('Enter');
}

async function perform(page: Page, e: PosFlowEvent) {
  switch (e.type) {
    case 'ADD_PRODUCT':
      return scan(page);
    case 'SET_QUANTITY':
      await page.getByTestId(`pos-qty-${e.productId}`).fill(e.quantity.replace('.', ','));
      return page.getByTestId(`pos-qty-${e.productId}`).press('Enter');
    case 'SET_DISCOUNT':
      await page.getByTestId(`pos-discount-${e.productId}`).fill(e.discountRate.replace('.', ','));
      return page.getByTestId(`pos-discount-${e.productId}`).press('Enter');
    case 'REMOVE_LINE':
      return page.getByTestId(`pos-remove-${e.productId}`).click();
    case 'CANCEL_SALE':
      return page.getByTestId('pos-scan').press('Escape');
    case 'CANCEL_CONFIRMED':
      return page.getByTestId('pos-cancel-yes').click();
    case 'CANCEL_DISMISSED':
      return page.getByTestId('pos-cancel-no').click();
    case 'PAY':
      return page.keyboard.press({ cash: 'F8', card: 'F9', mixed: 'F10', account: 'F11' }[e.kind]);
    case 'SET_CASH':
      return page.getByTestId('pos-cash').fill(e.amount.replace('.', ','));
    case 'CONFIRM':
      return paymentInput(page).press('Enter');
    case 'BACK':
      return paymentInput(page).press('Escape');
    case 'SUBMITTED':
      return expect(page.getByTestId('pos-done')).toBeVisible();
    default:
      throw new Error(`no executor for ${e.type}`);
  }
}

async function expectState(page: Page, snapshot: ReturnType<ReturnType<typeof createActor<typeof posFlow>>['getSnapshot']>) {
  const step = posStep(snapshot.value);
  if (step === 'submitting') return;
  if (step === 'done') return expect(page.getByTestId('pos-done')).toBeVisible();
  const screen = page.getByTestId('pos-screen');
  await expect(screen).toHaveAttribute('data-step', step);
  await expect(screen).toHaveAttribute('data-asking-cancel', String(snapshot.matches({ selling: 'askingCancel' })));
  const line = snapshot.context.lines[0];
  await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(snapshot.context.lines.length);
  if (line) await expect(page.getByTestId(`pos-qty-${line.productId}`)).toHaveValue(line.quantity.replace('.', ','));
  const grand = saleTotals(snapshot.context.lines).grand;
  if (step === 'payment') {
    await expect(page.getByTestId('pos-payment')).toHaveAttribute('data-kind', snapshot.context.payment.kind);
    await expect(page.getByTestId('pos-payment-problem')).toHaveCount(paymentProblem(snapshot.context.payment, grand) ? 1 : 0);
  }
  await expect(page.getByTestId('pos-total')).toContainText(new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(Number(grand)));
}

const interesting = posFlowPaths(true).filter((p) => p.states.at(-1)?.step === 'done' || p.events.some((e) => ['CANCEL_CONFIRMED', 'SET_DISCOUNT', 'SET_QUANTITY'].includes(e.type)));
const chosen = [
  ...interesting.filter((p) => p.states.at(-1)?.step === 'done'),
  ...interesting.filter((p) => p.events.some((e) => e.type === 'CANCEL_CONFIRMED') && p.events.some((e) => e.type === 'SET_DISCOUNT')).slice(0, 1),
  ...interesting.filter((p) => p.events.some((e) => e.type === 'CANCEL_DISMISSED') && p.events.some((e) => e.type === 'SET_QUANTITY')).slice(0, 1),
  ...posFlowPaths(true).filter((p) => p.states.at(-1)?.step === 'payment'),
];

test.describe('fast sale /fis/pos (model-based)', () => {
  for (const path of chosen) {
    test(path.title, async ({ page }) => {
      await ensureOpenCashBox(page);
      const token = await signIn(page, 'admin');
      const p = await product(page, token);
      await openPanel(page, '/fis/pos');
      await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-can-edit-prices', 'true');
      const actor = createActor(posFlow, { input: { canEditPrices: true } }).start();
      for (const modelEvent of path.events) {
        const e = real(modelEvent, p);
        await perform(page, e);
        if (e.type !== 'SUBMITTED') actor.send(e);
        await expectState(page, actor.getSnapshot());
      }
      if (path.states.at(-1)?.step !== 'done') return;
      const number = (await page.getByTestId('pos-slip-number').textContent())!;
      const found = await apiCall(page, token, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`);
      const sale = found.items.find((d: { number: string }) => d.number === number);
      expect(sale).toMatchObject({ type: 'posSale', status: 'completed' });
      const final = actor.getSnapshot().context;
      expect(sale.totals.grand).toBe(saleTotals(final.lines).grand);
      const change = final.payment.kind === 'cash' ? changeDue(saleTotals(final.lines).grand, final.payment.cash) : null;
      if (change) await expect(page.getByTestId('pos-slip-change')).toContainText(new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(Number(change)));
    });
  }

  test('a scanner typing whole codes at once, several times quickly: nothing dropped or split', async ({ page }) => {
    await ensureOpenCashBox(page);
    const token = await signIn(page, 'admin');
    const p = await product(page, token);
    await openPanel(page, '/fis/pos');
    for (let i = 0; i < 4; i++) await scan(page);
    await expect(page.getByTestId(`pos-qty-${p.id}`)).toHaveValue('4');
    await expect(page.getByTestId('pos-notice')).toHaveCount(0);
    await expect(page.getByTestId('pos-keys')).toContainText('F8');
  });

  test('mixed payment: cash part + card part must equal the total exactly', async ({ page }) => {
    await ensureOpenCashBox(page);
    await signIn(page, 'admin');
    await openPanel(page, '/fis/pos');
    await scan(page);
    await expect(page.getByTestId('pos-total')).toContainText('51,48');
    await page.keyboard.press('F10');
    await page.getByTestId('pos-cash').fill('20');
    await page.getByTestId('pos-card').fill('31,47');
    await page.getByTestId('pos-card').press('Enter');
    await expect(page.getByTestId('pos-payment-problem')).toHaveText('Kasa toplamı ile fiş toplamı eşit olmalıdır.');
    await page.getByTestId('pos-card').fill('31,48');
    await expect(page.getByTestId('pos-payment-problem')).toHaveCount(0);
    await page.getByTestId('pos-card').press('Enter');
    await expect(page.getByTestId('pos-done')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pos-empty')).toBeVisible();
  });

  test('kasa (no fast-sale permission) cannot change a price, a discount or remove a line, yet sells by card', async ({ page }) => {
    await ensureOpenCashBox(page);
    const token = await signIn(page, 'kasa');
    const p = await product(page, token);
    await openPanel(page, '/fis/pos');
    await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-can-edit-prices', 'false');
    await scan(page);
    await expect(page.getByTestId(`pos-price-${p.id}`)).toBeDisabled();
    await expect(page.getByTestId(`pos-discount-${p.id}`)).toBeDisabled();
    await expect(page.getByTestId(`pos-remove-${p.id}`)).toBeDisabled();
    await page.getByTestId('pos-scan').press('Escape');
    await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-asking-cancel', 'false');
    await page.keyboard.press('F9');
    await paymentInput(page).press('Enter');
    await expect(page.getByTestId('pos-done')).toBeVisible();
  });
});
