import { createActor } from 'xstate';
import { changeDue, paymentProblem, posFlow, posStep, saleTotals, type PosFlowContext, type PosFlowEvent, type SaleOutcome } from '../../flows/pos';
import { answeredByPath } from './flow-fakes';
import { flowTestModel } from './flow-test-model';

/**
 * Paths through the fast sale, generated from flows/pos.ts: the same paths drive the machine in the unit tests
 * and the browser in tests/e2e/pos.spec.ts. One sample product (id 1 here; the e2e test maps it to a real one).
 * The sale is sent by the flow's invoked call (`submitSale`): a path plays its outcome as the call's done event,
 * `SALE_MADE`, which the browser waits for.
 */
export const SALE_MADE = 'xstate.done.actor.submitSale';
export type PosPathEvent = PosFlowEvent | { type: typeof SALE_MADE; output: SaleOutcome };
export const SAMPLE_PRODUCT = { productId: 1, name: 'Sample', unitPrice: '10.00', vatRate: 10 } as const;
/** The customer a sale on account is booked to (the e2e test maps it to a real one). */
export const SAMPLE_ACCOUNT = 1;

export interface PosStateView {
  step: string;
  askingCancel: boolean;
  /** [quantity, discount %] of the sample line, or null without it */
  line: [string, string] | null;
  kind: string | null;
  cash: string | null;
  card: string | null;
  accountId: number | null;
  paymentValid: boolean | null;
  grand: string;
  change: string | null;
}

export interface PosPath {
  title: string;
  events: PosPathEvent[];
  states: PosStateView[];
  final: PosFlowContext;
}

const view = (snapshot: { value: unknown; context: PosFlowContext }): PosStateView => {
  const c = snapshot.context;
  const step = posStep(snapshot.value);
  const line = c.lines[0] ? ([c.lines[0].quantity, c.lines[0].discountRate] as [string, string]) : null;
  const grand = saleTotals(c.lines).grand;
  const paying = step !== 'selling';
  return {
    step,
    askingCancel: typeof snapshot.value === 'object' && Object.values(snapshot.value as object)[0] === 'askingCancel',
    line,
    kind: paying ? c.payment.kind : null,
    cash: paying ? c.payment.cash : null,
    card: paying ? c.payment.card : null,
    accountId: paying ? c.payment.accountId : null,
    paymentValid: paying ? paymentProblem(c.payment, grand) === null : null,
    grand,
    change: paying && c.payment.kind === 'cash' ? changeDue(grand, c.payment.cash) : null,
  };
};

/** Only what changes the sale in a way worth a path: the state space stays small. */
function eventsIn(v: PosStateView): PosPathEvent[] {
  if (v.askingCancel) return [{ type: 'CANCEL_CONFIRMED' }, { type: 'CANCEL_DISMISSED' }];
  switch (v.step) {
    case 'selling': {
      if (!v.line) return [{ type: 'ADD_PRODUCT', ...SAMPLE_PRODUCT }];
      const [quantity, discount] = v.line;
      return [
        ...(quantity === '1' ? [{ type: 'ADD_PRODUCT', ...SAMPLE_PRODUCT } as const] : []),
        ...(quantity !== '3' ? [{ type: 'SET_QUANTITY', productId: 1, quantity: '3' } as const] : []),
        ...(discount === '0' ? [{ type: 'SET_DISCOUNT', productId: 1, discountRate: '10' } as const] : []),
        { type: 'REMOVE_LINE', productId: 1 },
        { type: 'CANCEL_SALE' },
        { type: 'PAY', kind: 'cash' },
        { type: 'PAY', kind: 'card' },
        { type: 'PAY', kind: 'mixed' },
        { type: 'PAY', kind: 'account' },
      ];
    }
    case 'payment':
      return [
        ...(v.kind === 'cash' && v.cash === '' ? [{ type: 'SET_CASH', amount: '100' } as const, { type: 'SET_CASH', amount: '5' } as const] : []),
        // mixed: 5 in cash, then a card part that makes the sample's 11.00 exactly, or one cent short
        ...(v.kind === 'mixed' && v.cash === '' ? [{ type: 'SET_CASH', amount: '5' } as const] : []),
        ...(v.kind === 'mixed' && v.cash !== '' && v.card === ''
          ? [{ type: 'SET_CARD', amount: '6' } as const, { type: 'SET_CARD', amount: '5.99' } as const]
          : []),
        ...(v.kind === 'account' && v.accountId === null ? [{ type: 'SET_ACCOUNT', accountId: SAMPLE_ACCOUNT } as const] : []),
        { type: 'CONFIRM' },
        { type: 'BACK' },
      ];
    case 'submitting':
      return [{ type: SALE_MADE, output: { sent: { id: 0, number: '' } } }];
    default:
      return [];
  }
}

/**
 * Paying, submitting and done are told apart by the payment only: the line variants are covered while selling.
 * The cancel question of a sale with lines is one view whatever the lines are: it asks the same, and each answer is
 * checked once.
 */
const key = (v: PosStateView) =>
  JSON.stringify(
    v.step !== 'selling'
      ? { step: v.step, kind: v.kind, cash: v.cash, card: v.card, accountId: v.accountId }
      : v.askingCancel
        ? { step: v.step, askingCancel: true, withLines: v.line !== null }
        : v,
  );

const describeEvent = (e: PosPathEvent) =>
  e.type === SALE_MADE
    ? 'submitted'
    : e.type === 'ADD_PRODUCT'
      ? 'scan'
      : e.type === 'SET_QUANTITY'
        ? `qty ${e.quantity}`
        : e.type === 'SET_DISCOUNT'
          ? `discount ${e.discountRate}%`
          : e.type === 'PAY'
            ? `pay ${e.kind}`
            : e.type === 'SET_CASH'
              ? `cash ${e.amount}`
              : e.type === 'SET_CARD'
                ? `card ${e.amount}`
                : e.type === 'SET_ACCOUNT'
                  ? 'pick customer'
                  : e.type.toLowerCase();

/**
 * One shortest path to every distinct view of the sale (xstate drops paths that are prefixes of others). A path
 * ending on the cancel question (after a scan) is replaced by its two answers, which lead back to views already
 * reached: each answer checks every view of the path it extends, so the question alone would add nothing.
 */
export function posFlowPaths(canEditPrices = true): PosPath[] {
  const input = { canEditPrices };
  const model = flowTestModel(posFlow, {
    events: (snapshot) => eventsIn(view(snapshot as never)) as never,
    serializeState: (snapshot) => key(view(snapshot as never)),
  });
  const generated = model.getShortestPaths({ input } as never).map((p) => p.steps.slice(1).map((s) => s.event as PosPathEvent));
  const asksCancel = (events: PosPathEvent[]) => events.length > 1 && events.at(-1)?.type === 'CANCEL_SALE';
  const answered = generated.filter(asksCancel).flatMap((events) => [
    [...events, { type: 'CANCEL_CONFIRMED' } as const],
    [...events, { type: 'CANCEL_DISMISSED' } as const],
  ]);
  return [...generated.filter((events) => !asksCancel(events)), ...answered].map((events) => {
    const actor = createActor(answeredByPath(posFlow), { input }).start();
    const states: PosStateView[] = [];
    for (const e of events) {
      actor.send(e as PosFlowEvent);
      states.push(view(actor.getSnapshot() as never));
    }
    return { title: events.map(describeEvent).join(' → ') || '(start)', events, states, final: actor.getSnapshot().context };
  });
}
