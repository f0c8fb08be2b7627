import type { ReasonCode } from './reasons';
import { allow, isIsoDate, isNonEmptyString, type Check, type LifecycleEvent, type RuleTable } from '../../src/domain/lifecycle/rules';

export const EDOCUMENT_TYPES = ['eInvoice', 'eArchive', 'eWaybill'] as const;
export type EDocumentType = (typeof EDOCUMENT_TYPES)[number];

export interface EDocumentContext {
  type: EDocumentType;
  /** the receipt this e-document carries */
  documentId: string;
  date: string;
  attempts: number;
  lastError?: string;
  envelopeId?: string;
  answer?: string;
}

export function checkEDocumentInput(input: Record<string, unknown>): ReasonCode | null {
  if (!EDOCUMENT_TYPES.includes(input.type as EDocumentType)) return 'document.unknownType';
  if (!isNonEmptyString(input.documentId, 100)) return 'edocument.documentRequired';
  if (!isIsoDate(input.date)) return 'document.invalidDate';
  return null;
}

export function createEDocumentContext(input: Record<string, unknown>): EDocumentContext {
  return { type: input.type as EDocumentType, documentId: input.documentId as string, date: input.date as string, attempts: 0 };
}

export const checkSendFailed: Check<EDocumentContext, ReasonCode> = (_c, event) => (isNonEmptyString(event.error, 2000) ? null : 'edocument.errorRequired');

const optionalText =
  (key: string): Check<EDocumentContext, ReasonCode> =>
  (_c, event) =>
    event[key] === undefined || isNonEmptyString(event[key], 2000) ? null : 'document.invalidField';

export const checkSent = optionalText('envelopeId');

/** The buyer answers a commercial e-invoice (and an e-waybill's receiver); an e-archive has no buyer answer. */
export const checkAnswer: Check<EDocumentContext, ReasonCode> = (context, event) =>
  context.type === 'eArchive' ? 'edocument.archiveHasNoAnswer' : optionalText('answer')(context, event);

export const checkReport: Check<EDocumentContext, ReasonCode> = (context) => (context.type === 'eArchive' ? null : 'edocument.onlyArchiveReported');

/** An e-waybill cannot be cancelled, only rejected by its receiver. */
export const checkCancel: Check<EDocumentContext, ReasonCode> = (context) => (context.type === 'eWaybill' ? 'edocument.waybillCannotBeCancelled' : null);

export const edocumentRules: RuleTable<EDocumentContext, ReasonCode> = {
  notSent: { QUEUE: allow, CANCEL: checkCancel, EDIT: 'document.locked' },
  queued: { SEND_FAILED: checkSendFailed, SENT: checkSent, CANCEL: checkCancel, EDIT: 'document.locked' },
  sent: { TAX_AUTHORITY_ACCEPTED: allow, CANCEL: checkCancel, EDIT: 'document.locked' },
  sentToTaxAuthority: { APPROVE: checkAnswer, REJECT: checkAnswer, REPORT: checkReport, CANCEL: checkCancel, EDIT: 'document.locked' },
  approved: { EDIT: 'document.locked' },
  rejected: { EDIT: 'document.locked' },
  reported: { CANCEL: allow, EDIT: 'document.locked' },
  cancelled: { EDIT: 'document.cancelled' },
};

export function applySendFailed(context: EDocumentContext, event: LifecycleEvent): EDocumentContext {
  return { ...context, attempts: context.attempts + 1, lastError: event.error as string };
}

export function applySent(context: EDocumentContext, event: LifecycleEvent): EDocumentContext {
  const next: EDocumentContext = { ...context, attempts: context.attempts + 1 };
  if (typeof event.envelopeId === 'string') next.envelopeId = event.envelopeId;
  return next;
}

export function applyAnswer(context: EDocumentContext, event: LifecycleEvent): EDocumentContext {
  return typeof event.answer === 'string' ? { ...context, answer: event.answer } : context;
}
