import { z } from 'zod';
import { PAYMENT_TYPES } from '../documents/payment-types';

/**
 * PUT /api/document-settings (Sistem → Evrak Ayarları, admins): the warehouse a document that names none moves
 * (the till, table bills, the offline queue) and the payment type a new cash invoice starts with; null: none chosen.
 */
export const documentSettingsBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  defaultWarehouseId: z.number().int().min(1).max(2_147_483_647).nullable(),
  defaultPaymentType: z.enum(PAYMENT_TYPES, { message: 'validation.invalid' }).nullable(),
});
export type DocumentSettingsBody = z.infer<typeof documentSettingsBody>;

/** GET /api/document-settings: the defaults and each document type's number series (the number the next one gets). */
export const documentSettingsSchema = z.object({
  defaultWarehouseId: z.number().nullable(),
  defaultPaymentType: z.enum(PAYMENT_TYPES).nullable(),
  version: z.number(),
  series: z.array(z.object({ type: z.string(), prefix: z.string(), issued: z.number(), nextNumber: z.string() })),
});
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;
