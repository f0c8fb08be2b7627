import { useQuery } from '@tanstack/react-query';
import { productSchema, type Product } from '../../domain/schemas/products';
import { api } from './client';
import { productKeys } from './queryKeys';

/** GET /api/products/:id: the whole stock card, with `stockByWarehouse` and `version` (for PUT). */
export async function fetchProduct(id: number): Promise<Product> {
  return productSchema.parse(await api<unknown>(`/products/${id}`));
}

export function useProduct(id: number | null) {
  return useQuery({ queryKey: productKeys.one(id), queryFn: () => fetchProduct(id!), enabled: id !== null });
}
