import { assign, setup } from 'xstate';
import {
  OWN_CHEQUE_TYPES,
  RECEIVED_CHEQUE_TYPES,
  accountMove,
  applyChequeEdit,
  checkChequeEdit,
  checkChequeInput,
  checkEndorse,
  checkReturn,
  checkSettle,
  createChequeContext,
  datedMove,
  moneyMove,
  ownChequeRules,
  receivedChequeRules,
  type ChequeContext,
} from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { contentKeys, defineFamily } from '../family';

const CHEQUE_CONTENT = contentKeys<ChequeContext>([
  'type',
  'number',
  'accountId',
  'amount',
  'currency',
  'exchangeRate',
  'date',
  'dueDate',
  'serialNo',
  'bank',
  'drawer',
  'note',
]);

const effect = (_: unknown, _params: Record<string, unknown>) => {};

const chequeSetup = setup({
  types: { context: {} as ChequeContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    accountMove: effect,
    cashMove: effect,
    edit: assign(({ context, event }) => applyChequeEdit(context, event)),
    recordEndorsement: assign(({ context, event }) => ({
      ...context,
      endorsedTo: event.accountId as string,
      ...(typeof event.batchNo === 'string' ? { endorseBatchNo: event.batchNo } : {}),
    })),
    recordBank: assign(({ context, event }) => (typeof event.bankAccountId === 'string' ? { ...context, bankAccountId: event.bankAccountId } : context)),
    recordSettlement: assign({ cashAccountId: ({ event }) => event.cashAccountId as string }),
  },
  guards: {
    canEdit: guardOf(checkChequeEdit),
    canEndorse: guardOf(checkEndorse),
    canSettle: guardOf(checkSettle),
    canReturn: guardOf(checkReturn),
  },
});

/** The customer's account moves by the cheque's amount on the given side. */
const customer = (side: 'debit' | 'credit', kind: string) =>
  ({ type: 'accountMove', params: ({ context }: { context: ChequeContext }) => accountMove(context, context.accountId, side, kind) }) as const;

/** The customer's account moves on the business day the server supplies (`businessDay`), not on the cheque's entry date. */
const customerToday = (side: 'debit' | 'credit', kind: string) =>
  ({
    type: 'accountMove',
    params: ({ context, event }: { context: ChequeContext; event: LifecycleEvent }) => datedMove(accountMove(context, context.accountId, side, kind), event),
  }) as const;

const collect = {
  guard: 'canSettle',
  target: 'collected',
  actions: [
    'recordSettlement',
    { type: 'cashMove', params: ({ context, event }: { context: ChequeContext; event: LifecycleEvent }) => moneyMove(context, event, 'in') },
  ],
} as const;

const giveBack = { guard: 'canReturn', target: 'returned', actions: [customer('debit', 'chequeReturned')] } as const;

/**
 * A bounced cheque already debited the customer back (BOUNCE): collected later, the money comes in and the customer
 * is credited again; returned, the paper goes back and the account does not move a second time.
 */
const collectBounced = { ...collect, actions: [...collect.actions, customerToday('credit', 'chequeCollectedAfterBounce')] } as const;
const giveBackBounced = { guard: 'canReturn', target: 'returned' } as const;

/** lifecycles.md §4, received cheques and notes. RECEIVE creates the document (from the transient `new`). */
export const receivedChequeMachine = chequeSetup.createMachine({
  id: 'receivedCheque',
  initial: 'new',
  context: ({ input }) => createChequeContext(input),
  states: {
    new: { on: { RECEIVE: { target: 'portfolio', actions: [customer('credit', 'chequeReceived')] } } },
    portfolio: {
      on: {
        EDIT: { guard: 'canEdit', actions: 'edit' },
        ENDORSE: {
          guard: 'canEndorse',
          target: 'endorsed',
          actions: [
            'recordEndorsement',
            { type: 'accountMove', params: ({ context, event }) => accountMove(context, event.accountId as string, 'debit', 'chequeEndorsed') },
          ],
        },
        SEND_TO_BANK: { target: 'atBank', actions: 'recordBank' },
        COLLECT: collect,
        RETURN: giveBack,
      },
    },
    // karşılıksız: the credit the cheque gave is taken back at once, on the day it bounced
    atBank: { on: { COLLECT: collect, BOUNCE: { target: 'bounced', actions: [customerToday('debit', 'chequeBounced')] } } },
    bounced: { on: { COLLECT: collectBounced, RETURN: giveBackBounced } },
    endorsed: { type: 'final' },
    collected: { type: 'final' },
    returned: { type: 'final' },
  },
});

/** lifecycles.md §4, own cheques and notes: issued → paid | returned. ISSUE creates the document. */
export const ownChequeMachine = chequeSetup.createMachine({
  id: 'ownCheque',
  initial: 'new',
  context: ({ input }) => createChequeContext(input),
  states: {
    new: { on: { ISSUE: { target: 'issued', actions: [customer('debit', 'chequeIssued')] } } },
    issued: {
      on: {
        PAY: {
          guard: 'canSettle',
          target: 'paid',
          actions: ['recordSettlement', { type: 'cashMove', params: ({ context, event }) => moneyMove(context, event, 'out') }],
        },
        RETURN: { guard: 'canReturn', target: 'returned', actions: [customer('credit', 'chequeReturned')] },
      },
    },
    paid: { type: 'final' },
    returned: { type: 'final' },
  },
});

export const receivedChequeFamily = defineFamily<ChequeContext>({
  family: 'receivedCheque',
  types: RECEIVED_CHEQUE_TYPES,
  machine: receivedChequeMachine,
  rank: { new: 0, portfolio: 1, atBank: 2, bounced: 3, endorsed: 4, collected: 4, returned: 4 },
  statusIntents: { portfolio: 'primary', atBank: 'warning', bounced: 'danger', endorsed: 'success', collected: 'success', returned: 'none' },
  editable: ['portfolio'],
  rules: receivedChequeRules,
  checkInput: checkChequeInput(RECEIVED_CHEQUE_TYPES),
  creationEvent: () => ({ type: 'RECEIVE' }),
  contextOnlyEvents: ['SEND_TO_BANK', 'BOUNCE'],
  content: CHEQUE_CONTENT,
});

export const ownChequeFamily = defineFamily<ChequeContext>({
  family: 'ownCheque',
  types: OWN_CHEQUE_TYPES,
  machine: ownChequeMachine,
  rank: { new: 0, issued: 1, paid: 2, returned: 2 },
  statusIntents: { issued: 'primary', paid: 'success', returned: 'none' },
  editable: [],
  rules: ownChequeRules,
  checkInput: checkChequeInput(OWN_CHEQUE_TYPES),
  creationEvent: () => ({ type: 'ISSUE' }),
  contextOnlyEvents: [],
  content: CHEQUE_CONTENT,
});
