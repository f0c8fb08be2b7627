import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { productSchema, type Product } from './products';

/** GET /api/products/:id: the whole stock card, with `stockByWarehouse` and `version` (for PUT). */
export async function fetchProductCard(id: number): Promise<Product> {
  return productSchema.parse(await api<unknown>(`/products/${id}`));
}

export function useProductCard(id: number | null) {
  return useQuery({ queryKey: ['products', 'card', id], queryFn: () => fetchProductCard(id!), enabled: id !== null });
}
