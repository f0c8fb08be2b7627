import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  changeDue,
  checkSaleLocally,
  paymentProblem,
  posFlow,
  posSaleRequest,
  posStep,
  saleTotals,
  type PosFlowContext,
  type PosFlowEvent,
  type PosLine,
  type SaleOutcome,
} from '../../flows/pos';
import { answeredByPath, fakeCall } from './flow-fakes';
import { posFlowPaths, SALE_MADE, type PosPathEvent } from './pos-flow-paths';

const BOOK = { type: 'ADD_PRODUCT', productId: 1, name: 'Kitap', unitPrice: '10.00', vatRate: 10 } as const;
const PEN = { type: 'ADD_PRODUCT', productId: 2, name: 'Kalem', unitPrice: '2.50', vatRate: 20 } as const;

/** The flow with the sale's outcome played by the events, as a generated path does. */
function run(canEditPrices: boolean, ...events: PosPathEvent[]) {
  const actor = createActor(answeredByPath(posFlow), { input: { canEditPrices } }).start();
  for (const e of events) actor.send(e as PosFlowEvent);
  return actor.getSnapshot();
}

const sent = (id: number, number: string, soldAt?: string): PosPathEvent => ({ type: SALE_MADE, output: { sent: { id, number }, soldAt } });
const queuedAs = (clientId: string): PosPathEvent => ({ type: SALE_MADE, output: { queued: clientId } });
const refused = (reason: string) => ({ type: 'xstate.error.actor.submitSale', error: new Error(reason) }) as never as PosPathEvent;

describe('pos helpers', () => {
  const lines: PosLine[] = [
    { productId: 1, name: 'Kitap', quantity: '2', unitPrice: '10.00', discountRate: '10', vatRate: 10 },
    { productId: 2, name: 'Kalem', quantity: '1', unitPrice: '2.50', discountRate: '0', vatRate: 20 },
  ];
  it('totals: 18.00 + 1.80 VAT, 2.50 + 0.50 VAT', () => {
    expect(saleTotals(lines)).toEqual({ sub: '22.50', discount: '2.00', tax: '2.30', grand: '22.80' });
  });
  it('change due from the cash given', () => {
    expect(changeDue('22.80', '50')).toBe('27.20');
    expect(changeDue('22.80', '22.80')).toBe('0.00');
    expect(changeDue('22.80', '')).toBe('0.00');
    expect(changeDue('22.80', '20')).toBeNull();
    expect(changeDue('22.80', 'abc')).toBeNull();
  });
  it('payment check: cash short, mixed must add up exactly, account needs an account', () => {
    const p = { kind: 'cash' as const, cash: '', card: '', accountId: null };
    expect(paymentProblem({ ...p, cash: '20' }, '22.80')).toBe('pos.cashShort');
    expect(paymentProblem({ ...p, cash: '-1' }, '22.80')).toBe('pos.invalidAmount');
    expect(paymentProblem({ ...p, cash: '100' }, '22.80')).toBeNull();
    expect(paymentProblem({ ...p, kind: 'card' }, '22.80')).toBeNull();
    expect(paymentProblem({ ...p, kind: 'mixed', cash: '10', card: '12.79' }, '22.80')).toBe('pos.cashMismatch');
    expect(paymentProblem({ ...p, kind: 'mixed', cash: '10', card: '12.81' }, '22.80')).toBe('pos.cashMismatch');
    expect(paymentProblem({ ...p, kind: 'mixed', cash: '10', card: '12.80' }, '22.80')).toBeNull();
    expect(paymentProblem({ ...p, kind: 'mixed', cash: '', card: '22.80' }, '22.80')).toBe('pos.invalidAmount');
    expect(paymentProblem({ ...p, kind: 'account' }, '22.80')).toBe('pos.accountRequired');
    expect(paymentProblem({ ...p, kind: 'account', accountId: 5 }, '22.80')).toBeNull();
  });
});

describe('pos flow', () => {
  it('a second-hand copy is one line of one book at its own price: never a quantity, never twice, beside the title’s new copies', () => {
    const copy = (copyId: number, unitPrice: string) =>
      ({ type: 'ADD_PRODUCT', productId: 1, name: `Kitap (SH${copyId})`, unitPrice, vatRate: 0, copyId }) as const;
    const s = run(
      false,
      BOOK,
      copy(7, '4.50'),
      copy(8, '3.00'),
      copy(7, '4.50'),
      BOOK,
      { type: 'SET_QUANTITY', productId: 1, copyId: 7, quantity: '2' },
      { type: 'SET_QUANTITY', productId: 1, quantity: '3' },
    );
    expect(s.context.lines.map((l) => [l.productId, l.copyId, l.quantity, l.unitPrice])).toEqual([
      [1, undefined, '3', '10.00'],
      [1, 7, '1', '4.50'],
      [1, 8, '1', '3.00'],
    ]);
    const body = posSaleRequest({ ...s.context, payment: { kind: 'cash', cash: '', card: '', accountId: null } }, 1, 'c-1', '2026-11-25T10:00:00.000Z');
    expect(body.lines.map((l) => l.copyId)).toEqual([undefined, 7, 8]);
    expect(checkSaleLocally(body)).toBeNull();
    const removed = run(true, copy(7, '4.50'), copy(8, '3.00'), { type: 'REMOVE_LINE', productId: 1, copyId: 7 });
    expect(removed.context.lines.map((l) => l.copyId)).toEqual([8]);
  });
  it('a scan adds a line; scanning again adds one to its quantity', () => {
    const s = run(false, BOOK, PEN, BOOK);
    expect(s.context.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [1, '2'],
      [2, '1'],
    ]);
  });
  it('quantity: positive decimals only', () => {
    expect(run(false, BOOK, { type: 'SET_QUANTITY', productId: 1, quantity: '3.5' }).context.lines[0]!.quantity).toBe('3.5');
    expect(run(false, BOOK, { type: 'SET_QUANTITY', productId: 1, quantity: '0' }).context.lines[0]!.quantity).toBe('1');
  });
  it('without the fast-sale permission: no price, discount, line removal or cancel', () => {
    const s = run(
      false,
      BOOK,
      { type: 'SET_PRICE', productId: 1, unitPrice: '1' },
      { type: 'SET_DISCOUNT', productId: 1, discountRate: '50' },
      { type: 'REMOVE_LINE', productId: 1 },
      { type: 'CANCEL_SALE' },
    );
    expect(s.context.lines).toEqual([{ productId: 1, name: 'Kitap', quantity: '1', unitPrice: '10.00', discountRate: '0', vatRate: 10 }]);
    expect(posStep(s.value)).toBe('selling');
    expect(s.value).toEqual({ selling: 'editing' });
  });
  it('with it: price, discount (≤ 100 %), removal, cancel after confirmation', () => {
    let s = run(
      true,
      BOOK,
      PEN,
      { type: 'SET_PRICE', productId: 1, unitPrice: '8' },
      { type: 'SET_DISCOUNT', productId: 1, discountRate: '150' },
      { type: 'SET_DISCOUNT', productId: 1, discountRate: '25' },
      { type: 'REMOVE_LINE', productId: 2 },
    );
    expect(s.context.lines).toEqual([{ productId: 1, name: 'Kitap', quantity: '1', unitPrice: '8', discountRate: '25', vatRate: 10 }]);
    s = run(true, BOOK, { type: 'CANCEL_SALE' }, { type: 'CANCEL_DISMISSED' });
    expect(s.context.lines).toHaveLength(1);
    s = run(true, BOOK, { type: 'CANCEL_SALE' }, { type: 'CANCEL_CONFIRMED' });
    expect(s.context.lines).toHaveLength(0);
  });
  it('payment: no sale without lines; cash short blocks; exact mixed completes; failure returns to payment', () => {
    expect(posStep(run(true, { type: 'PAY', kind: 'cash' }).value)).toBe('selling');
    expect(posStep(run(true, BOOK, { type: 'PAY', kind: 'cash' }, { type: 'SET_CASH', amount: '5' }, { type: 'CONFIRM' }).value)).toBe('payment');
    const mixed = run(true, BOOK, { type: 'PAY', kind: 'mixed' }, { type: 'SET_CASH', amount: '5' }, { type: 'SET_CARD', amount: '6.00' }, { type: 'CONFIRM' });
    expect(posStep(mixed.value)).toBe('submitting');
    expect(posSaleRequest(mixed.context, 3, 'client-1', '2026-11-22T10:00:00.000Z')).toEqual({
      clientId: 'client-1',
      cashBoxId: 3,
      paymentType: 'mixed',
      payments: { cash: '5.00', card: '6.00' },
      soldAt: '2026-11-22T10:00:00.000Z',
      lines: [{ productId: 1, quantity: '1', unitPrice: '10.00', discountRate: '0', vatRate: 10 }],
    });
    const failed = run(true, BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, refused('receipt.cashBoxNotOpen'));
    expect([posStep(failed.value), failed.context.failure]).toEqual(['payment', 'receipt.cashBoxNotOpen']);
  });
  it('a shelf price with its VAT in it: the sale costs the price, the request says so, the slip knows when it was made', () => {
    const shelf = { type: 'ADD_PRODUCT', productId: 3, name: 'Defter', unitPrice: '120.00', vatRate: 20, priceIncludesVat: true } as const;
    const s = run(true, shelf, { type: 'PAY', kind: 'cash' }, { type: 'SET_CASH', amount: '120' }, { type: 'CONFIRM' });
    expect(saleTotals(s.context.lines)).toEqual({ sub: '100.00', discount: '0.00', tax: '20.00', grand: '120.00' });
    expect(posStep(s.value)).toBe('submitting');
    expect(posSaleRequest(s.context, 1, 'client-3', '2026-11-22T10:00:00.000Z').lines).toEqual([
      { productId: 3, quantity: '1', unitPrice: '120.00', discountRate: '0', vatRate: 20, priceIncludesVat: true },
    ]);
    const done = run(true, shelf, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, sent(9, 'HS1', '2026-11-22T10:00:00.000Z'));
    expect([posStep(done.value), done.context.soldAt]).toEqual(['done', '2026-11-22T10:00:00.000Z']);
    expect(run(true, { ...shelf, priceIncludesVat: 'yes' as never }).context.lines).toEqual([]);
  });
  it('account: needs an account, sent as credit', () => {
    const s = run(true, BOOK, { type: 'PAY', kind: 'account' }, { type: 'CONFIRM' });
    expect(posStep(s.value)).toBe('payment');
    const ok = run(true, BOOK, { type: 'PAY', kind: 'account' }, { type: 'SET_ACCOUNT', accountId: 7 }, { type: 'CONFIRM' });
    expect(posSaleRequest(ok.context, 1, 'client-2', '2026-11-22T10:00:00.000Z')).toMatchObject({ paymentType: 'credit', accountId: 7 });
  });
  it('a sale kept in the offline queue ends on the slip without a number', () => {
    const queued = run(true, BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, queuedAs('client-3'));
    expect([posStep(queued.value), queued.context.queued, queued.context.receipt]).toEqual(['done', 'client-3', null]);
    expect(run(true, BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, queuedAs('client-3'), { type: 'NEW_SALE' }).context.queued).toBeNull();
  });
  it('done shows the receipt; a new sale starts empty', () => {
    const done = run(true, BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, sent(9, 'POS-1'));
    expect([posStep(done.value), done.context.receipt]).toEqual(['done', { id: 9, number: 'POS-1' }]);
    const again = run(true, BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, sent(9, 'POS-1'), { type: 'NEW_SALE' });
    expect([posStep(again.value), again.context.lines, again.context.receipt]).toEqual(['selling', [], null]);
  });
  it('generated paths reach every step, for both users', () => {
    for (const can of [true, false]) {
      const steps = new Set(posFlowPaths(can).flatMap((p) => p.states.map((s) => s.step)));
      expect([...steps].sort()).toEqual(['done', 'payment', 'selling', 'submitting']);
    }
  });
});

describe('the till sends the sale itself (flows/pos.ts invokes submitSale; the screen provides it)', () => {
  /** A sale of one book paid by card and confirmed, with a fake submitSale answering as given. */
  function confirmed(answer: (context: PosFlowContext) => SaleOutcome | Promise<SaleOutcome>) {
    const call = fakeCall(answer);
    const actor = createActor(posFlow.provide({ actors: { submitSale: call.logic } }), { input: { canEditPrices: true } }).start();
    for (const e of [BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }] as const) actor.send(e);
    expect(posStep(actor.getSnapshot().value)).toBe('submitting');
    return { actor, call, settled: () => waitFor(actor, (s) => posStep(s.value) !== 'submitting') };
  }

  it('confirming sends the sale as paid; the server number ends it on the slip', async () => {
    const { call, settled } = confirmed(() => ({ sent: { id: 9, number: 'HS1' }, soldAt: '2026-11-22T10:00:00.000Z' }));
    const s = await settled();
    expect([posStep(s.value), s.context.receipt, s.context.soldAt]).toEqual(['done', { id: 9, number: 'HS1' }, '2026-11-22T10:00:00.000Z']);
    expect(call.calls).toHaveLength(1);
    expect(call.calls[0]).toMatchObject({ lines: [{ productId: 1, quantity: '1' }], payment: { kind: 'card' } });
  });

  it('a sale kept in the offline queue ends on the slip with its client id and no number', async () => {
    const s = await confirmed(() => ({ queued: 'client-3' })).settled();
    expect([posStep(s.value), s.context.queued, s.context.receipt]).toEqual(['done', 'client-3', null]);
  });

  it('a refused sale returns to the payment with the reason, the lines kept; a failure without one says the sale failed', async () => {
    let reason = 'rules.receipt.cashBoxNotOpen';
    const { actor, call, settled } = confirmed(() => {
      throw new Error(reason);
    });
    let s = await settled();
    expect([posStep(s.value), s.context.failure, s.context.lines.length]).toEqual(['payment', 'rules.receipt.cashBoxNotOpen', 1]);
    reason = '';
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    s = await settled();
    expect(s.context.failure).toBe('pos.saleFailed');
    expect(call.calls).toHaveLength(2);
  });

  it('an outcome neither sent nor queued does not show the sale as made', async () => {
    const s = await confirmed(() => ({}) as never).settled();
    expect([posStep(s.value), s.context.failure, s.context.receipt]).toEqual(['payment', 'pos.saleFailed', null]);
  });

  it('the sale is sent exactly once on entering submitting: keys pressed while it runs do not send it again', async () => {
    let answer!: (o: SaleOutcome) => void;
    const { actor, call, settled } = confirmed(() => new Promise((resolve) => (answer = resolve)));
    for (const e of [{ type: 'CONFIRM' }, { type: 'BACK' }, { type: 'PAY', kind: 'cash' }, { type: 'CONFIRM' }, PEN] as const) actor.send(e);
    expect(posStep(actor.getSnapshot().value)).toBe('submitting');
    answer({ sent: { id: 1, number: 'HS2' } });
    expect(posStep((await settled()).value)).toBe('done');
    expect(call.calls).toHaveLength(1);
  });

  it('a till whose submitSale was not provided fails and says so, instead of waiting', async () => {
    const actor = createActor(posFlow, { input: { canEditPrices: true } }).start();
    for (const e of [BOOK, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }] as const) actor.send(e);
    const s = await waitFor(actor, (x) => posStep(x.value) !== 'submitting');
    expect(s.context.failure).toBe('submitSale: not provided');
  });
});
