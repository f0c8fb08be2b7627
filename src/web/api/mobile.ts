import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEVICE_HEADER } from '../../domain/offline-devices';
import { offlineDeviceListSchema } from '../../domain/schemas/offline';
import {
  mobileCountListSchema,
  mobileCountSchema,
  mobileProductSchema,
  mobileSettingsSchema,
  type MobileCountBody,
  type MobileProduct,
} from '../../domain/schemas/mobile';
import { ApiError } from './apiError';
import { api } from './client';
import { mobileKeys } from './queryKeys';

/** The mobile companion's pages (/modul/mobil/ayar, stokguncelle, islem): GET and writes of /api/mobile. */

export function useMobileSettings() {
  return useQuery({ queryKey: mobileKeys.settings, queryFn: async () => mobileSettingsSchema.parse(await api<unknown>('/mobile/settings')) });
}

export function useSaveMobileSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { warehouseId: number | null; mayCount: boolean }) =>
      mobileSettingsSchema.parse(await api<unknown>('/mobile/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: mobileKeys.settings }),
  });
}

/** The phones authorised, one per user (the offline till's device authorisation, spec §6). */
export function useMobileDevices() {
  return useQuery({ queryKey: mobileKeys.devices, queryFn: async () => offlineDeviceListSchema.parse(await api<unknown>('/mobile/devices')).items });
}

export function useReleaseMobileDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<unknown>(`/mobile/devices/${userId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: mobileKeys.devices }),
  });
}

/** The product a scanned barcode or typed code names; null when none does. */
export async function findMobileProduct(code: string): Promise<MobileProduct | null> {
  try {
    return mobileProductSchema.parse(await api<unknown>(`/mobile/products?code=${encodeURIComponent(code)}`, { formShowsErrors: true }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** POST /api/mobile/counts from this phone (its authorised device named in the header). */
export function useSendCount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ deviceId, body }: { deviceId: string; body: MobileCountBody }) =>
      mobileCountSchema.parse(await api<unknown>('/mobile/counts', { method: 'POST', body, headers: { [DEVICE_HEADER]: deviceId }, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: mobileKeys.counts }),
  });
}

export function useMobileCounts() {
  return useQuery({ queryKey: mobileKeys.counts, queryFn: async () => mobileCountListSchema.parse(await api<unknown>('/mobile/counts')).items });
}
