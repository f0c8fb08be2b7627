import { z } from 'zod';
import { variantChoiceSchema } from './variants';
import { loyaltySettingsSchema } from './loyalty';

/** A product as the till keeps it for selling without a connection (GET /api/offline/products). */
export const offlineProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  isbn: z.string().nullable(),
  price: z.string(),
  /** the price includes the VAT (a shelf price); absent in a catalogue downloaded before it was sent: true, as every product then became */
  priceIncludesVat: z.boolean().optional(),
  vatRate: z.number(),
  unit: z.string(),
  passive: z.boolean(),
  /** a model's variants (issue #29): the till asks which one, by size/colour, when the model is scanned or picked */
  variantChoices: z.array(variantChoiceSchema).optional(),
});
export type OfflineProduct = z.infer<typeof offlineProductSchema>;

/** A current account as the till keeps it (GET /api/offline/accounts). */
export const offlineAccountSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  taxNumber: z.string().nullable(),
  /** the loyalty points the account held when the till downloaded it (issue #29); absent in a list downloaded before */
  points: z.number().int().optional(),
});
export type OfflineAccount = z.infer<typeof offlineAccountSchema>;

/** One page of either list, in id order; `total` on the first page only. */
export const offlinePageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.number().nullable(), total: z.number().nullable() });
export interface OfflinePage<T> {
  items: T[];
  next: number | null;
  total: number | null;
}

/** GET /api/offline/products?after=&limit= */
export const offlineProductPageSchema = offlinePageSchema(offlineProductSchema);
/** GET /api/offline/accounts?after=&limit=; the first page also carries the company's loyalty settings */
export const offlineAccountPageSchema = offlinePageSchema(offlineAccountSchema).extend({ loyalty: loyaltySettingsSchema.optional() });
export type OfflineAccountPage = z.infer<typeof offlineAccountPageSchema>;

/**
 * POST /api/offline/device: the till asks to run offline on this device. Without `deviceId` the answer is a 422 on
 * it, and the till asks the user whether to send the device's identifier.
 */
export const deviceAuthorisationBody = z.object({
  deviceId: z
    .string({ message: 'validation.deviceIdMissing' })
    .trim()
    .min(1, { message: 'validation.deviceIdMissing' })
    .max(200, { message: 'validation.invalid' })
    .regex(/^[\x21-\x7e]+$/, { message: 'validation.invalid' }),
});
export const deviceAuthorisationSchema = z.object({ deviceId: z.string(), authorisedAt: z.string() });

/** GET /api/offline/devices (admin): the company's authorised devices. */
export const offlineDeviceListSchema = z.object({
  items: z.array(z.object({ userId: z.number(), name: z.string(), email: z.string(), deviceId: z.string(), authorisedAt: z.string() })),
});
