import { useMutation, useQueryClient } from '@tanstack/react-query';
import { posQuickKeysSchema, type PosQuickKey } from '../../domain/schemas/pos';
import { api } from './client';
import { posKeys } from './queryKeys';

/** PUT /api/pos/quick-keys {productIds}: the till's quick keys, in this order; answers them as the till reads them. */
export async function saveQuickKeys(productIds: number[]): Promise<PosQuickKey[]> {
  return posQuickKeysSchema.parse(await api<unknown>('/pos/quick-keys', { method: 'PUT', body: { productIds } })).items;
}

export function useSaveQuickKeys() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveQuickKeys,
    onSuccess: (items) => qc.setQueryData(posKeys.quickKeys(), items),
  });
}
