import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountProductListSchema, type AccountProduct } from '../../domain/schemas/account-products';
import { api } from './client';

export const accountProductKeys = { of: (accountId: number) => ['account-products', accountId] as const };

/** GET /api/accounts/{id}/products: the products the account may be sold (empty: any). */
export function useAccountProducts(accountId: number) {
  return useQuery({
    queryKey: accountProductKeys.of(accountId),
    queryFn: async (): Promise<AccountProduct[]> => accountProductListSchema.parse(await api<unknown>(`/accounts/${accountId}/products`)).items,
  });
}

/** PUT /api/accounts/{id}/products: replaces the list; 403 without the per-account product authority. */
export function useSaveAccountProducts(accountId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (productIds: number[]): Promise<AccountProduct[]> =>
      accountProductListSchema.parse(await api<unknown>(`/accounts/${accountId}/products`, { method: 'PUT', body: { productIds } })).items,
    onSuccess: (items) => qc.setQueryData(accountProductKeys.of(accountId), items),
  });
}
