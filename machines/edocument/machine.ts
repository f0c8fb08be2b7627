import { assign, setup } from 'xstate';
import {
  EDOCUMENT_TYPES,
  applyAnswer,
  applySendFailed,
  applySent,
  checkAnswer,
  checkCancel,
  checkEDocumentInput,
  checkReport,
  checkSendFailed,
  checkSent,
  createEDocumentContext,
  edocumentRules,
  type EDocumentContext,
} from './rules';
import { guardOf, type LifecycleEvent } from '../../src/domain/lifecycle/rules';
import { contentKeys, defineFamily } from '../family';

const effect = (_: unknown, _params: Record<string, unknown>) => {};

const cancel = { guard: 'canCancel', target: 'cancelled' } as const;

/**
 * lifecycles.md §6: notSent → queued → sent → sentToTaxAuthority → approved | rejected | reported.
 * A failed send stays `queued` (self-transition counting attempts, keeping the last error).
 */
export const edocumentMachine = setup({
  types: { context: {} as EDocumentContext, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
  actions: {
    sendEDocument: effect,
    failed: assign(({ context, event }) => applySendFailed(context, event)),
    sent: assign(({ context, event }) => applySent(context, event)),
    answer: assign(({ context, event }) => applyAnswer(context, event)),
  },
  guards: {
    canFail: guardOf(checkSendFailed),
    canSend: guardOf(checkSent),
    canAnswer: guardOf(checkAnswer),
    canReport: guardOf(checkReport),
    canCancel: guardOf(checkCancel),
  },
}).createMachine({
  id: 'edocument',
  initial: 'notSent',
  context: ({ input }) => createEDocumentContext(input),
  states: {
    notSent: {
      on: {
        QUEUE: {
          target: 'queued',
          actions: { type: 'sendEDocument', params: ({ context }) => ({ documentId: context.documentId, type: context.type }) },
        },
        CANCEL: cancel,
      },
    },
    queued: {
      on: {
        SEND_FAILED: { guard: 'canFail', actions: 'failed' },
        SENT: { guard: 'canSend', target: 'sent', actions: 'sent' },
        CANCEL: cancel,
      },
    },
    sent: { on: { TAX_AUTHORITY_ACCEPTED: { target: 'sentToTaxAuthority' }, CANCEL: cancel } },
    sentToTaxAuthority: {
      on: {
        APPROVE: { guard: 'canAnswer', target: 'approved', actions: 'answer' },
        REJECT: { guard: 'canAnswer', target: 'rejected', actions: 'answer' },
        REPORT: { guard: 'canReport', target: 'reported' },
        CANCEL: cancel,
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
    // only an e-archive gets here, and an e-archive can be cancelled
    reported: { on: { CANCEL: { target: 'cancelled' } } },
    cancelled: { type: 'final' },
  },
});

export const edocumentFamily = defineFamily<EDocumentContext>({
  family: 'edocument',
  types: EDOCUMENT_TYPES,
  machine: edocumentMachine,
  rank: { notSent: 0, queued: 1, sent: 2, sentToTaxAuthority: 3, approved: 4, rejected: 4, reported: 4, cancelled: 5 },
  statusIntents: {
    notSent: 'none',
    queued: 'warning',
    sent: 'primary',
    sentToTaxAuthority: 'primary',
    approved: 'success',
    rejected: 'danger',
    reported: 'success',
    cancelled: 'danger',
  },
  editable: [],
  rules: edocumentRules,
  checkInput: checkEDocumentInput,
  contextOnlyEvents: ['QUEUE', 'TAX_AUTHORITY_ACCEPTED', 'REPORT', 'CANCEL', 'APPROVE', 'REJECT'],
  content: contentKeys(['type', 'documentId', 'date']),
});
