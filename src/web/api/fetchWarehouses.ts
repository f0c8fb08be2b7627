import { useQuery } from '@tanstack/react-query';
import { warehousePageSchema, type Warehouse } from '../../domain/schemas/definitions';
import { api } from './client';
import { warehouseKeys } from './queryKeys';

/** GET /api/warehouses: the company's warehouses (a receipt's stock moves go to one of them). */
export async function fetchWarehouses(): Promise<Warehouse[]> {
  return warehousePageSchema.parse(await api<unknown>('/warehouses')).items;
}

export function useWarehouses() {
  return useQuery({ queryKey: warehouseKeys.all, queryFn: fetchWarehouses, staleTime: 60_000 });
}
