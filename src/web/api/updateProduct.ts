import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, type Product } from '../../domain/schemas/products';
import { api } from './client';
import type { NewProduct } from './createProduct';
import { productKeys } from './queryKeys';

/** PUT /api/products/:id: the whole card and the `version` read; 422 per field, 409 when saved by someone else since. */
export async function updateProduct({ id, body }: { id: number; body: NewProduct & { version?: number } }): Promise<Product> {
  return productSchema.parse(await api<unknown>(`/products/${id}`, { method: 'PUT', body, formShowsErrors: true }));
}

export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }) });
}
