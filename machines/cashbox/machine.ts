import { assign, setup } from 'xstate';
import { CASHBOX_TYPES, cashBoxRules, checkCashBoxClose, checkCashBoxInput, createCashBoxContext, zReport, type CashBoxContext } from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { contentKeys, defineFamily } from '../family';

const effect = (_: unknown, _params: Record<string, unknown>) => {};

/** lifecycles.md §7: open → closed; closing writes the Z report from the session's receipts (facts in the event). */
export const cashBoxMachine = setup({
  types: { context: {} as CashBoxContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    zReport: effect,
    writeZ: assign(({ context, event }) => ({ ...context, z: zReport(context, event) })),
  },
  guards: { canClose: guardOf(checkCashBoxClose) },
}).createMachine({
  id: 'cashBox',
  initial: 'open',
  context: ({ input }) => createCashBoxContext(input),
  states: {
    open: {
      on: {
        CLOSE: {
          guard: 'canClose',
          target: 'closed',
          // the assignment runs first, so the effect carries the report just written
          actions: ['writeZ', { type: 'zReport', params: ({ context }) => ({ cashBoxId: context.cashBoxId, ...context.z }) }],
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
  rank: { open: 0, closed: 1 },
  statusIntents: { open: 'warning', closed: 'success' },
  editable: [],
  rules: cashBoxRules,
  checkInput: checkCashBoxInput,
  contextOnlyEvents: [],
  content: contentKeys(['type', 'number', 'cashBoxId', 'date', 'openingBalance']),
});
