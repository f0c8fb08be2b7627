import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationSchema, locationPageSchema } from '../../domain/schemas/definitions';
import {
  locationStockListSchema,
  pickDocumentSchema,
  pickOrderListSchema,
  productLocationListSchema,
  warehouseSettingsSchema,
  type LocationMoveBody,
  type PickBody,
  type WarehouseSettings,
} from '../../domain/schemas/warehouse';
import { api } from './client';
import { locationKeys, depotKeys } from './queryKeys';

/** The warehouse's pages (/depo/ayar, /depo/urunraf, /depo/uruntopla): GET and writes of /api/warehouse. */

export function useWarehouseSettings() {
  return useQuery({ queryKey: depotKeys.settings(), queryFn: async () => warehouseSettingsSchema.parse(await api<unknown>('/warehouse/settings')) });
}

export function useSaveWarehouseSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: WarehouseSettings) =>
      warehouseSettingsSchema.parse(await api<unknown>('/warehouse/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: depotKeys.settings() }),
  });
}

/** A warehouse's locations in the walking order (its receiving and dispatch ones among them). */
export function useWarehouseLocations(warehouseId: number | null) {
  return useQuery({
    queryKey: depotKeys.locations(warehouseId),
    enabled: warehouseId !== null,
    queryFn: async () => locationPageSchema.shape.items.parse((await api<{ items: unknown }>(`/warehouse/locations?warehouseId=${warehouseId}`)).items),
  });
}

export function useProductLocations(warehouseId: number | null) {
  return useQuery({
    queryKey: depotKeys.productLocations(warehouseId),
    enabled: warehouseId !== null,
    queryFn: async () => productLocationListSchema.parse(await api<unknown>(`/warehouse/product-locations?warehouseId=${warehouseId}`)).items,
  });
}

export function useSetProductLocation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { productId: number; warehouseId: number; locationId: number | null }) =>
      productLocationListSchema.parse(await api<unknown>('/warehouse/product-locations', { method: 'PUT', body, formShowsErrors: true })).items,
    onSuccess: () => qc.invalidateQueries({ queryKey: depotKeys.all }),
  });
}

/** A location's place and walking order saved (PUT /api/locations/:id), or a new one (POST). */
export function useSaveLocation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id?: number; name: string; warehouseId: number; aisle: string; shelf: string; bin: string; pickOrder: number }) =>
      locationSchema.parse(await api<unknown>(id ? `/locations/${id}` : '/locations', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: depotKeys.all }), qc.invalidateQueries({ queryKey: locationKeys.all })]),
  });
}

export function useLocationStock(warehouseId: number | null, locationId: number | null) {
  return useQuery({
    queryKey: depotKeys.stock(warehouseId, locationId),
    enabled: warehouseId !== null,
    queryFn: async () =>
      locationStockListSchema.parse(await api<unknown>(`/warehouse/stock?warehouseId=${warehouseId}${locationId ? `&locationId=${locationId}` : ''}`)).items,
  });
}

export function useMoveStock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationMoveBody) =>
      locationStockListSchema.parse(await api<unknown>('/warehouse/moves', { method: 'POST', body, formShowsErrors: true })).items,
    onSuccess: () => qc.invalidateQueries({ queryKey: depotKeys.all }),
  });
}

export function usePickOrders() {
  return useQuery({ queryKey: depotKeys.picks(), queryFn: async () => pickOrderListSchema.parse(await api<unknown>('/warehouse/picks')).items });
}

export function usePickDocument(id: number | null) {
  return useQuery({
    queryKey: depotKeys.pick(id),
    enabled: id !== null,
    queryFn: async () => pickDocumentSchema.parse(await api<unknown>(`/warehouse/picks/${id}`)),
  });
}

export function usePick(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PickBody) =>
      pickDocumentSchema.parse(await api<unknown>(`/warehouse/picks/${id}`, { method: 'POST', body, formShowsErrors: true })),
    onSuccess: (doc) => {
      qc.setQueryData(depotKeys.pick(id), doc);
      return qc.invalidateQueries({ queryKey: depotKeys.picks() });
    },
  });
}
