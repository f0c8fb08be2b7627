import { useQuery } from '@tanstack/react-query';
import { locationPageSchema, type ShelfLocation } from '../../domain/schemas/definitions';
import { api } from './client';
import { locationKeys } from './queryKeys';

/** GET /api/locations: the shelf locations (contract "Master data"). */
export async function fetchLocations(): Promise<ShelfLocation[]> {
  return locationPageSchema.parse(await api<unknown>('/locations')).items;
}

export function useLocations() {
  return useQuery({ queryKey: locationKeys.all, queryFn: fetchLocations, staleTime: 60_000 });
}
