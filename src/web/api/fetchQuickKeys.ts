import { useQuery } from '@tanstack/react-query';
import { posQuickKeysSchema, type PosQuickKey } from '../../domain/schemas/pos';
import { api } from './client';
import { posKeys } from './queryKeys';

/** GET /api/pos/quick-keys: the company's quick keys, in order (products sold without a barcode). */
export async function fetchQuickKeys(): Promise<PosQuickKey[]> {
  return posQuickKeysSchema.parse(await api<unknown>('/pos/quick-keys')).items;
}

export function useQuickKeys() {
  return useQuery({ queryKey: posKeys.quickKeys(), queryFn: fetchQuickKeys, staleTime: 10 * 60_000 });
}
