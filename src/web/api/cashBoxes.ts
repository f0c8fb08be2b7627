import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/cash-boxes: every cash and bank box of the company with its balance (a decimal string). */
const decimalText = z.union([z.string(), z.number()]).transform(String);

export const cashBoxSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  currency: z.string(),
  iban: z.string().nullable().optional(),
  bank: z.string().nullable().optional(),
  balance: decimalText,
});
export type CashBox = z.infer<typeof cashBoxSchema>;

const cashBoxPageSchema = z.object({ items: z.array(cashBoxSchema), total: z.number() });

export async function fetchCashBoxes(): Promise<CashBox[]> {
  return cashBoxPageSchema.parse(await api<unknown>('/cash-boxes')).items;
}

export function useCashBoxes() {
  return useQuery({ queryKey: ['cashBoxes'], queryFn: fetchCashBoxes });
}
