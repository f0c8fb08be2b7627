import { z } from 'zod';
import { CURRENCIES } from '../money/format';

/**
 * Two small groups of company settings, each with its own version (a stale form is a 409):
 * - Sistem → Genel Ayarlar (`/api/general-settings`, admins write): the separator a CSV download starts with
 *   (spec §9: semicolon or tab) and the currency a new receipt starts in (spec §9: TRY).
 * - Fişler → Ayarlar (`/api/receipt-settings`, admins and managers write): whether a receipt line offers its
 *   product's packing units (Sistem → Birimler), and whether the waybill list warns of waybills past the 7-day rule.
 */
const version = z.number().int().min(1).max(2_147_483_647);

export const CSV_SEPARATORS = ['semicolon', 'tab'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

export const generalSettingsBody = z.strictObject({
  version,
  csvSeparator: z.enum(CSV_SEPARATORS, { message: 'validation.invalid' }),
  defaultCurrency: z.enum(CURRENCIES, { message: 'validation.invalid' }),
});
export type GeneralSettingsBody = z.infer<typeof generalSettingsBody>;
export const generalSettingsSchema = z.object({ version: z.number(), csvSeparator: z.enum(CSV_SEPARATORS), defaultCurrency: z.enum(CURRENCIES) });
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

const flag = z.boolean({ message: 'validation.invalid' });
export const receiptSettingsBody = z.strictObject({ version, packingUnits: flag, waybillWarning: flag });
export type ReceiptSettingsBody = z.infer<typeof receiptSettingsBody>;
export const receiptSettingsSchema = z.object({ version: z.number(), packingUnits: z.boolean(), waybillWarning: z.boolean() });
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;
