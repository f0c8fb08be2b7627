import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/warehouses: the company's warehouses (a receipt's stock moves go to one of them). */
const warehousePageSchema = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() }).loose()), total: z.number() });
export type Warehouse = z.infer<typeof warehousePageSchema>['items'][number];

export async function fetchWarehouses(): Promise<Warehouse[]> {
  return warehousePageSchema.parse(await api<unknown>('/warehouses')).items;
}

export function useWarehouses() {
  return useQuery({ queryKey: ['warehouses'], queryFn: fetchWarehouses, staleTime: 5 * 60_000 });
}
