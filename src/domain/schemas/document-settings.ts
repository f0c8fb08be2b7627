import { z } from 'zod';
import { DOCUMENT_PREFIX } from '../documents/numbering';
import { PAYMENT_TYPES } from '../documents/payment-types';
import { PAYABLE_ROUNDING_MODES, PAYABLE_ROUNDING_STEPS } from '../money/payable-rounding';

/** The step a lira document's payable total is rounded to; `none`: to the cent (money/payable-rounding.ts). */
export const ROUNDING_STEP_CHOICES = ['none', ...PAYABLE_ROUNDING_STEPS] as const;

/**
 * PUT /api/document-settings (Sistem → Evrak Ayarları, admins): the warehouse a document that names none moves
 * (the till, table bills, the offline queue) and the payment type a new cash invoice starts with; null: none chosen.
 */
export const documentSettingsBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  defaultWarehouseId: z.number().int().min(1).max(2_147_483_647).nullable(),
  defaultPaymentType: z.enum(PAYMENT_TYPES, { message: 'validation.invalid' }).nullable(),
  /** the company's own prefix per document type (absent: kept as they are; a type left out keeps its family's) */
  seriesPrefixes: z
    .record(
      z.string(),
      z.string({ message: 'validation.documentPrefix' }).trim().toUpperCase().regex(DOCUMENT_PREFIX, { message: 'validation.documentPrefix' }),
    )
    .optional(),
  /** küsurat yuvarlama of new documents (absent: kept as it is) */
  roundingStep: z.enum(ROUNDING_STEP_CHOICES, { message: 'validation.invalid' }).optional(),
  roundingMode: z.enum(PAYABLE_ROUNDING_MODES, { message: 'validation.invalid' }).optional(),
});
export type DocumentSettingsBody = z.infer<typeof documentSettingsBody>;

/** GET /api/document-settings: the defaults and each document type's number series (the number the next one gets). */
export const documentSettingsSchema = z.object({
  defaultWarehouseId: z.number().nullable(),
  defaultPaymentType: z.enum(PAYMENT_TYPES).nullable(),
  version: z.number(),
  roundingStep: z.enum(ROUNDING_STEP_CHOICES),
  roundingMode: z.enum(PAYABLE_ROUNDING_MODES),
  series: z.array(z.object({ type: z.string(), prefix: z.string(), defaultPrefix: z.string(), issued: z.number(), nextNumber: z.string() })),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;
