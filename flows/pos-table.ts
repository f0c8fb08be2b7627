import { assign, setup, spawnChild } from 'xstate';
import { documentLock } from '../machines/locks';
import { Dec, isDecimalString } from '../src/domain/money/decimal';
import { documentSums, type Totals } from '../src/domain/money/totals';
import { PAYMENT_KINDS, SERVER_PAYMENT_TYPE, paymentProblem, saleDue, type PaymentKind, type PosPayment } from './pos';
import type { PayableRounding } from '../src/domain/money/payable-rounding';
import { failureMessage, notProvided } from './not-provided';

/**
 * One table's bill at /fis/posmasa/duzen/{id} (issue #6): ordering (scan, quantities), moving it to a free table,
 * merging it into another table, splitting chosen quantities to a new table, paying. Pure like flows/pos.ts: its
 * calls are invoked actors the screen provides. `loadBill` runs on entering `loading`, and again (a spawned child of
 * the same id) when the screen says its kept page is SHOWN and after a failed save or action, except a refusal (403),
 * so the screen always shows what the server has; `saveLines` PATCHes `pendingLines` once per entry of `savingLines`;
 * `submitAction` sends `action` on entering `submitting`.
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

/** What `loadBill` answers: the bill and the document's type and status, whose lock says whether it is still open. */
export interface LoadedBill {
  bill: TableBill;
  type: string;
  status: string;
}

/** What `saveLines` is given: the bill as shown (id, version) and the lines to save. */
export interface LinesToSave {
  bill: TableBill;
  lines: TableLine[];
}

/** What `submitAction` answers: the bill made or kept (`id`, `number`), and for a move or a split the table's bill now. */
export interface ActionOutcome {
  id: number;
  number: string;
  bill?: TableBill;
}

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
  | { type: 'SHOWN' }
  | ({ type: 'ADD_PRODUCT' } & ScannedProduct)
  | { type: 'SET_QUANTITY'; lineId: string; quantity: string }
  | { type: 'REMOVE_LINE'; lineId: string }
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
  | { type: 'BACK' };

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

const outputOf = (event: unknown) => (event as { output?: unknown }).output;
const isBill = (v: unknown): v is TableBill => typeof (v as { id?: unknown } | undefined)?.id === 'number';
/** A loaded bill that is still open: a paid or cancelled one is not a table's any more. */
const openBill = (event: unknown) => {
  const loaded = outputOf(event) as Partial<LoadedBill> | undefined;
  return isBill(loaded?.bill) && typeof loaded.type === 'string' && !documentLock(loaded.type, String(loaded.status)).locked;
};
/** The bill shown again after a failure: a stale version or a bill changed elsewhere. Not after a refusal (403). */
const reloadAfter = (error: unknown) => (error as { status?: unknown } | undefined)?.status !== 403;

/** A failed save or action is shown, and the bill loaded again unless the call was refused. */
const failedCall = [
  { guard: 'reloadAfter', target: 'failed', actions: ['fail', 'reload'] },
  { target: 'failed', actions: 'fail' },
] as const;

export const tableFlow = setup({
  types: { context: {} as TableFlowContext, events: {} as TableFlowEvent, input: {} as { canEditPrices: boolean } },
  guards: {
    openBill: ({ event }) => openBill(event),
    savedBill: ({ event }) => isBill(outputOf(event)),
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
    staysOpen: ({ context, event }) => (context.action === 'move' || context.action === 'split') && isBill((outputOf(event) as ActionOutcome).bill),
    closes: ({ context, event }) => (context.action === 'merge' || context.action === 'pay') && typeof (outputOf(event) as ActionOutcome).id === 'number',
    reloadAfter: ({ event }) => reloadAfter((event as { error?: unknown }).error),
  },
  actors: {
    loadBill: notProvided<LoadedBill, void>('loadBill'),
    saveLines: notProvided<TableBill, LinesToSave>('saveLines'),
    submitAction: notProvided<ActionOutcome, TableFlowContext>('submitAction'),
  },
  actions: {
    load: assign({ bill: ({ event }) => (outputOf(event) as LoadedBill).bill }),
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
      bill: ({ event }) => outputOf(event) as TableBill,
      pendingLines: ({ context, event }) => context.queue.reduce((lines, p) => withScanned(lines, p), (outputOf(event) as TableBill).lines),
      queue: () => [],
      saveSeq: ({ context }) => context.saveSeq + 1,
    }),
    saved: assign({ bill: ({ event }) => outputOf(event) as TableBill, pendingLines: null }),
    fail: assign({ failure: ({ event }) => failureMessage((event as { error?: unknown }).error) ?? 'tables.failed', pendingLines: null, queue: () => [] }),
    /** loads the bill again beside the current step; its answer is `xstate.done.actor.loadBill` like the first load's */
    reload: spawnChild('loadBill', { id: 'loadBill' }),
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
      invoke: {
        id: 'loadBill',
        src: 'loadBill',
        onDone: [
          { guard: 'openBill', target: 'ordering', actions: 'load' },
          { target: 'failed', actions: assign({ failure: ({ event }) => (isBill(event.output?.bill) ? 'tables.notOpen' : 'tables.failed') }) },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    ordering: {
      on: {
        SHOWN: { actions: 'reload' },
        // a bill closed elsewhere meanwhile stays shown: what is sent next is refused and says why
        'xstate.done.actor.loadBill': { guard: 'openBill', actions: 'load' },
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
      invoke: {
        id: 'saveLines',
        src: 'saveLines',
        input: ({ context }) => ({ bill: context.bill!, lines: context.pendingLines ?? [] }),
        onDone: [
          { guard: ({ context, event }) => context.queue.length > 0 && isBill(event.output), target: 'savingLines', reenter: true, actions: 'saveQueued' },
          { guard: 'savedBill', target: 'ordering', actions: 'saved' },
          { target: 'failed', actions: ['fail', 'reload'] },
        ],
        onError: failedCall,
      },
      on: { ADD_PRODUCT: { guard: 'validProduct', actions: 'enqueue' } },
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
      invoke: {
        id: 'submitAction',
        src: 'submitAction',
        input: ({ context }) => context,
        onDone: [
          { guard: 'staysOpen', target: 'ordering', actions: assign({ bill: ({ event }) => event.output.bill!, action: null }) },
          {
            guard: 'closes',
            target: 'done',
            actions: assign({
              outcome: ({ context, event }) => ({ action: context.action as 'pay' | 'merge', id: event.output.id, number: event.output.number }),
            }),
          },
          { target: 'failed', actions: ['fail', 'reload'] },
        ],
        onError: failedCall,
      },
    },
    failed: {
      on: {
        SHOWN: { actions: 'reload' },
        'xstate.done.actor.loadBill': { guard: 'openBill', target: 'ordering', actions: ['load', assign({ action: null })] },
        BACK: { guard: ({ context }) => context.bill !== null, target: 'ordering', actions: assign({ action: null }) },
      },
    },
    done: { type: 'final' },
  },
});

export type TableStep = 'loading' | 'ordering' | 'savingLines' | 'moving' | 'merging' | 'splitting' | 'paying' | 'submitting' | 'failed' | 'done';
