import { z } from 'zod';
import { listPage, pageLimit, pageOffset, recordIdNumber } from './fields';

/** POST /api/documents/:id/edocument: what to do with the document's e-document (only sending, for now). */
export const edocumentActionBody = z.object({ action: z.literal('send', { message: 'validation.invalid' }) }).strict();

export const EDOCUMENT_STATUSES = ['notSent', 'queued', 'sent', 'sentToTaxAuthority', 'approved', 'rejected', 'reported', 'cancelled'] as const;

/** GET /api/edocuments */
export const edocumentListQuery = z.object({
  direction: z.enum(['outgoing', 'incoming']).default('outgoing'),
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
