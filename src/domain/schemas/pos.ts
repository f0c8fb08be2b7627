import { z } from 'zod';
import { isStorableInstant } from '../calendar-date';
import { LINE_DECIMAL, MONEY_AMOUNT } from '../money/limits';
import { decimalText, recordId, recordIdNumber } from './fields';
import { linesFitLedgers } from './document-lines';

const id = recordId();
const decimal = decimalText(LINE_DECIMAL);
const money = decimalText(MONEY_AMOUNT);
const vatRate = z.union([z.literal(0), z.literal(1), z.literal(10), z.literal(20)]);

/** An instant with its offset that the database's timestamps hold (no year 0000, not even in UTC). */
const instant = z.iso.datetime({ offset: true, message: 'validation.invalid' }).refine(isStorableInstant, { message: 'validation.invalid' });

export const POS_PAYMENT_TYPES = ['cash', 'card', 'mixed', 'credit'] as const;

const posLine = z.object({
  productId: id,
  quantity: decimal,
  unitPrice: decimal,
  discountRate: decimal.optional(),
  vatRate,
  /** the product's price includes the VAT (a shelf price) */
  priceIncludesVat: z.boolean().optional(),
  /** a second-hand copy (/sahaf) this line sells: quantity 1 */
  copyId: id.optional(),
});

const fields = z.object({
  /** the browser's crypto.randomUUID(): the sale's idempotency key, forever */
  clientId: z.string().min(8).max(100),
  cashBoxId: id,
  paymentType: z.enum(POS_PAYMENT_TYPES),
  /** the cash and card parts of a `mixed` payment */
  payments: z.object({ cash: money, card: money, points: money.optional() }).strict().optional(),
  /** required on `credit` (a sale on account) */
  accountId: id.optional(),
  /** when the sale was made (an offline sale uploaded later); the sale's date is its Istanbul day */
  soldAt: instant.optional(),
  /** who is credited with the sale for commissions (/komisyon): a salesperson's id; absent, the cashier */
  salespersonId: id.optional(),
  /** the campaigns whose discounts the cashier removed (the `campaignRemoval` permission; src/domain/campaigns) */
  removedCampaigns: z.array(id).max(50).optional(),
  /**
   * the sale was made without a connection (or its first upload got no answer): the customer has gone, so a points
   * part the account no longer covers is settled, the rest owed on the account, never refused (machines/receipt/points.ts)
   */
  madeOffline: z.boolean().optional(),
  lines: z.array(posLine).min(1, { message: 'rules.receipt.noLines' }).max(1250, { message: 'rules.receipt.tooManyLines' }).superRefine(linesFitLedgers),
});

type Raw = { paymentType?: unknown; payments?: unknown; accountId?: unknown };
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null;

/**
 * POST /api/pos/sales: one sale of the till or of the offline queue, made in one step. The payment's
 * companions are checked even when other fields are bad, so that one 422 lists every field.
 */
export const posSaleBody = fields
  .refine((v: unknown) => !isRaw(v) || v.paymentType !== 'mixed' || v.payments !== undefined, {
    path: ['payments'],
    message: 'validation.required',
    when: () => true,
  })
  .refine((v: unknown) => !isRaw(v) || v.paymentType !== 'credit' || (v.accountId !== undefined && v.accountId !== null), {
    path: ['accountId'],
    message: 'rules.receipt.accountRequired',
    when: () => true,
  });
export type PosSaleBody = z.infer<typeof posSaleBody>;

/** GET /api/pos/sales/:clientId */
export const posClientIdParam = z.string().min(8).max(100);

/** POST /api/pos/sales answers the sale as a document (the same one again for a repeated `clientId`): the till keeps its id and number. */
export const posSaleSavedSchema = z.looseObject({
  id: z.number(),
  number: z.string(),
  /** `onAccount`: the liras of an offline sale's points part the server put on the customer's account (machines/receipt/points.ts) */
  payments: z.looseObject({ onAccount: z.string().optional() }).optional(),
  /** the salesperson the sale named, deleted before it was uploaded: the sale is credited to its cashier */
  salespersonRemoved: z.union([z.number(), z.string()]).optional(),
});

/** At most this many quick keys per company (migration 022). */
export const POS_QUICK_KEYS_MAX = 12;

/**
 * PUT /api/pos/quick-keys: the products the till shows as buttons, in this order (products sold without a
 * barcode: a carrier bag, a service). Each product once.
 */
export const posQuickKeysBody = z.object({
  productIds: z
    .array(recordIdNumber())
    .max(POS_QUICK_KEYS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
});
export type PosQuickKeysBody = z.infer<typeof posQuickKeysBody>;

/** One quick key as the till sells it: what a sale line needs of its product. */
export const posQuickKeySchema = z.object({
  productId: z.number(),
  name: z.string(),
  price: z.string(),
  vatRate: z.number(),
  priceIncludesVat: z.boolean(),
});
export type PosQuickKey = z.infer<typeof posQuickKeySchema>;

/** GET /api/pos/quick-keys (and the answer of PUT): the company's quick keys in order. */
export const posQuickKeysSchema = z.object({ items: z.array(posQuickKeySchema) });
