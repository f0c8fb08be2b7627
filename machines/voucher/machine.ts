import { assign, enqueueActions, setup } from 'xstate';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import {
  VOUCHER_TYPES,
  applyVoucherEdit,
  checkVoucherEdit,
  checkVoucherInput,
  createVoucherContext,
  voucherCompletionEffects,
  voucherRules,
  type VoucherContext,
} from './rules';
import { contentKeys, defineFamily } from '../family';

/** Effects are carried out by the server; inside the machine they are only named requests. */
const effect = (_: unknown, _params: Record<string, unknown>) => {};

/**
 * Current-account vouchers (lifecycles.md has no table for them; this follows receipts without the
 * inProcess step): draft → completed → closed; draft → cancelled. Completing writes the account moves.
 */
export const voucherMachine = setup({
  types: { context: {} as VoucherContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    accountMove: effect,
    edit: assign(({ context, event }) => applyVoucherEdit(context, event)),
    markPrinted: assign({ printed: true }),
    completionEffects: enqueueActions(({ context, enqueue }) => {
      for (const e of voucherCompletionEffects(context)) enqueue({ type: e.type, params: e.params });
    }),
  },
  guards: {
    canEdit: guardOf(checkVoucherEdit),
  },
}).createMachine({
  id: 'voucher',
  initial: 'draft',
  context: ({ input }) => createVoucherContext(input),
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

export const voucherFamily = defineFamily<VoucherContext>({
  family: 'voucher',
  types: VOUCHER_TYPES,
  machine: voucherMachine,
  rank: { draft: 0, completed: 1, closed: 2, cancelled: 3 },
  statusIntents: { draft: 'none', completed: 'success', closed: 'primary', cancelled: 'danger' },
  editable: ['draft'],
  rules: voucherRules,
  checkInput: checkVoucherInput,
  contextOnlyEvents: ['COMPLETE', 'CANCEL', 'CLOSE', 'PRINT'],
  content: contentKeys(['type', 'number', 'accountId', 'targetAccountId', 'amount', 'currency', 'date', 'dueDate', 'description']),
});
