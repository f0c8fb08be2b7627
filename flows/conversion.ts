import { assign, setup } from 'xstate';
import { Dec, isDecimalString } from '../src/domain/money/decimal';
import { computeTotals, type Totals } from '../src/domain/money/totals';
import { failureMessage, notProvided } from './not-provided';

/**
 * The conversion wizard (lifecycles.md §3, issue "orders, waybills and conversions"): pick the source's
 * lines, set quantities (default: what remains; never above it), choose the exchange rate of a foreign-currency
 * source, preview the totals, confirm. Every step but the first can go back one step, after a confirmation
 * (spec §4). Pure: on entering `submitting` the flow runs `createDraft` (the screen's POST of the conversion) once
 * with the request; the draft made ends the flow (`created` tells the screen), a failure returns to the preview with
 * its message.
 */

export interface FlowLine {
  id: string;
  productId?: string;
  /** what the source line still has for later documents */
  remaining: string;
  unitPrice: string;
  multiplier: string;
  discountRate: string;
  vatRate: number;
  /** the source line's price includes the VAT */
  priceIncludesVat?: boolean;
}

export type RateChoice = 'source' | 'today';
export type QuantityProblem = 'conversion.invalidQuantity' | 'conversion.quantityExceedsRemaining';

export interface ConversionFlowContext {
  lines: FlowLine[];
  picked: string[];
  /** decimal strings by line id (the screen parses what the user types) */
  quantities: Record<string, string>;
  /** the source is in a foreign currency: a rate step is shown */
  foreign: boolean;
  rate: RateChoice;
  failure: string | null;
}

export type ConversionFlowEvent =
  | { type: 'TOGGLE'; lineId: string }
  | { type: 'PICK_ALL' }
  | { type: 'SET_QUANTITY'; lineId: string; value: string }
  | { type: 'CHOOSE_RATE'; rate: RateChoice }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'BACK_CONFIRMED' }
  | { type: 'BACK_CANCELLED' }
  | { type: 'CONFIRM' };

/** The draft a conversion made: its type and id, for its editor. */
export interface ConversionDraft {
  type: string;
  id: number;
}

export interface ConversionFlowInput {
  lines: FlowLine[];
  foreign: boolean;
}

/** Why a quantity cannot be taken, or null. */
export function quantityProblem(value: string | undefined, remaining: string): QuantityProblem | null {
  if (value === undefined || !isDecimalString(value) || !new Dec(value).gt(0)) return 'conversion.invalidQuantity';
  return new Dec(value).gt(remaining) ? 'conversion.quantityExceedsRemaining' : null;
}

/** The spec's "equal quantity" notice: the whole remaining quantity is taken. */
export const takesAll = (value: string | undefined, remaining: string): boolean =>
  value !== undefined && isDecimalString(value) && new Dec(value).eq(remaining);

export const pickedLines = (c: ConversionFlowContext): FlowLine[] => c.lines.filter((l) => c.picked.includes(l.id));

export const quantitiesValid = (c: ConversionFlowContext): boolean => pickedLines(c).every((l) => quantityProblem(c.quantities[l.id], l.remaining) === null);

/** The totals the target will have, from the picked lines at the entered quantities. */
export function previewTotals(c: ConversionFlowContext): Totals {
  return computeTotals(pickedLines(c).map((l) => ({ ...l, quantity: c.quantities[l.id] ?? '0' })));
}

/** The body of POST /api/documents/:id/conversions. */
export interface ConversionRequest {
  lines: { sourceLineId: string; quantity: string }[];
  exchangeRate?: RateChoice;
}

export function conversionRequest(c: ConversionFlowContext): ConversionRequest {
  const lines = pickedLines(c).map((l) => ({ sourceLineId: l.id, quantity: c.quantities[l.id] ?? '0' }));
  return c.foreign ? { lines, exchangeRate: c.rate } : { lines };
}

const open = (lines: readonly FlowLine[]) => lines.filter((l) => new Dec(l.remaining).gt(0));

/** While "go back?" is asked the step takes nothing else: a step's own events live in its `editing` state. */
const askBack = { BACK: 'askingBack' } as const;

export const conversionFlow = setup({
  types: { context: {} as ConversionFlowContext, events: {} as ConversionFlowEvent, input: {} as ConversionFlowInput },
  guards: {
    somePicked: ({ context }) => context.picked.length > 0,
    quantitiesValid: ({ context }) => quantitiesValid(context),
    foreignAndValid: ({ context }) => context.foreign && quantitiesValid(context),
    foreign: ({ context }) => context.foreign,
    knownLine: ({ context, event }) => 'lineId' in event && context.lines.some((l) => l.id === event.lineId),
    pickedLine: ({ context, event }) => 'lineId' in event && context.picked.includes(event.lineId),
    knownRate: ({ event }) => 'rate' in event && (event.rate === 'source' || event.rate === 'today'),
  },
  actions: {
    toggle: assign({
      picked: ({ context, event }) => {
        const id = (event as { lineId: string }).lineId;
        return context.picked.includes(id)
          ? context.picked.filter((p) => p !== id)
          : context.lines.map((l) => l.id).filter((p) => p === id || context.picked.includes(p));
      },
    }),
    pickAll: assign({ picked: ({ context }) => context.lines.map((l) => l.id) }),
    setQuantity: assign({
      quantities: ({ context, event }) => {
        const e = event as { lineId: string; value: string };
        return { ...context.quantities, [e.lineId]: e.value };
      },
    }),
    chooseRate: assign({ rate: ({ event }) => (event as { rate: RateChoice }).rate }),
    // the screen's word that the draft is made (it opens it)
    created: (_, _draft: ConversionDraft) => {},
  },
  actors: { createDraft: notProvided<ConversionDraft, ConversionRequest>('createDraft') },
}).createMachine({
  id: 'conversion',
  initial: 'pick',
  // every line with something left is picked at its remaining quantity: the usual conversion takes all
  context: ({ input }) => {
    const lines = open(input.lines);
    return {
      lines,
      picked: lines.map((l) => l.id),
      quantities: Object.fromEntries(lines.map((l) => [l.id, l.remaining])),
      foreign: input.foreign,
      rate: 'source',
      failure: null,
    };
  },
  states: {
    pick: {
      on: {
        TOGGLE: { guard: 'knownLine', actions: 'toggle' },
        PICK_ALL: { actions: 'pickAll' },
        NEXT: { guard: 'somePicked', target: 'quantities' },
      },
    },
    quantities: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...askBack,
            SET_QUANTITY: { guard: 'pickedLine', actions: 'setQuantity' },
            NEXT: [
              { guard: 'foreignAndValid', target: '#conversion.rate' },
              { guard: 'quantitiesValid', target: '#conversion.preview' },
            ],
          },
        },
        askingBack: { on: { BACK_CONFIRMED: '#conversion.pick', BACK_CANCELLED: 'editing' } },
      },
    },
    rate: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...askBack,
            CHOOSE_RATE: { guard: 'knownRate', actions: 'chooseRate' },
            NEXT: '#conversion.preview',
          },
        },
        askingBack: { on: { BACK_CONFIRMED: '#conversion.quantities', BACK_CANCELLED: 'editing' } },
      },
    },
    preview: {
      initial: 'editing',
      states: {
        editing: { on: { ...askBack, CONFIRM: { target: '#conversion.submitting', actions: assign({ failure: null }) } } },
        askingBack: {
          on: {
            BACK_CONFIRMED: [{ guard: 'foreign', target: '#conversion.rate' }, { target: '#conversion.quantities' }],
            BACK_CANCELLED: 'editing',
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'createDraft',
        src: 'createDraft',
        input: ({ context }) => conversionRequest(context),
        onDone: { target: 'done', actions: { type: 'created', params: ({ event }) => event.output } },
        onError: { target: 'preview', actions: assign({ failure: ({ event }) => failureMessage(event.error) ?? 'errors.conversionFailed' }) },
      },
    },
    done: { type: 'final' },
  },
});

/** The step a state value stands for: `quantities` for `{quantities: 'askingBack'}`. */
export function flowStep(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
}
