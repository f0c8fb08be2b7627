import { assign, setup } from 'xstate';
import { Dec, isDecimalString } from '../src/domain/money/decimal';
import { documentSums, type Totals } from '../src/domain/money/totals';
import { PAYMENT_KINDS, SERVER_PAYMENT_TYPE, paymentProblem, saleDue, type PaymentKind, type PosPayment } from './pos';
import type { PayableRounding } from '../src/domain/money/payable-rounding';

/**
 * One table's bill at /fis/posmasa/duzen/{id} (issue #6): ordering (scan, quantities), moving it to a free table,
 * merging it into another table, splitting chosen quantities to a new table, paying. Pure like flows/pos.ts:
 * the screen loads the bill and sends LOADED; on entering `savingLines` it PATCHes `pendingLines`, on entering
 * `submitting` it calls the table API for `action`, and answers SAVED / SUBMITTED or FAILED.
 * The server decides again (src/server/tables): without the fast-sale permission a line cannot be removed.
 */

export interface TableLine {
  /** absent on a line not saved yet */
  id?: string;
  productId: number;
  quantity: string;
  unitPrice: string;
  discountRate: string;
  vatRate: number;
  multiplier?: string;
  /** the product's price includes the VAT (a shelf price) */
  priceIncludesVat?: boolean;
}

export interface TableBill {
  id: number;
  version: number;
  tableName: string;
  lines: TableLine[];
  /** the küsurat yuvarlama the bill was opened with: what is paid is its total rounded */
  payableRounding?: PayableRounding;
}

export type TableAction = 'move' | 'merge' | 'split' | 'pay';

export interface TableFlowContext {
  bill: TableBill | null;
  canEditPrices: boolean;
  /** the lines the screen is saving (PATCH), and how many saves so far: each save is one request */
  pendingLines: TableLine[] | null;
  saveSeq: number;
  /** products scanned while a save was on its way: added once it is answered */
  queue: ScannedProduct[];
  /** the free table to move to or to split into */
  targetName: string;
  mergeTargetId: number | null;
  /** split: quantity to move per line id ("" = none) */
  split: Record<string, string>;
  payment: PosPayment;
  action: TableAction | null;
  failure: string | null;
  /** the paid bill (for the slip) or the table merged into */
  outcome: { action: 'pay' | 'merge'; id: number; number: string } | null;
}

export interface ScannedProduct {
  productId: number;
  unitPrice: string;
  vatRate: number;
  priceIncludesVat?: boolean;
}

export type TableFlowEvent =
  | { type: 'LOADED'; bill: TableBill }
  | ({ type: 'ADD_PRODUCT' } & ScannedProduct)
  | { type: 'SET_QUANTITY'; lineId: string; quantity: string }
  | { type: 'REMOVE_LINE'; lineId: string }
  | { type: 'SAVED'; bill: TableBill }
  | { type: 'MOVE' }
  | { type: 'MERGE' }
  | { type: 'SPLIT' }
  | { type: 'PAY'; kind: PaymentKind }
  | { type: 'SET_TABLE_NAME'; name: string }
  | { type: 'CHOOSE_TABLE'; id: number }
  | { type: 'SET_SPLIT'; lineId: string; quantity: string }
  | { type: 'SET_CASH'; amount: string }
  | { type: 'SET_CARD'; amount: string }
  | { type: 'SET_ACCOUNT'; accountId: number | null }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'SUBMITTED'; bill?: TableBill; id: number; number: string }
  | { type: 'FAILED'; reason?: string };

export const billTotals = (lines: readonly TableLine[]): Totals => documentSums(lines).totals;
/** What the table pays: its total rounded as the bill's küsurat yuvarlama says. */
export const billDue = (bill: TableBill | null): string => saleDue(bill?.lines ?? [], bill?.payableRounding).payable;

const isPositive = (v: unknown): v is string => isDecimalString(v) && new Dec(v).gt(0);
const validName = (name: string) => name.trim().length > 0 && name.trim().length <= 50;

/** Why the chosen split cannot go, or null: an unreadable quantity, one above the line's, nothing chosen, or every line whole. */
export function splitProblem(
  lines: readonly TableLine[],
  split: Readonly<Record<string, string>>,
): 'pos.invalidAmount' | 'tables.splitOver' | 'tables.splitNothing' | 'tables.splitAll' | null {
  let any = false;
  let all = true;
  for (const line of lines) {
    const q = split[line.id ?? ''] ?? '';
    if (q === '' || (isDecimalString(q) && new Dec(q).isZero())) {
      all = false;
      continue;
    }
    if (!isPositive(q)) return 'pos.invalidAmount';
    if (new Dec(q).gt(line.quantity)) return 'tables.splitOver';
    any = true;
    if (new Dec(q).lt(line.quantity)) all = false;
  }
  if (!any) return 'tables.splitNothing';
  return all ? 'tables.splitAll' : null;
}

/** The body of POST /api/tables/:id/splits. */
export function splitRequest(c: TableFlowContext) {
  const lines = Object.entries(c.split)
    .filter(([, q]) => isPositive(q))
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  return { version: c.bill!.version, tableName: c.targetName.trim(), lines };
}

/** The body of POST /api/tables/:id/payments. */
export function paymentRequest(c: TableFlowContext, cashBoxId: number) {
  const p = c.payment;
  return {
    version: c.bill!.version,
    cashBoxId,
    paymentType: SERVER_PAYMENT_TYPE[p.kind],
    ...(p.kind === 'mixed' ? { payments: { cash: p.cash, card: p.card } } : {}),
    ...(p.kind === 'account' && p.accountId !== null ? { accountId: p.accountId } : {}),
  };
}

/** The lines of the PATCH that saves `pendingLines`: kept lines name their id, new ones have none. */
export const editLines = (lines: readonly TableLine[]) =>
  lines.map((l) => ({
    ...(l.id ? { id: l.id } : {}),
    productId: l.productId,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    discountRate: l.discountRate,
    vatRate: l.vatRate,
    ...(l.multiplier ? { multiplier: l.multiplier } : {}),
    ...(l.priceIncludesVat ? { priceIncludesVat: true } : {}),
  }));

function withScanned(lines: readonly TableLine[], p: ScannedProduct): TableLine[] {
  const included = p.priceIncludesVat === true;
  const i = lines.findIndex(
    (l) =>
      l.productId === p.productId && new Dec(l.unitPrice).eq(p.unitPrice) && new Dec(l.discountRate).isZero() && (l.priceIncludesVat ?? false) === included,
  );
  if (i < 0) {
    const line: TableLine = { productId: p.productId, quantity: '1', unitPrice: p.unitPrice, discountRate: '0', vatRate: p.vatRate };
    return [...lines, included ? { ...line, priceIncludesVat: true } : line];
  }
  return lines.map((l, j) => (j === i ? { ...l, quantity: new Dec(l.quantity).plus(1).toFixed() } : l));
}

const emptyPayment = (kind: PaymentKind = 'cash'): PosPayment => ({ kind, cash: '', card: '', accountId: null });
const linesOf = (c: TableFlowContext) => c.bill?.lines ?? [];
const lineOf = (c: TableFlowContext, id: unknown) => linesOf(c).find((l) => l.id === id);
const validScan = (e: Partial<ScannedProduct>) =>
  typeof e.productId === 'number' &&
  isDecimalString(e.unitPrice) &&
  typeof e.vatRate === 'number' &&
  (e.priceIncludesVat === undefined || typeof e.priceIncludesVat === 'boolean');

export const tableFlow = setup({
  types: { context: {} as TableFlowContext, events: {} as TableFlowEvent, input: {} as { canEditPrices: boolean } },
  guards: {
    hasBill: ({ event }) => typeof (event as { bill?: TableBill }).bill?.id === 'number',
    validProduct: ({ event }) => validScan(event as Partial<ScannedProduct>),
    validQuantity: ({ context, event }) => {
      const e = event as { lineId: string; quantity: string };
      const line = lineOf(context, e.lineId);
      return line !== undefined && isPositive(e.quantity) && !new Dec(e.quantity).eq(line.quantity);
    },
    removable: ({ context, event }) =>
      context.canEditPrices && lineOf(context, (event as { lineId: string }).lineId) !== undefined && linesOf(context).length > 1,
    hasLines: ({ context }) => linesOf(context).length > 0,
    splittable: ({ context }) => linesOf(context).length > 0,
    queued: ({ context }) => context.queue.length > 0,
    nameGiven: ({ event }) => typeof (event as { name?: unknown }).name === 'string',
    nameValid: ({ context }) => validName(context.targetName) && context.targetName.trim() !== context.bill?.tableName,
    otherTable: ({ context, event }) => typeof (event as { id?: unknown }).id === 'number' && (event as { id: number }).id !== context.bill?.id,
    targetChosen: ({ context }) => context.mergeTargetId !== null,
    // what is typed is kept, wrong or not, so that the screen shows why it cannot go (splitProblem)
    splitQuantity: ({ context, event }) =>
      lineOf(context, (event as { lineId: string }).lineId) !== undefined && typeof (event as { quantity?: unknown }).quantity === 'string',
    splitValid: ({ context }) => validName(context.targetName) && splitProblem(linesOf(context), context.split) === null,
    knownKind: ({ event }) => PAYMENT_KINDS.includes((event as { kind: PaymentKind }).kind),
    payable: ({ context, event }) => linesOf(context).length > 0 && PAYMENT_KINDS.includes((event as { kind: PaymentKind }).kind),
    amountText: ({ event }) => typeof (event as { amount?: unknown }).amount === 'string',
    accountGiven: ({ event }) => (event as { accountId?: unknown }).accountId !== undefined,
    paymentValid: ({ context }) => paymentProblem(context.payment, billDue(context.bill)) === null,
    staysOpen: ({ context, event }) =>
      (context.action === 'move' || context.action === 'split') && typeof (event as { bill?: TableBill }).bill?.id === 'number',
    closes: ({ context }) => context.action === 'merge' || context.action === 'pay',
  },
  actions: {
    load: assign({ bill: ({ event }) => (event as { bill: TableBill }).bill }),
    save: assign({
      pendingLines: ({ context, event }) => {
        const lines = linesOf(context);
        if (event.type === 'ADD_PRODUCT') return withScanned(lines, event);
        if (event.type === 'SET_QUANTITY') return lines.map((l) => (l.id === event.lineId ? { ...l, quantity: event.quantity } : l));
        if (event.type === 'REMOVE_LINE') return lines.filter((l) => l.id !== event.lineId);
        return lines;
      },
      saveSeq: ({ context }) => context.saveSeq + 1,
      failure: null,
    }),
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event as ScannedProduct] }),
    saveQueued: assign({
      bill: ({ event }) => (event as { bill: TableBill }).bill,
      pendingLines: ({ context, event }) => context.queue.reduce((lines, p) => withScanned(lines, p), (event as { bill: TableBill }).bill.lines),
      queue: () => [],
      saveSeq: ({ context }) => context.saveSeq + 1,
    }),
    saved: assign({ bill: ({ event }) => (event as { bill: TableBill }).bill, pendingLines: null }),
    fail: assign({ failure: ({ event }) => (event as { reason?: string }).reason ?? 'tables.failed', pendingLines: null, queue: () => [] }),
  },
}).createMachine({
  id: 'posTable',
  initial: 'loading',
  context: ({ input }) => ({
    bill: null,
    canEditPrices: input.canEditPrices,
    pendingLines: null,
    saveSeq: 0,
    queue: [],
    targetName: '',
    mergeTargetId: null,
    split: {},
    payment: emptyPayment(),
    action: null,
    failure: null,
    outcome: null,
  }),
  states: {
    loading: {
      on: { LOADED: { guard: 'hasBill', target: 'ordering', actions: 'load' }, FAILED: { target: 'failed', actions: 'fail' } },
    },
    ordering: {
      on: {
        LOADED: { guard: 'hasBill', actions: 'load' },
        ADD_PRODUCT: { guard: 'validProduct', target: 'savingLines', actions: 'save' },
        SET_QUANTITY: { guard: 'validQuantity', target: 'savingLines', actions: 'save' },
        REMOVE_LINE: { guard: 'removable', target: 'savingLines', actions: 'save' },
        MOVE: { target: 'moving', actions: assign({ targetName: '', failure: null }) },
        MERGE: { target: 'merging', actions: assign({ mergeTargetId: null, failure: null }) },
        SPLIT: { guard: 'splittable', target: 'splitting', actions: assign({ split: {}, targetName: '', failure: null }) },
        PAY: { guard: 'payable', target: 'paying', actions: assign({ payment: ({ event }) => emptyPayment(event.kind), failure: null }) },
      },
    },
    savingLines: {
      on: {
        ADD_PRODUCT: { guard: 'validProduct', actions: 'enqueue' },
        SAVED: [
          {
            guard: ({ context, event }) => context.queue.length > 0 && typeof event.bill?.id === 'number',
            target: 'savingLines',
            reenter: true,
            actions: 'saveQueued',
          },
          { guard: 'hasBill', target: 'ordering', actions: 'saved' },
        ],
        FAILED: { target: 'failed', actions: 'fail' },
      },
    },
    moving: {
      on: {
        SET_TABLE_NAME: { guard: 'nameGiven', actions: assign({ targetName: ({ event }) => event.name }) },
        CONFIRM: { guard: 'nameValid', target: 'submitting', actions: assign({ action: 'move' }) },
        BACK: 'ordering',
      },
    },
    merging: {
      on: {
        CHOOSE_TABLE: { guard: 'otherTable', actions: assign({ mergeTargetId: ({ event }) => event.id }) },
        CONFIRM: { guard: 'targetChosen', target: 'submitting', actions: assign({ action: 'merge' }) },
        BACK: 'ordering',
      },
    },
    splitting: {
      on: {
        SET_SPLIT: { guard: 'splitQuantity', actions: assign({ split: ({ context, event }) => ({ ...context.split, [event.lineId]: event.quantity }) }) },
        SET_TABLE_NAME: { guard: 'nameGiven', actions: assign({ targetName: ({ event }) => event.name }) },
        CONFIRM: { guard: 'splitValid', target: 'submitting', actions: assign({ action: 'split' }) },
        BACK: 'ordering',
      },
    },
    paying: {
      on: {
        PAY: { guard: 'knownKind', actions: assign({ payment: ({ event }) => emptyPayment(event.kind) }) },
        SET_CASH: { guard: 'amountText', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, cash: event.amount }) }) },
        SET_CARD: { guard: 'amountText', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, card: event.amount }) }) },
        SET_ACCOUNT: { guard: 'accountGiven', actions: assign({ payment: ({ context, event }) => ({ ...context.payment, accountId: event.accountId }) }) },
        CONFIRM: { guard: 'paymentValid', target: 'submitting', actions: assign({ action: 'pay' }) },
        BACK: 'ordering',
      },
    },
    submitting: {
      on: {
        SUBMITTED: [
          { guard: 'staysOpen', target: 'ordering', actions: assign({ bill: ({ event }) => event.bill!, action: null }) },
          {
            guard: 'closes',
            target: 'done',
            actions: assign({ outcome: ({ context, event }) => ({ action: context.action as 'pay' | 'merge', id: event.id, number: event.number }) }),
          },
        ],
        FAILED: { target: 'failed', actions: 'fail' },
      },
    },
    failed: {
      on: {
        LOADED: { guard: 'hasBill', target: 'ordering', actions: ['load', assign({ action: null })] },
        BACK: { guard: ({ context }) => context.bill !== null, target: 'ordering', actions: assign({ action: null }) },
      },
    },
    done: { type: 'final' },
  },
});

export type TableStep = 'loading' | 'ordering' | 'savingLines' | 'moving' | 'merging' | 'splitting' | 'paying' | 'submitting' | 'failed' | 'done';
