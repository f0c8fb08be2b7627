import { z } from 'zod';

/**
 * The answers of the document calls besides a document's own view (document-views.ts): the list, the journal of
 * one document and the records it names, a created draft, and the cash-box sessions with their Z reports. The web
 * parses with them.
 */
const decimalText = z.union([z.string(), z.number()]).transform(String);

/** GET /api/documents: one item of the list, the document view plus `accountName`. */
export const documentListItemSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    date: z.string().nullable().optional(),
    accountId: z.number().nullable().optional(),
    accountName: z.string().nullable().optional(),
    currency: z.string().nullable().optional(),
    totals: z.object({ sub: decimalText, discount: decimalText, tax: decimalText, grand: decimalText }).partial().nullable().optional(),
    allowedEvents: z.array(z.string()).optional(),
    invoiced: z.boolean().optional(),
    supplyStatus: z.string().optional(),
    createdAt: z.string().optional(),
  })
  .loose();
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentPageSchema = z.object({ items: z.array(documentListItemSchema), total: z.number() });
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** GET /api/documents/:id/history (contract "Documents"): the document's journal, oldest first. */
export const historyRowSchema = z.object({
  seq: z.number(),
  event: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  accepted: z.boolean(),
  reason: z.string().nullable(),
  user: z.union([z.number(), z.string()]).nullable(),
  /** the user's name and e-mail beside the id, for the auditor's journal */
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  at: z.string(),
  payload: z.unknown(),
  hash: z.string(),
  prevHash: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

/** A product or a current account by its code and name, beside its id. */
const namedRecordSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type NamedRecord = z.infer<typeof namedRecordSchema>;

/**
 * GET /api/documents/:id/references: the products and current accounts the document's journal names (its lines'
 * products, its account), so that the auditor's replay shows codes and names where the journal holds ids.
 */
export const documentReferencesSchema = z.object({ products: z.array(namedRecordSchema), accounts: z.array(namedRecordSchema) });
export type DocumentReferences = z.infer<typeof documentReferencesSchema>;

/** POST /api/documents/:id/conversions and /api/documents/merges: the new draft (201). */
export const createdDocumentSchema = z.object({ id: z.number(), type: z.string(), number: z.string() }).loose();
export type CreatedDocument = z.infer<typeof createdDocumentSchema>;

/** GET /api/conversions: each conversion the caller may make (lifecycles.md §3) with how many sources wait for it. */
export const waitingConversionsSchema = z.object({
  items: z.array(z.object({ route: z.string(), source: z.string(), target: z.string(), waiting: z.number() })),
  total: z.number(),
});
export type WaitingConversions = z.infer<typeof waitingConversionsSchema>;

/** GET /api/documents?type=cashBoxSession: sessions, a closed one with its Z report (`z`). */
export const zReportSchema = z.object({
  date: z.string(),
  receiptCount: z.number(),
  byVatRate: z.array(z.object({ vatRate: z.number(), base: decimalText, tax: decimalText })),
  byPaymentType: z.array(z.object({ paymentType: z.string(), amount: decimalText })),
  total: decimalText,
  cumulativeTotal: decimalText,
  expectedCash: decimalText,
  /** the cash counted at closing and counted − expected (sessions closed with a count) */
  countedCash: decimalText.optional(),
  difference: decimalText.optional(),
  /** when the session opened and closed (ISO instants; reports written before they were kept lack them) */
  openedAt: z.string().optional(),
  closedAt: z.string().optional(),
});
export type ZReportView = z.infer<typeof zReportSchema>;

export const cashBoxSessionSchema = z
  .object({
    id: z.number(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    cashBoxId: z.number(),
    date: z.string().nullable().optional(),
    openingBalance: decimalText,
    /** the cash the box held when the session opened; opening booked the float's difference from it */
    carriedCash: decimalText.optional(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    z: zReportSchema.optional(),
  })
  .loose();
export type CashBoxSession = z.infer<typeof cashBoxSessionSchema>;

export const sessionPageSchema = z.object({ items: z.array(cashBoxSessionSchema), total: z.number() });
export type CashBoxSessionPage = z.infer<typeof sessionPageSchema>;

/** The till's question: the open session of a cash box (GET /api/documents?type=cashBoxSession&status=open). */
export const openSessionSchema = z.object({ id: z.number(), cashBoxId: z.union([z.number(), z.string()]).nullable().optional() }).loose();
export const openSessionPageSchema = z.object({ items: z.array(openSessionSchema) });
