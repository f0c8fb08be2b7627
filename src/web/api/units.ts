import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unitListSchema, unitSchema, type Unit } from '../../domain/schemas/units';
import { api } from './client';

const unitKeys = { all: ['units'] as const };

/** GET /api/units: the company's units of measure (the stock card and the receipt grid offer them). */
export function useUnits() {
  return useQuery({
    queryKey: unitKeys.all,
    queryFn: async (): Promise<Unit[]> => unitListSchema.parse(await api<unknown>('/units')).items,
    staleTime: 60_000,
  });
}

export interface UnitInput {
  id?: number;
  code: string;
  name: string;
  baseCode: string | null;
  factor: string;
}

/** POST /api/units (no id) or PUT /api/units/{id} (the code stays): the saved unit or a 422 naming its fields. */
export function useSaveUnit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, code, ...rest }: UnitInput): Promise<Unit> =>
      unitSchema.parse(
        await api<unknown>(id ? `/units/${id}` : '/units', { method: id ? 'PUT' : 'POST', body: id ? rest : { code, ...rest }, formShowsErrors: true }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: unitKeys.all }),
  });
}

/** DELETE /api/units/{id}: refused (409) while a product or another unit names it. */
export function useDeleteUnit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api<unknown>(`/units/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
