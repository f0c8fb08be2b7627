import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/documents/:id for a current-account voucher (receivableVoucher, payableVoucher, transferVoucher). */
const idText = z.union([z.string(), z.number()]).transform(String);

export const voucherSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    number: z.string(),
    status: z.string(),
    version: z.number(),
    date: z.string(),
    accountId: idText,
    targetAccountId: idText.nullable().optional(),
    amount: z.string(),
    currency: z.string(),
    dueDate: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    allowedEvents: z.array(z.string()).default([]),
  })
  .loose();
export type VoucherView = z.infer<typeof voucherSchema>;

export async function fetchVoucher(id: number): Promise<VoucherView> {
  return voucherSchema.parse(await api<unknown>(`/documents/${id}`));
}

export function useVoucher(id: number | null) {
  return useQuery({ queryKey: ['documents', 'one', id], queryFn: () => fetchVoucher(id as number), enabled: id !== null, staleTime: 0 });
}
