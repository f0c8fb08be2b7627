import { z } from 'zod';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../date-range';
import { calendarDate as isoDay, recordIdNumber } from './fields';

const documentId = recordIdNumber();

/** The range rule of spec §5 under the second date, like every other range of the API. */
const inOrder = <T extends { from?: string; to?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!dateRangeInOrder(v.from, v.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_ORDER_MESSAGE });
};

/**
 * `POST /api/audit/verifications`. A range needs both dates; a document needs its id. Every missing or
 * bad field is reported at once (the object is checked as a whole, then the scope's own fields).
 */
export const verificationBody = z
  .object({
    scope: z.enum(['document', 'range', 'company'], 'validation.invalid'),
    documentId: documentId.optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.scope === 'document' && v.documentId === undefined) ctx.addIssue({ code: 'custom', path: ['documentId'], message: 'validation.required' });
    if (v.scope === 'range') {
      if (!v.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
      if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
    }
    inOrder(v, ctx);
  });
export type VerificationBody = z.infer<typeof verificationBody>;

/** `GET /api/audit/journal`: an open end means no bound on that side. */
export const journalExportQuery = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    format: z.enum(['csv', 'json'], 'validation.invalid').default('csv'),
    separator: z.enum(['semicolon', 'tab'], 'validation.invalid').default('semicolon'),
  })
  .superRefine(inOrder);
export type JournalExportQuery = z.infer<typeof journalExportQuery>;

/** POST /api/audit/verifications (202): the verification's id; it runs on in the background. */
export const verificationStartedSchema = z.object({ id: z.number() });

/** One document that failed its check: the journal row at fault (`seq`) where there is one. */
export const verificationProblemSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  kind: z.enum(['mismatch', 'brokenChain', 'unreadable']),
  seq: z.number().optional(),
  why: z.string().optional(),
});
export type VerificationProblem = z.infer<typeof verificationProblemSchema>;

/**
 * A ledger total that disagrees with the documents: what the document's effects, replayed, should have written on one
 * ledger (stock: a product in a warehouse; account: an account in a currency; cash: a cash account; points: an
 * account's loyalty points) and what the ledger holds, exact decimal strings.
 */
export const ledgerDifferenceSchema = z.object({
  ledger: z.enum(['stock', 'account', 'cash', 'points']),
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  accountId: z.number().optional(),
  currency: z.string().optional(),
  productId: z.number().optional(),
  warehouseId: z.number().optional(),
  /** a stock move whose line chose its shelf location: the quantity on that location */
  locationId: z.number().optional(),
  cashBoxId: z.number().optional(),
  field: z.enum(['quantity', 'debit', 'credit', 'amount', 'points']),
  expected: z.string(),
  found: z.string(),
});
export type LedgerDifference = z.infer<typeof ledgerDifferenceSchema>;

/** GET /api/audit/verifications/:id: progress while running, then the problems found. */
export const verificationSchema = z.object({
  id: z.number(),
  status: z.enum(['running', 'done', 'failed']),
  scope: z.enum(['document', 'range', 'company']),
  documentId: z.number().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  done: z.number(),
  total: z.number(),
  problems: z.array(verificationProblemSchema),
  /** the ledgers checked against the documents in scope, beside the journal's chain */
  ledgerDifferences: z.array(ledgerDifferenceSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;
