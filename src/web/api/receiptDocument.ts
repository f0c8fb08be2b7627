import { z } from 'zod';
import { api } from './client';

/** GET /api/documents/:id (contract "Documents"): a receipt with its lines, totals and the events allowed next. */
const decimalText = z.union([z.string(), z.number()]).transform(String);
const idText = z.union([z.string(), z.number()]).transform(String);

export const receiptLineSchema = z
  .object({
    id: z.string(),
    productId: idText.nullable().optional(),
    quantity: decimalText,
    unitPrice: decimalText,
    multiplier: decimalText.optional(),
    discountRate: decimalText.optional(),
    vatRate: z.number(),
    total: decimalText.optional(),
  })
  .loose();
export type ReceiptLineView = z.infer<typeof receiptLineSchema>;

export const receiptSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    date: z.string().nullable().optional(),
    accountId: idText.nullable().optional(),
    currency: z.string().nullable().optional(),
    exchangeRate: decimalText.nullable().optional(),
    paymentType: z.string().nullable().optional(),
    warehouseId: idText.nullable().optional(),
    targetWarehouseId: idText.nullable().optional(),
    note: z.string().nullable().optional(),
    lines: z.array(receiptLineSchema).default([]),
    totals: z.object({ sub: decimalText, discount: decimalText, tax: decimalText, grand: decimalText }).partial().nullable().optional(),
    allowedEvents: z.array(z.string()).default([]),
  })
  .loose();
export type ReceiptView = z.infer<typeof receiptSchema>;

export async function fetchReceipt(id: number): Promise<ReceiptView> {
  return receiptSchema.parse(await api<unknown>(`/documents/${id}`));
}
