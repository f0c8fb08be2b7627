import { assign, setup } from 'xstate';
import {
  LOAN_TYPES,
  applyClosing,
  applyLend,
  applyLoanEdit,
  applyRenew,
  checkClosingDate,
  checkLend,
  checkLoanEdit,
  checkLoanInput,
  checkRenew,
  checkReserve,
  createLoanContext,
  loanRules,
  type LoanContext,
} from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { contentKeys, defineFamily } from '../family';

/** lifecycles.md §5. RESERVE or LEND creates the loan (from the transient `new`). */
export const loanMachine = setup({
  types: { context: {} as LoanContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    lend: assign(({ context, event }) => applyLend(context, event)),
    renew: assign(({ context, event }) => applyRenew(context, event)),
    close: assign(({ context, event }) => applyClosing(context, event)),
    edit: assign(({ context, event }) => applyLoanEdit(context, event)),
  },
  guards: {
    canReserve: guardOf(checkReserve),
    canLend: guardOf(checkLend),
    canRenew: guardOf(checkRenew),
    canClose: guardOf(checkClosingDate),
    canEdit: guardOf(checkLoanEdit),
  },
}).createMachine({
  id: 'loan',
  initial: 'new',
  context: ({ input }) => createLoanContext(input),
  states: {
    new: {
      on: {
        RESERVE: { guard: 'canReserve', target: 'reserved' },
        LEND: { guard: 'canLend', target: 'lent', actions: 'lend' },
      },
    },
    reserved: {
      on: {
        LEND: { guard: 'canLend', target: 'lent', actions: 'lend' },
        CANCEL: { target: 'cancelled' },
        EDIT: { guard: 'canEdit', actions: 'edit' },
      },
    },
    lent: {
      on: {
        RENEW: { guard: 'canRenew', actions: 'renew' },
        RETURN: { guard: 'canClose', target: 'returned', actions: 'close' },
        LOSE: { guard: 'canClose', target: 'lost', actions: 'close' },
      },
    },
    returned: { type: 'final' },
    lost: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export const loanFamily = defineFamily<LoanContext>({
  family: 'loan',
  types: LOAN_TYPES,
  machine: loanMachine,
  rank: { new: 0, reserved: 1, lent: 2, returned: 3, lost: 3, cancelled: 3 },
  statusIntents: { reserved: 'primary', lent: 'warning', returned: 'success', lost: 'danger', cancelled: 'none' },
  editable: ['reserved'],
  rules: loanRules,
  checkInput: checkLoanInput,
  creationEvent: (input) => ({ ...input, type: input.event as string }),
  contextOnlyEvents: ['CANCEL', 'RETURN', 'LOSE'],
  content: contentKeys(['type', 'number', 'memberId', 'copyId', 'date', 'note']),
});
