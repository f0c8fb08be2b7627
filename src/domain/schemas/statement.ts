import { z } from 'zod';

/** GET /api/accounts/:id/statement?from=&to= (cari ekstre): the moves with a running balance, amounts as decimal strings with 2 decimals. */
export const statementRowSchema = z.object({
  date: z.string(),
  documentId: z.number().nullable(),
  documentNumber: z.string().nullable(),
  documentType: z.string().nullable(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
  /** a lira move of a document in another currency: the document's amount, its currency and the rate the lira was booked at */
  foreignAmount: z.string().optional(),
  foreignCurrency: z.string().nullable().optional(),
  exchangeRate: z.string().nullable().optional(),
  /** a kur farkı row: the lira difference of a foreign amount closed at another rate than it was booked at (its currency in `foreignCurrency`) */
  kind: z.literal('exchangeDifference').optional(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementSchema = z.object({
  account: z.object({ id: z.number(), code: z.string().nullable(), name: z.string(), kind: z.string() }),
  /** the range asked for; null: no bound */
  from: z.string().nullable(),
  to: z.string().nullable(),
  opening: z.string(),
  rows: z.array(statementRowSchema),
  closing: z.string(),
  totals: z.object({ debit: z.string(), credit: z.string() }),
});
export type Statement = z.infer<typeof statementSchema>;
