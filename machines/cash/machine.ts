import { assign, enqueueActions, setup } from 'xstate';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import {
  CASH_VOUCHER_TYPES,
  applyCashVoucherEdit,
  cashVoucherCompletionEffects,
  cashVoucherRules,
  checkCashVoucherEdit,
  checkCashVoucherInput,
  createCashVoucherContext,
  type CashVoucherContext,
} from './rules';
import { contentKeys, defineFamily } from '../family';

/** Effects are carried out by the server; inside the machine they are only named requests. */
const effect = (_: unknown, _params: Record<string, unknown>) => {};

/**
 * Cash and bank vouchers: draft → completed → closed; draft → cancelled. Completing writes the cash moves (and the
 * current account's); a completed voucher is locked, a correction is a new voucher.
 */
export const cashVoucherMachine = setup({
  types: { context: {} as CashVoucherContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    cashMove: effect,
    accountMove: effect,
    edit: assign(({ context, event }) => applyCashVoucherEdit(context, event)),
    markPrinted: assign({ printed: true }),
    completionEffects: enqueueActions(({ context, enqueue }) => {
      for (const e of cashVoucherCompletionEffects(context)) enqueue({ type: e.type, params: e.params });
    }),
  },
  guards: {
    canEdit: guardOf(checkCashVoucherEdit),
  },
}).createMachine({
  id: 'cashVoucher',
  initial: 'draft',
  context: ({ input }) => createCashVoucherContext(input),
  states: {
    draft: {
      on: {
        EDIT: { guard: 'canEdit', actions: 'edit' },
        COMPLETE: { target: 'completed', actions: 'completionEffects' },
        CANCEL: { target: 'cancelled' },
        PRINT: { actions: 'markPrinted' },
      },
    },
    completed: {
      on: {
        CLOSE: { target: 'closed' },
        PRINT: { actions: 'markPrinted' },
      },
    },
    closed: { on: { PRINT: { actions: 'markPrinted' } } },
    cancelled: { type: 'final' },
  },
});

export const cashVoucherFamily = defineFamily<CashVoucherContext>({
  family: 'cashVoucher',
  types: CASH_VOUCHER_TYPES,
  machine: cashVoucherMachine,
  rank: { draft: 0, completed: 1, closed: 2, cancelled: 3 },
  statusIntents: { draft: 'none', completed: 'success', closed: 'primary', cancelled: 'danger' },
  editable: ['draft'],
  rules: cashVoucherRules,
  checkInput: checkCashVoucherInput,
  contextOnlyEvents: ['COMPLETE', 'CANCEL', 'CLOSE', 'PRINT'],
  content: contentKeys([
    'type',
    'number',
    'cashAccountId',
    'accountId',
    'targetCashAccountId',
    'incomeExpenseId',
    'amount',
    'currency',
    'targetCurrency',
    'exchangeRate',
    'date',
    'note',
    'instalmentIds',
  ]),
});
