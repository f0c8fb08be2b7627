import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { virtualPosSettingsSchema, type VirtualPosSettings, type VirtualPosSettingsBody } from '../../domain/schemas/virtual-pos';
import { api } from './client';
import { virtualPosSettingsKeys } from './queryKeys';

/** GET /api/virtual-pos-settings: the company's card payment provider (the secret key only as set or not). */
export async function fetchVirtualPosSettings(): Promise<VirtualPosSettings> {
  return virtualPosSettingsSchema.parse(await api<unknown>('/virtual-pos-settings'));
}

export function useVirtualPosSettings() {
  return useQuery({ queryKey: virtualPosSettingsKeys.all, queryFn: fetchVirtualPosSettings });
}

/** PUT /api/virtual-pos-settings (admins), guarded by the settings' version. */
export function useSaveVirtualPosSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: VirtualPosSettingsBody) =>
      virtualPosSettingsSchema.parse(await api<unknown>('/virtual-pos-settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (s) => qc.setQueryData(virtualPosSettingsKeys.all, s),
  });
}
