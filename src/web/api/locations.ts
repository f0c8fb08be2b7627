import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/locations: the shelf locations (contract "Master data"). */
export const locationSchema = z.object({ id: z.number(), name: z.string(), warehouseId: z.number().nullable().optional() }).loose();
export type ShelfLocation = z.infer<typeof locationSchema>;
const locationPageSchema = z.object({ items: z.array(locationSchema), total: z.number() });

export async function fetchLocations(): Promise<ShelfLocation[]> {
  return locationPageSchema.parse(await api<unknown>('/locations')).items;
}

export function useLocations() {
  return useQuery({ queryKey: ['locations'], queryFn: fetchLocations, staleTime: 60_000 });
}
