import { z } from 'zod';
import { LINE_DECIMAL } from '../money/limits';
import { decimalText, recordIdNumber } from './fields';

/**
 * The mobile companion (/modul/mobil/*, issue #32): its settings, a phone's stock count, and the log of counts sent.
 * The phone is the user's one authorised device (POST /api/offline/device), named on every count by its header.
 */
const quantity = decimalText(LINE_DECIMAL);

/** PUT /api/mobile/settings: the warehouse the phone counts in, and whether it may count. */
export const mobileSettingsBody = z.strictObject({
  warehouseId: recordIdNumber().nullable(),
  mayCount: z.boolean({ message: 'validation.invalid' }),
});
export const mobileSettingsSchema = z.object({ warehouseId: z.number().nullable(), warehouseName: z.string().nullable(), mayCount: z.boolean() });
export type MobileSettings = z.infer<typeof mobileSettingsSchema>;

/** GET /api/mobile/products?code=: the product a scanned barcode or a typed code names. */
export const mobileProductQuery = z.strictObject({
  code: z.string({ message: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(100),
});
export const mobileProductSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), unit: z.string() });
export type MobileProduct = z.infer<typeof mobileProductSchema>;

/**
 * POST /api/mobile/counts: the quantities counted on the shelf. `key` is made by the phone once per count, so that a
 * retry of the same count makes no second document.
 */
export const mobileCountBody = z.strictObject({
  key: z
    .string({ message: 'validation.required' })
    .min(8, { message: 'validation.invalid' })
    .max(100, { message: 'validation.invalid' })
    .regex(/^[\w-]+$/, { message: 'validation.invalid' }),
  lines: z
    .array(z.strictObject({ productId: recordIdNumber(), counted: quantity }), { message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(1000, { message: 'validation.invalid' }),
});
export type MobileCountBody = z.infer<typeof mobileCountBody>;

/** A count as the log shows it: who sent it from which device, its lines, and the drafts it made with their status. */
export const mobileCountSchema = z.object({
  id: z.number(),
  userName: z.string(),
  deviceId: z.string(),
  warehouseName: z.string(),
  sentAt: z.string(),
  lines: z.array(z.object({ productId: z.number(), code: z.string(), name: z.string(), counted: z.string(), stock: z.string() })),
  documents: z.array(z.object({ id: z.number(), type: z.string(), number: z.string().nullable(), status: z.string() })),
});
export type MobileCount = z.infer<typeof mobileCountSchema>;
export const mobileCountListSchema = z.object({ items: z.array(mobileCountSchema) });
