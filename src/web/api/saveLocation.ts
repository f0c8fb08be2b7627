import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationSchema, type ShelfLocation } from '../../domain/schemas/definitions';
import { api } from './client';
import { locationKeys } from './queryKeys';

/** POST /api/locations (no id) or PUT /api/locations/{id}: the saved location or a 422 on `name` / `warehouseId`. */
export interface LocationSave {
  id?: number;
  name: string;
  warehouseId: number | string;
}

export async function saveLocation({ id, ...body }: LocationSave): Promise<ShelfLocation> {
  return locationSchema.parse(await api<unknown>(id ? `/locations/${id}` : '/locations', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }));
}

export function useSaveLocation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveLocation, onSuccess: () => qc.invalidateQueries({ queryKey: locationKeys.all }) });
}
