import { z } from 'zod';

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
  date: isoDate.optional(),
  paymentType: z.enum(['cash', 'card', 'transfer', 'credit']).nullable().optional(),
  warehouseId: id.nullable().optional(),
  targetWarehouseId: id.nullable().optional(),
  cashBoxId: id.nullable().optional(),
  bankAccountId: id.nullable().optional(),
  memberId: id.optional(),
  copyId: id.optional(),
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
  })
  .catchall(z.unknown());

export const conversionBody = z.object({
  target: z.string().min(1).max(40),
  lines: z.array(z.object({ sourceLineId: z.string().min(1).max(40), quantity: decimal })).min(1).max(1250).optional(),
});

export const listDocumentsQuery = z.object({
  type: z.string().max(40).optional(),
  status: z.string().max(40).optional(),
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
