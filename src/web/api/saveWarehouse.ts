import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NegativeStockPolicy } from '../../domain/documents/negative-stock';
import { warehouseSchema, type Warehouse } from '../../domain/schemas/definitions';
import { api } from './client';
import { warehouseKeys } from './queryKeys';

/** POST /api/warehouses (no id) or PUT /api/warehouses/{id}: the saved warehouse or a 422 on `name` or `negativeStock`. */
export async function saveWarehouse({ id, ...body }: { id?: number; name: string; negativeStock: NegativeStockPolicy }): Promise<Warehouse> {
  return warehouseSchema.parse(await api<unknown>(id ? `/warehouses/${id}` : '/warehouses', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }));
}

export function useSaveWarehouse() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveWarehouse, onSuccess: () => qc.invalidateQueries({ queryKey: warehouseKeys.all }) });
}
