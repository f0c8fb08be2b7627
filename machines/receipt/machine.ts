import { assign, enqueueActions, setup } from 'xstate';
import {
  RECEIPT_TYPES,
  applyReceiptComplete,
  applyReceiptEdit,
  applyReceiptSupply,
  checkReceiptCancel,
  checkReceiptClose,
  checkReceiptComplete,
  checkReceiptEdit,
  checkReceiptInput,
  checkReceiptStart,
  checkReceiptSupply,
  createReceiptContext,
  receiptCompletionEffects,
  receiptRules,
  type ReceiptContext,
} from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { defineFamily, documentContent } from '../family';

type Params = Record<string, unknown>;
/** Effects are carried out by the server; inside the machine they are only named requests. */
const effect = (_: unknown, _params: Params) => {};

/** lifecycles.md §1: draft → inProcess → completed → closed; draft → cancelled. */
export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as LifecycleEvent,
    input: {} as Record<string, unknown>,
  },
  actions: {
    stockMove: effect,
    accountMove: effect,
    cashMove: effect,
    supplySource: effect,
    sellCopy: effect,
    pointsMove: effect,
    campaignSale: effect,
    edit: assign(({ context, event }) => applyReceiptEdit(context, event)),
    markPrinted: assign({ printed: true }),
    recordSupply: assign(({ context, event }) => applyReceiptSupply(context, event)),
    recordNegativeStock: assign(({ context, event }) => applyReceiptComplete(context, event)),
    completionEffects: enqueueActions(({ context, enqueue }) => {
      for (const e of receiptCompletionEffects(context)) enqueue({ type: e.type, params: e.params });
    }),
  },
  guards: {
    canEdit: guardOf(checkReceiptEdit),
    canStart: guardOf(checkReceiptStart),
    canComplete: guardOf(checkReceiptComplete),
    canCancel: guardOf(checkReceiptCancel),
    canClose: guardOf(checkReceiptClose),
    canSupply: guardOf(checkReceiptSupply),
  },
}).createMachine({
  id: 'receipt',
  initial: 'draft',
  context: ({ input }) => createReceiptContext(input),
  states: {
    draft: {
      on: {
        EDIT: { guard: 'canEdit', actions: 'edit' },
        START: { guard: 'canStart', target: 'inProcess' },
        CANCEL: { guard: 'canCancel', target: 'cancelled' },
        PRINT: { actions: 'markPrinted' },
      },
    },
    inProcess: {
      on: {
        COMPLETE: { guard: 'canComplete', target: 'completed', actions: ['recordNegativeStock', 'completionEffects'] },
        PRINT: { actions: 'markPrinted' },
      },
    },
    completed: {
      on: {
        CLOSE: { guard: 'canClose', target: 'closed' },
        PRINT: { actions: 'markPrinted' },
        SUPPLY: { guard: 'canSupply', actions: 'recordSupply' },
      },
    },
    closed: {
      on: {
        PRINT: { actions: 'markPrinted' },
        SUPPLY: { guard: 'canSupply', actions: 'recordSupply' },
      },
    },
    cancelled: { type: 'final' },
  },
});

export const receiptFamily = defineFamily<ReceiptContext>({
  family: 'receipt',
  types: RECEIPT_TYPES,
  machine: receiptMachine,
  rank: { draft: 0, inProcess: 1, completed: 2, closed: 3, cancelled: 4 },
  statusIntents: { draft: 'none', inProcess: 'warning', completed: 'success', closed: 'primary', cancelled: 'danger' },
  editable: ['draft'],
  rules: receiptRules,
  checkInput: checkReceiptInput,
  contextOnlyEvents: ['START', 'CANCEL', 'PRINT'],
  content: documentContent([
    'type',
    'number',
    'accountId',
    'currency',
    'date',
    'paymentType',
    'payments',
    'warehouseId',
    'targetWarehouseId',
    'cashBoxId',
    'clientId',
    'soldAt',
    'sourceId',
    'sourceIds',
    'sourceType',
    'note',
    'documentDiscount',
    'deliveryTerms',
    'transportMode',
    'supplierInvoiceNumber',
    'customerInvoiceNumber',
    'jobId',
    'salespersonId',
    'exchangeRate',
    'exchangeRateChoice',
    'exchangeRateDate',
    'totals',
    'stockMovedBySource',
    'paidBySource',
    'setComponents',
  ]),
});
