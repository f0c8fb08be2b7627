import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productPageSchema, type ProductPage } from '../../domain/schemas/products';
import { api } from './client';
import { productKeys } from './queryKeys';

/** GET /api/products?q=&limit=&offset=&only= (contract "Master data"); amounts travel as decimal strings. */
export interface ProductQuery {
  q: string;
  limit: number;
  offset: number;
  /** `critical`: only the cards at or under their critical stock */
  only?: string;
}

export async function fetchProducts({ q, limit, offset, only }: ProductQuery): Promise<ProductPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  if (only) params.set('only', only);
  return productPageSchema.parse(await api<unknown>(`/products?${params}`));
}

export function useProducts(query: ProductQuery) {
  return useQuery({ queryKey: productKeys.list(query), queryFn: () => fetchProducts(query), placeholderData: keepPreviousData });
}
