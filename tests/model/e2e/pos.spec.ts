import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createActor } from 'xstate';
import { changeDue, paymentProblem, posFlow, posStep, saleTotals, type PosFlowEvent } from '../../../flows/pos';
import { Dec } from '../../../src/domain/money/decimal';
import { answeredByPath } from '../flow-fakes';
import { posFlowPaths, SALE_MADE, type PosPathEvent } from '../pos-flow-paths';
import { apiCall, apiLogin, openPanel, signIn, USERS } from '../../e2e/helpers';
import { ensureOpenCashBox, productByBarcode as product, scan, type RealProduct } from '../../e2e/pos-helpers';
import { test as warmTest } from '../../e2e/warm-page';

/**
 * Model-based: every path generated from flows/pos.ts (scan, quantity, discount, each payment kind, cancel,
 * complete), for a user with the fast-sale permission and one without, runs in the browser against the real
 * server. The sample product of the model stands for "Defter A4 Kareli" (42.90 with its 20 % VAT in it), the
 * sample customer for the demo's first customer; amounts are scaled so that enough stays enough and a mixed
 * payment that adds up (5 + 6 = 11.00 in the model) still adds up (5 + 37.90 = 42.90), one cent short stays short.
 */
const CASH: Record<string, string> = { '100': '1000', '5': '5' };
const CARD: Record<string, string> = { '6': '37.90', '5.99': '37.89' };

/** The model's event with the real product, customer and scaled amounts. */
function real(e: PosPathEvent, p: RealProduct, customerId: number): PosPathEvent {
  if (e.type === 'ADD_PRODUCT')
    return { type: 'ADD_PRODUCT', productId: p.id, name: p.name, unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat };
  if (e.type === 'SET_CASH') return { ...e, amount: CASH[e.amount] ?? e.amount };
  if (e.type === 'SET_CARD') return { ...e, amount: CARD[e.amount] ?? e.amount };
  if (e.type === 'SET_ACCOUNT') return { ...e, accountId: customerId };
  if ('productId' in e) return { ...e, productId: p.id } as PosFlowEvent;
  return e;
}

/** The server's payment type for each kind the till offers. */
const SERVER_KIND: Record<string, string> = { cash: 'cash', card: 'card', mixed: 'mixed', account: 'credit' };

/**
 * The first customer whose whole name finds it alone: other specs add accounts, and a name inside another one's
 * ("E2E Bayi 17" in "E2E Bayi 178") would leave two rows under the typed name.
 */
async function firstCustomer(via: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const accounts = await apiCall(via, token, 'GET', 'accounts?limit=100&offset=0');
  for (const a of accounts.items as { id: number; name: string; kind: string }[]) {
    if (a.kind !== 'customer') continue;
    const found = await apiCall(via, token, 'GET', `accounts?q=${encodeURIComponent(a.name)}&limit=2&offset=0`);
    if (found.items.length === 1) return a;
  }
  throw new Error('no customer is found alone by its name');
}

const paymentInput = (page: Page) => page.locator('[data-testid="pos-payment"] input, [data-testid="pos-payment"] button.pos-hidden-focus').first();

/**
 * What a cashier does in a line's cell: click it, type, Enter. The cell is seen focused and holding the typed text
 * before Enter, so that a keystroke landing elsewhere (the scan box taking the focus back after a scan) shows as
 * that, not as a quantity the till ignored.
 */
async function typeIntoCell(page: Page, testId: string, value: string) {
  const cell = page.getByTestId(testId);
  const typed = value.replace('.', ',');
  await cell.click();
  await expect(cell).toBeFocused();
  await cell.fill(typed);
  await expect(cell).toHaveValue(typed);
  return cell.press('Enter');
}

async function perform(page: Page, e: PosPathEvent, customerName: string) {
  switch (e.type) {
    case 'ADD_PRODUCT':
      return scan(page);
    case 'SET_QUANTITY':
      return typeIntoCell(page, `pos-qty-${e.productId}`, e.quantity);
    case 'SET_DISCOUNT':
      return typeIntoCell(page, `pos-discount-${e.productId}`, e.discountRate);
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
    case 'SET_CARD':
      return page.getByTestId('pos-card').fill(e.amount.replace('.', ','));
    case 'SET_ACCOUNT':
      // the whole name: other tests' accounts ("E2E …") would fill the list, which changes under the click as results come
      await page.getByTestId('picker-posAccount').fill(customerName);
      await expect(page.getByTestId('posAccount-option')).toHaveCount(1);
      await page.locator(`[data-testid="posAccount-option"][data-id="${e.accountId}"]`).click();
      return expect(page.getByTestId('pos-complete')).toBeFocused();
    case 'CONFIRM':
      // Enter where the cashier's focus is: the amount typed, the card key, or "complete" once a customer is picked
      if ((await page.locator('[data-testid="pos-payment"] :focus').count()) > 0) return page.keyboard.press('Enter');
      return paymentInput(page).press('Enter');
    case 'BACK':
      return paymentInput(page).press('Escape');
    case SALE_MADE:
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

/** Without the fast-sale permission the model refuses price, discount, removal and cancel: the screen disables them. */
async function expectLockedControls(page: Page, productId: number) {
  if ((await page.getByTestId(`pos-qty-${productId}`).count()) === 0) return;
  await expect(page.getByTestId(`pos-price-${productId}`)).toBeDisabled();
  await expect(page.getByTestId(`pos-discount-${productId}`)).toBeDisabled();
  await expect(page.getByTestId(`pos-remove-${productId}`)).toBeDisabled();
}

/**
 * Brings the till of a kept page back to an empty sale as the cashier would: a new sale after the slip, back from
 * the payment, the sale cancelled (with the permission to). False when it does not get there.
 */
async function startAnew(page: Page): Promise<boolean> {
  const screen = page.getByTestId('pos-screen');
  const quick = { timeout: 2_000 };
  try {
    if (await page.getByTestId('pos-done').isVisible()) await page.getByTestId('pos-new-sale').click(quick);
    if ((await screen.getAttribute('data-step')) === 'payment') await paymentInput(page).press('Escape', quick);
    await expect(screen).toHaveAttribute('data-step', 'selling', quick);
    const lines = page.locator('[data-testid="pos-lines"] tbody tr');
    if ((await lines.count()) > 0) {
      if ((await screen.getAttribute('data-can-edit-prices')) !== 'true') return false;
      if ((await screen.getAttribute('data-asking-cancel')) !== 'true') await page.getByTestId('pos-scan').press('Escape', quick);
      await page.getByTestId('pos-cancel-yes').click(quick);
    }
    await expect(lines).toHaveCount(0, quick);
    await expect(screen).toHaveAttribute('data-asking-cancel', 'false', quick);
    return true;
  } catch {
    return false;
  }
}

/**
 * The till of a page kept per user across the paths (see tests/e2e/warm-page.ts for why). The till is one route,
 * kept mounted by the shell, so instead of a route of its own each path starts from the empty sale the previous
 * one left (`startAnew`), which is the state a freshly loaded till shows: nothing else of a sale outlives it. A path
 * that fails, or a till that cannot be emptied (without the permission to cancel), is loaded afresh.
 */
const test = warmTest.extend<{ warmTill: (user: 'admin' | 'kasa') => Promise<Page> }>({
  warmTill: async ({ warmPages }, use, testInfo) => {
    const used = new Map<'admin' | 'kasa', Page>();
    await use(async (user) => {
      const { page, fresh } = await warmPages.get(user);
      used.set(user, page);
      if (fresh) await openPanel(page, '/fis/pos');
      return page;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [user, page] of used) {
      if (failed) await testInfo.attach(`${user}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      if (failed || !(await startAnew(page))) await warmPages.drop(user);
    }
  },
});

const runs = [
  ...posFlowPaths(true).map((path) => ({ path, user: 'admin' as const, canEditPrices: true })),
  // what the flow refuses without the permission adds no state, so this user has fewer paths
  ...posFlowPaths(false).map((path) => ({ path, user: 'kasa' as const, canEditPrices: false })),
];

test.describe('fast sale /fis/pos (model-based)', () => {
  // the paths spread over the workers; each worker keeps a till per user
  test.describe.configure({ mode: 'parallel' });
  for (const { path, user, canEditPrices } of runs) {
    test(`${user}: ${path.title}`, async ({ warmTill, request }) => {
      await ensureOpenCashBox(request);
      const token = await apiLogin(request, USERS[user].email);
      const p = await product(request, token);
      const customer = await firstCustomer(request, token);
      const page = await warmTill(user);
      await expect(page.getByTestId('pos-screen')).toHaveAttribute('data-can-edit-prices', String(canEditPrices));
      // the model's sale: the path plays the till's answer, which the screen got from the real server
      const actor = createActor(answeredByPath(posFlow), { input: { canEditPrices } }).start();
      for (const modelEvent of path.events) {
        const e = real(modelEvent, p, customer.id);
        await perform(page, e, customer.name);
        actor.send(e as PosFlowEvent);
        await expectState(page, actor.getSnapshot());
        if (!canEditPrices && posStep(actor.getSnapshot().value) === 'selling') await expectLockedControls(page, p.id);
      }
      if (path.states.at(-1)?.step !== 'done') return;
      const number = (await page.getByTestId('pos-slip-number').textContent())!;
      const found = await apiCall(request, token, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`);
      const sale = found.items.find((d: { number: string }) => d.number === number);
      expect(sale).toMatchObject({ type: 'posSale', status: 'completed' });
      const final = actor.getSnapshot().context;
      expect(sale.totals.grand).toBe(saleTotals(final.lines).grand);
      expect(sale.paymentType).toBe(SERVER_KIND[final.payment.kind]);
      if (final.payment.kind === 'account') expect(String(sale.accountId)).toBe(String(customer.id));
      if (final.payment.kind === 'mixed') expect([new Dec(sale.payments.cash).toFixed(2), new Dec(sale.payments.card).toFixed(2)]).toEqual(['5.00', '37.90']);
      const change = final.payment.kind === 'cash' ? changeDue(saleTotals(final.lines).grand, final.payment.cash) : null;
      if (change)
        await expect(page.getByTestId('pos-slip-change')).toContainText(new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(Number(change)));
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
    await expect(page.getByTestId('pos-total')).toContainText('42,90');
    await page.keyboard.press('F10');
    await page.getByTestId('pos-cash').fill('20');
    await page.getByTestId('pos-card').fill('22,89');
    await page.getByTestId('pos-card').press('Enter');
    await expect(page.getByTestId('pos-payment-problem')).toHaveText('Kasa toplamı ile fiş toplamı eşit olmalıdır.');
    await page.getByTestId('pos-card').fill('22,90');
    await expect(page.getByTestId('pos-payment-problem')).toHaveCount(0);
    await page.getByTestId('pos-card').press('Enter');
    await expect(page.getByTestId('pos-done')).toBeVisible();
    await expect(page.getByTestId('pos-slip-parts')).toHaveText('Nakit kısmı: 20,00 · Kart kısmı: 22,90');
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
