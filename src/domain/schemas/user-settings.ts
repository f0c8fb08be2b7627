import { z } from 'zod';

const id = z.number().int().min(1).max(2_147_483_647).nullable();

/**
 * PUT /api/user/settings (Hesap Ayarları): the signed-in user's own defaults, the cash box the till opens and the
 * warehouse a new receipt starts with; null leaves it to the company's (Evrak Ayarları).
 */
export const ownSettingsBody = z.strictObject({ defaultCashBoxId: id, defaultWarehouseId: id });
export type OwnSettingsBody = z.infer<typeof ownSettingsBody>;

export const ownSettingsSchema = z.object({ defaultCashBoxId: z.number().nullable(), defaultWarehouseId: z.number().nullable() });
export type OwnSettings = z.infer<typeof ownSettingsSchema>;
