import { z } from 'zod';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../date-range';

const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/)]).transform((v) => String(v));
const decimal = z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, { message: 'validation.number' });
const vatRate = z.union([z.literal(0), z.literal(1), z.literal(10), z.literal(20)]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalid' });

export const lineBody = z.object({
  id: z.string().min(1).max(40).optional(),
  productId: id,
  quantity: decimal,
  unitPrice: decimal,
  multiplier: decimal.optional(),
  discountRate: decimal.optional(),
  vatRate,
});

/** Header fields a client may send on creation and EDIT (receipts and orders). */
const header = {
  accountId: id.nullable().optional(),
  currency: z.enum(['TRY', 'USD', 'EUR', 'GBP']).optional(),
  /** TRY per unit of `currency` (the TCMB bulletin's or one typed by the user) */
  exchangeRate: decimal.nullable().optional(),
  date: isoDate.optional(),
  paymentType: z.enum(['cash', 'card', 'transfer', 'credit', 'mixed']).nullable().optional(),
  /** the cash and card parts of a `mixed` payment */
  payments: z.object({ cash: decimal, card: decimal }).strict().nullable().optional(),
  warehouseId: id.nullable().optional(),
  targetWarehouseId: id.nullable().optional(),
  cashBoxId: id.nullable().optional(),
  bankAccountId: id.nullable().optional(),
  memberId: id.optional(),
  copyId: id.optional(),
  tableName: z.string().trim().min(1).max(50).nullable().optional(),
  note: z.string().max(2000).nullable().optional(),
};

/** POST /api/documents: the common fields; a family's own fields pass through to its machine's checks. */
export const createDocumentBody = z
  .object({
    type: z.string().min(1).max(40),
    lines: z.array(lineBody).max(1250, { message: 'rules.receipt.tooManyLines' }).optional(),
    ...header,
  })
  .catchall(z.unknown());

export const editDocumentBody = z
  .object({
    version: z.number().int().min(0),
    lines: z.array(lineBody).max(1250, { message: 'rules.receipt.tooManyLines' }).optional(),
    ...header,
  })
  .catchall(z.unknown());

export const eventBody = z
  .object({
    type: z.string().regex(/^[A-Z][A-Z_]{0,39}$/, { message: 'validation.invalid' }),
    version: z.number().int().min(0),
    accountId: id.optional(),
    cashBoxId: id.optional(),
    bankAccountId: id.optional(),
    /** a cash-box CLOSE: the cash counted in the drawer */
    countedCash: decimal.optional(),
  })
  .catchall(z.unknown());

/** Foreign-currency conversions: keep the source's rate or take today's central-bank rate (recorded). */
const rateChoice = z.enum(['source', 'today'], { message: 'validation.invalid' }).optional();

export const conversionBody = z.object({
  target: z.string().min(1).max(40),
  exchangeRate: rateChoice,
  lines: z.array(z.object({ sourceLineId: z.string().min(1).max(40), quantity: decimal })).min(1).max(1250).optional(),
});

/** POST /api/documents/merges: one target draft from several sources (waybills into one invoice). */
export const mergeBody = z.object({
  target: z.string().min(1).max(40),
  exchangeRate: rateChoice,
  sourceIds: z
    .array(id)
    .min(2)
    .max(50, { message: 'rules.conversion.tooManySources' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
  lines: z.array(z.object({ sourceId: id, sourceLineId: z.string().min(1).max(40), quantity: decimal })).min(1).max(1250).optional(),
});

/** A calendar date written YYYY-MM-DD (a real day: no 2024-02-30). */
const calendarDate = z.string().refine(
  (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  },
  { message: 'validation.date' },
);
const typeName = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/**
 * GET /api/documents: `type` is one type or a comma-separated list, `family` a lifecycle family
 * (receipt, order, …); `from`/`to` bound the document's date (inclusive); from > to is refused on `to`.
 */
export const listDocumentsQuery = z
  .object({
    type: z
      .string()
      .max(400)
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.length > 0 && list.length <= 20 && list.every((t) => typeName.test(t)), { message: 'validation.invalid' })
      .optional(),
    family: z.string().regex(typeName, { message: 'validation.invalid' }).optional(),
    status: z.string().max(40).optional(),
    q: z.string().max(100).optional(),
    accountId: z.string().regex(/^\d{1,15}$/, { message: 'validation.invalid' }).optional(),
    /** orders: derived supply status (lifecycles.md §2) */
    supply: z.enum(['neverSupplied', 'partiallySupplied', 'supplied'], { message: 'validation.invalid' }).optional(),
    /** waybills: invoiced or not yet */
    invoiced: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((v) => dateRangeInOrder(v.from, v.to), { message: DATE_ORDER_MESSAGE, path: ['to'] });
