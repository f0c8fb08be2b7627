import { useQuery } from '@tanstack/react-query';
import { brandSchema, type BrandInfo } from '../../domain/schemas/company';
import { api } from './client';
import { brandKeys } from './queryKeys';

/** GET /api/brand (public, chosen by the host name). */
export async function fetchBrand(): Promise<BrandInfo> {
  return brandSchema.parse(await api<unknown>('/brand', { isPublic: true }));
}

export function useBrandQuery() {
  return useQuery({ queryKey: brandKeys.all, queryFn: fetchBrand, staleTime: Infinity, retry: 1 });
}
