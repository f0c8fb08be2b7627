import { assign, setup } from 'xstate';
import {
  ORDER_TYPES,
  applyOrderEdit,
  applyOrderSupply,
  applyShortClose,
  checkOrderApprove,
  checkOrderCancel,
  checkOrderEdit,
  checkOrderInput,
  checkOrderSupply,
  checkShortClose,
  createOrderContext,
  orderApprovalEffects,
  orderRules,
  supplyCompletes,
  type OrderContext,
} from './rules';
import { enqueueActions } from 'xstate';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { defineFamily, documentContent } from '../family';

const effect = (_: unknown, _params: Record<string, unknown>) => {};

/** lifecycles.md §2: draft → approved → completed → closed; draft, approved → cancelled. */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as LifecycleEvent,
    input: {} as Record<string, unknown>,
  },
  actions: {
    supplySource: effect,
    edit: assign(({ context, event }) => applyOrderEdit(context, event)),
    supply: assign(({ context, event }) => applyOrderSupply(context, event)),
    shortClose: assign(({ context, event }) => applyShortClose(context, event)),
    approvalEffects: enqueueActions(({ context, enqueue }) => {
      for (const e of orderApprovalEffects(context)) enqueue({ type: e.type, params: e.params });
    }),
  },
  guards: {
    canEdit: guardOf(checkOrderEdit),
    canApprove: guardOf(checkOrderApprove),
    canCancel: guardOf(checkOrderCancel),
    canSupply: guardOf(checkOrderSupply),
    supplyCompletes: ({ context, event }) => supplyCompletes(context, event),
    canShortClose: guardOf(checkShortClose),
  },
}).createMachine({
  id: 'order',
  initial: 'draft',
  context: ({ input }) => createOrderContext(input),
  states: {
    draft: {
      on: {
        EDIT: { guard: 'canEdit', actions: 'edit' },
        APPROVE: { guard: 'canApprove', target: 'approved', actions: 'approvalEffects' },
        CANCEL: { target: 'cancelled' },
      },
    },
    approved: {
      on: {
        // the first branch wins when this supply leaves nothing open
        SUPPLY: [
          { guard: 'supplyCompletes', target: 'completed', actions: 'supply' },
          { guard: 'canSupply', actions: 'supply' },
        ],
        SHORT_CLOSE: { guard: 'canShortClose', target: 'completed', actions: 'shortClose' },
        CANCEL: { guard: 'canCancel', target: 'cancelled' },
      },
    },
    completed: { on: { CLOSE: { target: 'closed' } } },
    closed: {},
    cancelled: { type: 'final' },
  },
});

export const orderFamily = defineFamily<OrderContext>({
  family: 'order',
  types: ORDER_TYPES,
  machine: orderMachine,
  rank: { draft: 0, approved: 1, completed: 2, closed: 3, cancelled: 4 },
  statusIntents: { draft: 'none', approved: 'warning', completed: 'success', closed: 'primary', cancelled: 'danger' },
  editable: ['draft'],
  rules: orderRules,
  checkInput: checkOrderInput,
  contextOnlyEvents: ['CANCEL', 'CLOSE'],
  content: documentContent([
    'type',
    'number',
    'accountId',
    'currency',
    'date',
    'deliveryDate',
    'warehouseId',
    'paymentType',
    'salespersonId',
    'sourceId',
    'sourceType',
    'note',
    'exchangeRate',
    'exchangeRateChoice',
    'exchangeRateDate',
    'totals',
  ]),
});
