import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { warehouseSchema, type Warehouse } from './warehouses';

/** POST /api/warehouses (no id) or PUT /api/warehouses/{id}: the saved warehouse or a 422 on `name`. */
export async function saveWarehouse({ id, name }: { id?: number; name: string }): Promise<Warehouse> {
  return warehouseSchema.parse(await api<unknown>(id ? `/warehouses/${id}` : '/warehouses', { method: id ? 'PUT' : 'POST', body: { name } }));
}

export function useSaveWarehouse() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveWarehouse, onSuccess: () => qc.invalidateQueries({ queryKey: ['warehouses'] }) });
}
