import { assign, enqueueActions, setup } from 'xstate';
import {
  CASHBOX_TYPES,
  cashBoxRules,
  checkCashBoxClose,
  checkCashBoxInput,
  createCashBoxContext,
  openingCashMove,
  overShortCashMove,
  zReport,
  type CashBoxContext,
} from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { contentKeys, defineFamily } from '../family';

const effect = (_: unknown, _params: Record<string, unknown>) => {};

/**
 * lifecycles.md §7: open → closed. Opening (from the transient `new`) books the float's difference from the
 * cash the box held; closing writes the Z report from the session's receipts (facts in the event) and books
 * the count's over or short.
 */
export const cashBoxMachine = setup({
  types: { context: {} as CashBoxContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    zReport: effect,
    cashMove: effect,
    writeZ: assign(({ context, event }) => ({ ...context, z: zReport(context, event) })),
    openingMove: enqueueActions(({ context, enqueue }) => {
      const params = openingCashMove(context);
      if (params) enqueue({ type: 'cashMove', params });
    }),
    overShortMove: enqueueActions(({ context, enqueue }) => {
      const params = overShortCashMove(context);
      if (params) enqueue({ type: 'cashMove', params });
    }),
  },
  guards: { canClose: guardOf(checkCashBoxClose) },
}).createMachine({
  id: 'cashBox',
  initial: 'new',
  context: ({ input }) => createCashBoxContext(input),
  states: {
    new: { on: { OPEN: { target: 'open', actions: 'openingMove' } } },
    open: {
      on: {
        CLOSE: {
          guard: 'canClose',
          target: 'closed',
          // the assignment runs first, so the effects carry the report just written
          actions: ['writeZ', { type: 'zReport', params: ({ context }) => ({ cashBoxId: context.cashBoxId, ...context.z }) }, 'overShortMove'],
        },
      },
    },
    closed: { type: 'final' },
  },
});

export const cashBoxFamily = defineFamily<CashBoxContext>({
  family: 'cashBox',
  types: CASHBOX_TYPES,
  machine: cashBoxMachine,
  rank: { new: 0, open: 1, closed: 2 },
  statusIntents: { open: 'warning', closed: 'success' },
  editable: [],
  rules: cashBoxRules,
  checkInput: checkCashBoxInput,
  creationEvent: () => ({ type: 'OPEN' }),
  contextOnlyEvents: [],
  content: contentKeys(['type', 'number', 'cashBoxId', 'date', 'openingBalance', 'carriedCash']),
});
