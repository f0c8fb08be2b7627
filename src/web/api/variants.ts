import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dimensionListSchema, dimensionSchema, modelVariantsSchema, type Dimension, type ModelVariants } from '../../domain/schemas/variants';
import { api } from './client';

const variantKeys = { dimensions: ['variant-dimensions'] as const, model: (id: number) => ['product-variants', id] as const };

/** GET /api/variant-dimensions: Sistem → Varyant's dimensions with their values. */
export function useDimensions() {
  return useQuery({
    queryKey: variantKeys.dimensions,
    queryFn: async (): Promise<Dimension[]> => dimensionListSchema.parse(await api<unknown>('/variant-dimensions')).items,
    staleTime: 60_000,
  });
}

export interface DimensionInput {
  id?: number;
  name: string;
  values: { id?: number; name: string; code: string }[];
}

/** POST /api/variant-dimensions (no id) or PUT /api/variant-dimensions/{id}: the saved dimension or a 422 naming its fields. */
export function useSaveDimension() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: DimensionInput): Promise<Dimension> =>
      dimensionSchema.parse(
        await api<unknown>(id ? `/variant-dimensions/${id}` : '/variant-dimensions', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: variantKeys.dimensions }),
  });
}

/** DELETE /api/variant-dimensions/{id}: refused (409) while a variant has one of its values. */
export function useDeleteDimension() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api<unknown>(`/variant-dimensions/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: variantKeys.dimensions }),
  });
}

/** GET /api/products/{id}/variants: the model, its stock over its variants, and each variant. */
export const fetchModelVariants = async (id: number): Promise<ModelVariants> => modelVariantsSchema.parse(await api<unknown>(`/products/${id}/variants`));

export function useModelVariants(id: number | null) {
  return useQuery({ queryKey: variantKeys.model(id ?? 0), queryFn: () => fetchModelVariants(id!), enabled: id !== null });
}

/** POST /api/products/{id}/variants: makes the combinations the model does not have yet. */
export function useGenerateVariants(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { dimensions: { dimensionId: number; valueIds: number[] }[]; barcodes: boolean }): Promise<ModelVariants> =>
      modelVariantsSchema.parse(await api<unknown>(`/products/${id}/variants`, { method: 'POST', body, formShowsErrors: true })),
    onSuccess: (data) => {
      qc.setQueryData(variantKeys.model(id), data);
      void qc.invalidateQueries({ queryKey: variantKeys.dimensions });
    },
  });
}

/** PUT /api/products/{id}/variants: each variant's barcode, price and shelf. */
export function useSaveVariants(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (items: { id: number; barcode: string | null; price: string; locationId: number }[]): Promise<ModelVariants> =>
      modelVariantsSchema.parse(await api<unknown>(`/products/${id}/variants`, { method: 'PUT', body: { items }, formShowsErrors: true })),
    onSuccess: (data) => qc.setQueryData(variantKeys.model(id), data),
  });
}
