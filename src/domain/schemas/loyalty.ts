import { z } from 'zod';
import { Dec } from '../money/decimal';
import { MONEY_AMOUNT } from '../money/limits';
import { EARNING_TYPES, EXPIRY_PERIODS } from '../loyalty/settings';
import { decimalText } from './fields';

/** At most what one ledger row of points holds. */
const POINTS_LIMIT = 1_000_000_000;

const rate = decimalText({ integerDigits: 8, scale: 4 }, 'validation.number');
const expiry = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('days'),
      days: z.number({ message: 'validation.number' }).int().min(1, { message: 'validation.number' }).max(3650, { message: 'validation.number' }),
    }),
    z.strictObject({ kind: z.literal('periodEnd'), period: z.enum(EXPIRY_PERIODS, { message: 'validation.invalid' }) }),
  ],
  { message: 'validation.invalid' },
);

/**
 * PUT /api/loyalty-settings (Sistem → Puan Ayarları): what a lira earns (for all products, or per product group by
 * the group's id), which documents earn, what a point is worth when spent, when points expire, the least one payment spends.
 */
export const loyaltySettingsBody = z.strictObject({
  enabled: z.boolean({ message: 'validation.invalid' }),
  pointsPerLira: rate,
  categoryRates: z.record(z.string().regex(/^\d{1,9}$/, { message: 'validation.invalid' }), rate),
  earnOn: z.array(z.enum(EARNING_TYPES, { message: 'validation.invalid' })).max(EARNING_TYPES.length),
  pointValue: decimalText(MONEY_AMOUNT, 'rules.points.invalidValue').refine((v) => new Dec(v).gt(0) && new Dec(v).lt(1_000_000_0000), {
    message: 'rules.points.invalidValue',
  }),
  expiry,
  minSpend: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(0, { message: 'validation.number' })
    .max(POINTS_LIMIT, { message: 'validation.number' }),
});
export type LoyaltySettingsBody = z.infer<typeof loyaltySettingsBody>;
export const loyaltySettingsSchema = loyaltySettingsBody;

/** GET /api/accounts/{id}/points: what the account holds, has earned, spent and lost, what expires soon, and its rows. */
export const accountPointsSchema = z.object({
  balance: z.number(),
  earned: z.number(),
  spent: z.number(),
  expired: z.number(),
  expiringSoon: z.number(),
  /** the last day `expiringSoon` counts to */
  soonUntil: z.string(),
  /** what the balance is worth when spent, in liras */
  value: z.string(),
  moves: z.array(
    z.object({
      documentId: z.number(),
      number: z.string().nullable(),
      kind: z.string(),
      points: z.number(),
      onDate: z.string(),
      expiresOn: z.string().nullable(),
    }),
  ),
});
export type AccountPoints = z.infer<typeof accountPointsSchema>;
