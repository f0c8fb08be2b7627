import { useQuery } from '@tanstack/react-query';
import { cashBoxPageSchema, type CashBox } from '../../domain/schemas/cash-boxes';
import { api } from './client';
import { cashBoxKeys } from './queryKeys';

/** GET /api/cash-boxes: every cash and bank box of the company with its balance (a decimal string). */
export async function fetchCashBoxes(): Promise<CashBox[]> {
  return cashBoxPageSchema.parse(await api<unknown>('/cash-boxes')).items;
}

export function useCashBoxes() {
  return useQuery({ queryKey: cashBoxKeys.all, queryFn: fetchCashBoxes });
}
