import { z } from 'zod';
import { isPositive } from '../money/decimal';
import { LINE_DECIMAL, MONEY_AMOUNT } from '../money/limits';
import { documentLines } from './document-lines';
import { decimalText, listPage, recordIdNumber, version } from './fields';

/** Bodies of /api/tables (table tracking, /fis/posmasa). A table's bill is a posSale draft with `tableName`. */

const id = recordIdNumber();
const positive = decimalText(LINE_DECIMAL).refine(isPositive, { message: 'validation.invalid' });
const money = decimalText(MONEY_AMOUNT);

export const tableName = z.string().trim().min(1).max(50);

export const openTableBody = z.object({
  tableName,
  lines: documentLines.optional(),
});

export const moveTableBody = z.object({ version, tableName });

export const mergeTablesBody = z
  .object({ sourceId: id, targetId: id })
  .refine((b) => b.sourceId !== b.targetId, { message: 'validation.invalid', path: ['targetId'] });

export const splitTableBody = z.object({
  version,
  tableName,
  lines: z
    .array(z.object({ lineId: z.string().min(1).max(40), quantity: positive }))
    .min(1)
    .max(1250)
    .refine((ls) => new Set(ls.map((l) => l.lineId)).size === ls.length, { message: 'validation.invalid' }),
});

export const TABLE_PAYMENT_TYPES = ['cash', 'card', 'mixed', 'credit'] as const;

export const payTableBody = z
  .object({
    version,
    cashBoxId: id,
    paymentType: z.enum(TABLE_PAYMENT_TYPES, { message: 'validation.invalid' }),
    payments: z.object({ cash: money, card: money }).optional(),
    accountId: id.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.paymentType === 'credit' && b.accountId === undefined) ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'validation.required' });
    if (b.paymentType === 'mixed' && b.payments === undefined) ctx.addIssue({ code: 'custom', path: ['payments'], message: 'validation.required' });
  });

export type OpenTableBody = z.infer<typeof openTableBody>;
export type SplitTableBody = z.infer<typeof splitTableBody>;
export type PayTableBody = z.infer<typeof payTableBody>;

/** One open table as GET /api/tables lists it. */
export const openTableSchema = z.object({
  id: z.number(),
  tableName: z.string(),
  number: z.string(),
  lineCount: z.number(),
  grandTotal: z.string(),
  openedAt: z.string(),
  openedBy: z.string(),
  version: z.number(),
});
export type OpenTable = z.infer<typeof openTableSchema>;

/** GET /api/tables: the open tables, oldest first. */
export const openTablePageSchema = listPage(openTableSchema);

/** POST /api/tables/:id/splits answers both bills, each as a document (`bill` is the document view's schema). */
export const tableSplitSchema = <T extends z.ZodType>(bill: T) => z.object({ created: bill, source: bill });
