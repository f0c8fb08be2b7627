import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

const named = z.object({ id: z.number(), name: z.string() }).loose();

/** The names of a document's products (GET /api/products/:id each), by id. */
export async function fetchProductNames(ids: readonly number[]): Promise<Record<number, string>> {
  const products = await Promise.all([...new Set(ids)].map(async (id) => named.parse(await api<unknown>(`/products/${id}`))));
  return Object.fromEntries(products.map((p) => [p.id, p.name]));
}

export function useProductNames(ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({ queryKey: ['products', 'names', key], queryFn: () => fetchProductNames(key), enabled: key.length > 0 });
}
