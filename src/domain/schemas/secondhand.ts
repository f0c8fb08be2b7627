import { z } from 'zod';
import { MONEY_AMOUNT } from '../money/limits';
import { GRADES, ROUNDING_MODES } from '../secondhand/price';
import { decimalText, recordId, recordIdNumber } from './fields';

const percent = decimalText({ integerDigits: 3, scale: 2 }).refine((v) => Number(v) <= 100, { message: 'validation.invalid' });

/** PUT /api/secondhand/settings: every grade once, its share of the new price and whether it may be listed; the rounding. */
export const secondhandSettingsBody = z.object({
  grades: z
    .array(z.object({ grade: z.enum(GRADES), share: percent, listed: z.boolean() }))
    .length(GRADES.length)
    .refine((gs) => new Set(gs.map((g) => g.grade)).size === GRADES.length, { message: 'validation.duplicate' }),
  roundingStep: decimalText({ integerDigits: 6, scale: 2 }).refine((v) => Number(v) > 0, { message: 'validation.invalid' }),
  roundingMode: z.enum(ROUNDING_MODES),
});
export const secondhandSettingsSchema = secondhandSettingsBody;
export type SecondhandSettingsBody = z.infer<typeof secondhandSettingsBody>;

/** POST /api/secondhand/copies: a copy of a title; without a price it takes its grade's, without a barcode one of its own. */
export const secondhandCopyBody = z.object({
  productId: recordIdNumber(),
  grade: z.enum(GRADES),
  barcode: z
    .string()
    .regex(/^[0-9A-Za-z._/-]{1,40}$/, { message: 'validation.barcode' })
    .optional(),
  notes: z.string().max(1000).optional(),
  price: decimalText(MONEY_AMOUNT).optional(),
  listed: z.boolean().optional(),
});
export type SecondhandCopyBody = z.infer<typeof secondhandCopyBody>;

export const secondhandCopySchema = z.object({
  id: recordId(),
  productId: recordId(),
  productName: z.string(),
  newPrice: z.string(),
  barcode: z.string(),
  grade: z.enum(GRADES),
  notes: z.string(),
  price: z.string(),
  listed: z.boolean(),
  vatRate: z.number(),
  soldDocumentId: z.string().nullable(),
});
export type SecondhandCopy = z.infer<typeof secondhandCopySchema>;
export const secondhandCopiesSchema = z.object({ items: z.array(secondhandCopySchema) });
export const secondhandCopyQuery = z.object({
  status: z.enum(['available', 'sold', 'all']).default('available'),
  q: z.string().max(100).optional(),
  grade: z.enum(GRADES).optional(),
});
