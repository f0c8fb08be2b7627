import { useQuery } from '@tanstack/react-query';
import { productSetsSchema, type ProductSet } from '../../domain/schemas/sets';
import { api } from './client';
import { productSetKeys } from './queryKeys';

/** GET /api/product-sets: every set product with its components. */
export async function fetchProductSets(): Promise<ProductSet[]> {
  return productSetsSchema.parse(await api<unknown>('/product-sets')).items;
}

export function useProductSets() {
  return useQuery({ queryKey: productSetKeys.all, queryFn: fetchProductSets });
}
