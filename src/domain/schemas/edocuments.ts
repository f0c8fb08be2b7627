import { z } from 'zod';
import { LINE_DECIMAL } from '../money/limits';
import { decimalText, listPage, pageLimit, pageOffset, recordIdNumber } from './fields';

/** POST /api/documents/:id/edocument: what to do with the document's e-document (only sending, for now). */
export const edocumentActionBody = z.object({ action: z.literal('send', { message: 'validation.invalid' }) }).strict();

export const EDOCUMENT_STATUSES = ['notSent', 'queued', 'sent', 'sentToTaxAuthority', 'approved', 'rejected', 'reported', 'cancelled'] as const;

/** GET /api/edocuments */
export const edocumentListQuery = z.object({
  direction: z.enum(['outgoing', 'incoming']).default('outgoing'),
  /** incoming: commercial invoices or e-waybills only */
  kind: z.enum(['invoice', 'waybill']).optional(),
  status: z.enum(EDOCUMENT_STATUSES).optional(),
  /** the e-document of one document */
  sourceId: recordIdNumber().optional(),
  limit: pageLimit(500, 100),
  offset: pageOffset,
});

/** An e-document (contract.md "E-documents"): its GİB number and ETTN are those of the document it carries. */
export const edocumentSchema = z.object({
  id: z.number(),
  type: z.enum(['eInvoice', 'eArchive', 'eWaybill']),
  status: z.enum(EDOCUMENT_STATUSES),
  uuid: z.string().nullable(),
  number: z.string().nullable(),
  sourceId: z.number().nullable(),
  attempts: z.number(),
  lastError: z.string().optional(),
  date: z.string(),
  sourceNumber: z.string().nullable(),
  sourceType: z.string().nullable(),
  accountName: z.string().nullable(),
  updatedAt: z.string(),
});

export const edocumentPageSchema = listPage(edocumentSchema);

export type EdocumentView = z.infer<typeof edocumentSchema>;

/** GET/PUT /api/edocument-settings (admins write): what a registered e-invoice user gets, a basic or a commercial invoice. */
export const EINVOICE_PROFILES = ['TEMELFATURA', 'TICARIFATURA'] as const;
export const edocumentSettingsBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  invoiceProfile: z.enum(EINVOICE_PROFILES, { message: 'validation.invalid' }),
});
export const edocumentSettingsSchema = z.object({ invoiceProfile: z.enum(EINVOICE_PROFILES), version: z.number() });

/** POST /api/edocuments/:id/answer: accept or reject an incoming commercial invoice, or answer an e-waybill with what was received. */
export const edocumentAnswerBody = z.strictObject({
  answer: z.enum(['accept', 'reject'], { message: 'validation.invalid' }),
  reason: z.string().trim().max(500, { message: 'validation.maxLength' }).optional(),
  lines: z
    .array(z.strictObject({ lineId: z.string().min(1).max(20), receivedQuantity: decimalText(LINE_DECIMAL) }))
    .max(10_000)
    .optional(),
});

/** An incoming e-document (a supplier's commercial invoice or e-waybill) with its answer. */
export const incomingEdocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'waybill']),
  uuid: z.string(),
  number: z.string(),
  profile: z.string(),
  typeCode: z.string(),
  issueDate: z.string().nullable(),
  senderVkn: z.string(),
  senderName: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  receivedAt: z.string(),
  answerable: z.boolean(),
  deadline: z.string(),
  daysLeft: z.number(),
  lines: z.array(z.object({ lineId: z.string(), name: z.string(), quantity: z.string(), unitCode: z.string() })),
  answer: z.enum(['accept', 'reject']).nullable(),
  answerReason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answerSentAt: z.string().nullable(),
  answerError: z.string().nullable(),
  /** an invoice matched to a sales return of the company (the customer's return invoice): the return and its number */
  matchedDocumentId: z.number().nullable(),
  matchedDocumentNumber: z.string().nullable(),
});
export const incomingEdocumentPageSchema = listPage(incomingEdocumentSchema);
export type IncomingEdocumentView = z.infer<typeof incomingEdocumentSchema>;

/** POST /api/edocuments/:id/match: the sales return an incoming invoice (the customer's return invoice) is matched to. */
export const incomingMatchBody = z.object({ documentId: recordIdNumber() }).strict();

/** GET /api/edocuments/:id/return-candidates: the sender's sales returns it can be matched to. */
export const returnCandidateSchema = z.object({ id: z.number(), number: z.string().nullable(), date: z.string().nullable(), accountName: z.string() });
export const returnCandidateListSchema = z.object({ items: z.array(returnCandidateSchema) });

/** GET /api/edocuments/:id/view: an incoming document as received (XML) or as its integrator renders it (HTML). */
export const incomingViewSchema = z.object({ format: z.enum(['XML', 'HTML']), content: z.string() });
