import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceAuthorisationSchema, offlineDeviceListSchema } from '../../domain/schemas/offline';
import { ApiError } from './apiError';
import { api } from './client';
import { deviceKeys } from './queryKeys';

/** What POST /api/offline/device said of this browser: authorised, asking to send the identifier (422), or refused (409 DV10001). */
export type DeviceAnswer = { kind: 'authorised' } | { kind: 'ask'; message: string } | { kind: 'refused'; message: string };

export async function authoriseDevice(deviceId: string | null): Promise<DeviceAnswer> {
  try {
    deviceAuthorisationSchema.parse(await api<unknown>('/offline/device', { method: 'POST', body: deviceId ? { deviceId } : {}, formShowsErrors: true }));
    return { kind: 'authorised' };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 422 && e.body?.errors?.deviceId?.[0]) return { kind: 'ask', message: e.body.errors.deviceId[0] };
    if (e.status === 409) return { kind: 'refused', message: e.message };
    throw e;
  }
}

/** GET /api/offline/devices (admins): the company's authorised devices. */
export function useOfflineDevices() {
  return useQuery({ queryKey: deviceKeys.all, queryFn: async () => offlineDeviceListSchema.parse(await api<unknown>('/offline/devices')).items });
}

/** DELETE /api/offline/devices/:userId: the user may authorise another device. */
export function useReleaseDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<unknown>(`/offline/devices/${userId}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
