import { z } from 'zod';
import { PRICE_ROUNDINGS } from '../marketplace/listing';
import { CUSTOMER_PREFIX_RE, MARKET_ORDER_STATES, MARKET_RETURN_STATES } from '../marketplace/orders';

const text = (max: number) =>
  z
    .string({ message: 'validation.invalid' })
    .trim()
    .max(max, { message: `validation.maxLength|${max}` });
const url = text(300).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/.test(v), { message: 'validation.url' });
const id = z.number({ message: 'validation.invalid' }).int({ message: 'validation.invalid' }).min(1, { message: 'validation.invalid' }).max(2_147_483_647);
const whole = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: 'validation.invalid' })
    .max(max, { message: 'validation.invalid' });

export const MARKET_CONNECTIONS = ['sandbox', 'live'] as const;
export const MARKET_LISTINGS = ['all', 'selected'] as const;

/**
 * PUT /api/marketplace/settings (/kibopazaryeri/ayar): the account (the sandbox marketplace beside the server, or the
 * live one; the seller id; the API key, written only: absent keeps it, "" clears it), what is listed (every card with
 * a barcode, or the chosen categories and cards) from which warehouse, the price rule, the stock buffer, the code
 * prefix of the customers it makes, and how often orders are pulled.
 */
export const marketSettingsBody = z.strictObject({
  version: whole(1, 2_147_483_647),
  active: z.boolean({ message: 'validation.invalid' }),
  connection: z.enum(MARKET_CONNECTIONS, { message: 'validation.invalid' }),
  sellerId: text(30).refine((v) => /^[0-9A-Za-z-]{1,30}$/.test(v), { message: 'validation.invalid' }),
  apiKey: text(300).optional(),
  url,
  warehouseId: id.nullable(),
  listing: z.enum(MARKET_LISTINGS, { message: 'validation.invalid' }),
  categoryIds: z.array(id, { message: 'validation.invalid' }).max(200, { message: 'validation.maxItems|200' }),
  productIds: z.array(id, { message: 'validation.invalid' }).max(2000, { message: 'validation.maxItems|2000' }),
  /** percent over the card's price, -100 to 1000, two decimals at most */
  markup: z
    .string({ message: 'validation.number' })
    .regex(/^-?\d{1,4}(\.\d{1,2})?$/, { message: 'validation.number' })
    .refine((v) => Number(v) >= -100 && Number(v) <= 1000, { message: 'validation.invalid' }),
  rounding: z.enum(PRICE_ROUNDINGS, { message: 'validation.invalid' }),
  stockBuffer: whole(0, 1_000_000),
  customerPrefix: z.string({ message: 'validation.invalid' }).regex(CUSTOMER_PREFIX_RE, { message: 'validation.invalid' }),
  pullMinutes: whole(1, 1440),
});
export type MarketSettingsBody = z.infer<typeof marketSettingsBody>;

export const marketSettingsSchema = marketSettingsBody.omit({ apiKey: true }).extend({
  /** "" until saved */
  sellerId: z.string(),
  apiKeySet: z.boolean(),
  saved: z.boolean(),
  lastPullAt: z.string().nullable(),
  lastPullError: z.string().nullable(),
  lastPushAt: z.string().nullable(),
  lastPushError: z.string().nullable(),
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

export const marketOrderSchema = z.object({
  id: z.number(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** the marketplace's status of the package (Created, Picking, Cancelled, …) */
  status: z.string(),
  state: z.enum(MARKET_ORDER_STATES),
  /** why it waits or was not cancelled: a locale key */
  reason: z.string().nullable(),
  /** what the reason names (the unknown barcodes, the marketplace's message) */
  detail: z.string().nullable(),
  customerName: z.string(),
  total: z.string(),
  documentId: z.number().nullable(),
  documentNumber: z.string().nullable(),
  documentStatus: z.string().nullable(),
  accountId: z.number().nullable(),
  returnState: z.enum(MARKET_RETURN_STATES).nullable(),
  pulledAt: z.string(),
  updatedAt: z.string(),
});
export type MarketOrder = z.infer<typeof marketOrderSchema>;

/** POST /api/marketplace/pull: what one pull found. */
export const marketPullSchema = z.object({
  pulled: z.number(),
  made: z.number(),
  waiting: z.number(),
  cancelled: z.number(),
  returned: z.number(),
  error: z.string().nullable(),
});
export type MarketPull = z.infer<typeof marketPullSchema>;

/** POST /api/marketplace/push: the items sent (only those changed since the last push), in how many batches. */
export const marketPushSchema = z.object({ sent: z.number(), batches: z.number(), error: z.string().nullable() });
export type MarketPush = z.infer<typeof marketPushSchema>;

export const emptyBody = z.strictObject({});
