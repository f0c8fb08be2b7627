import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSetSchema, type ProductSet } from '../../domain/schemas/sets';
import { api } from './client';
import { productSetKeys } from './queryKeys';

export interface ProductSetInput {
  productId: number;
  components: { productId: number; quantity: string }[];
}

/** PUT /api/product-sets/:id {components}: a set's components (none: no longer a set); answers the set, or null. */
export async function saveProductSet({ productId, components }: ProductSetInput): Promise<ProductSet | null> {
  return productSetSchema.nullable().parse(await api<unknown>(`/product-sets/${productId}`, { method: 'PUT', body: { components } }));
}

export function useSaveProductSet() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveProductSet, onSuccess: () => qc.invalidateQueries({ queryKey: productSetKeys.all }) });
}
