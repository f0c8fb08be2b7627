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

type Params = Record<string, unknown>;
/** Effects are carried out by the server (the library's holds); inside the machine they are only named requests. */
const effect = (_: unknown, _params: Params) => {};
/** A loan fulfils the member's hold on the title; a copy back (returned, or a reservation cancelled) goes to the next hold. */
const LEND_EFFECT = {
  type: 'holdFulfilled',
  params: ({ context }: { context: LoanContext }) => ({ memberId: context.memberId, copyId: context.copyId }),
} as const;
const COPY_BACK = { type: 'copyBack', params: ({ context }: { context: LoanContext }) => ({ copyId: context.copyId }) } as const;

/** lifecycles.md §5. RESERVE or LEND creates the loan (from the transient `new`). */
export const loanMachine = setup({
  types: { context: {} as LoanContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    holdFulfilled: effect,
    copyBack: effect,
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
        LEND: { guard: 'canLend', target: 'lent', actions: ['lend', LEND_EFFECT] },
      },
    },
    reserved: {
      on: {
        LEND: { guard: 'canLend', target: 'lent', actions: ['lend', LEND_EFFECT] },
        CANCEL: { target: 'cancelled', actions: [COPY_BACK] },
        EDIT: { guard: 'canEdit', actions: 'edit' },
      },
    },
    lent: {
      on: {
        RENEW: { guard: 'canRenew', actions: 'renew' },
        RETURN: { guard: 'canClose', target: 'returned', actions: ['close', COPY_BACK] },
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
  // lent past its due date (isOverdue)
  derivedStatusIntents: { overdue: 'danger' },
  editable: ['reserved'],
  rules: loanRules,
  checkInput: checkLoanInput,
  creationEvent: (input) => ({ ...input, type: input.event as string }),
  contextOnlyEvents: ['CANCEL', 'RETURN', 'LOSE'],
  content: contentKeys(['type', 'number', 'memberId', 'copyId', 'date', 'note']),
});
