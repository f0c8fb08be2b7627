import { useQuery } from '@tanstack/react-query';
import { fetchProduct } from './fetchProduct';
import { productKeys } from './queryKeys';

/** The names of a document's products (GET /api/products/:id each), by id. */
export async function fetchProductNames(ids: readonly number[]): Promise<Record<number, string>> {
  const products = await Promise.all([...new Set(ids)].map(fetchProduct));
  return Object.fromEntries(products.map((p) => [p.id, p.name]));
}

export function useProductNames(ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({ queryKey: productKeys.names(key), queryFn: () => fetchProductNames(key), enabled: key.length > 0 });
}
