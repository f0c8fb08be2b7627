import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/warehouses: the company's warehouses. */
export const warehouseSchema = z.object({ id: z.number(), name: z.string() }).loose();
export type Warehouse = z.infer<typeof warehouseSchema>;

export async function fetchWarehouses(): Promise<Warehouse[]> {
  return z.object({ items: z.array(warehouseSchema) }).parse(await api<unknown>('/warehouses')).items;
}

export function useWarehouses() {
  return useQuery({ queryKey: ['warehouses'], queryFn: fetchWarehouses, staleTime: 60_000 });
}
