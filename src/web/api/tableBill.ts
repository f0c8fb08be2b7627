import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TableBill } from '../../../flows/pos-table';
import { api } from './client';

const lineSchema = z.object({
  id: z.string(),
  productId: z.number(),
  quantity: z.string(),
  unitPrice: z.string(),
  discountRate: z.string(),
  vatRate: z.number(),
  multiplier: z.string().optional(),
});

export const tableBillSchema = z
  .object({
    id: z.number(),
    version: z.number(),
    number: z.string(),
    status: z.string(),
    tableName: z.string().optional(),
    lines: z.array(lineSchema),
    totals: z.object({ grand: z.string(), tax: z.string() }).loose(),
  })
  .loose();
export type TableBillView = z.infer<typeof tableBillSchema>;

/** The flow's bill from a document view. */
export const asTableBill = (v: TableBillView): TableBill => ({ id: v.id, version: v.version, tableName: v.tableName ?? '', lines: v.lines });

export async function fetchTableBill(id: number): Promise<TableBillView> {
  return tableBillSchema.parse(await api<unknown>(`/documents/${id}`));
}

/** GET /api/documents/:id: one table's bill. */
export function useTableBill(id: number) {
  return useQuery({ queryKey: ['tables', 'bill', id], queryFn: () => fetchTableBill(id), staleTime: 0 });
}
