import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  integratorCheckSchema,
  integratorSettingsSchema,
  type IntegratorSettings,
  type IntegratorSettingsBody,
} from '../../domain/schemas/integrator-settings';
import { api } from './client';
import { integratorSettingsKeys, menuKeys } from './queryKeys';

/** GET /api/integrator-settings: which integrator the company sends through (the secret only as set or not). */
export async function fetchIntegratorSettings(): Promise<IntegratorSettings> {
  return integratorSettingsSchema.parse(await api<unknown>('/integrator-settings'));
}

export function useIntegratorSettings(enabled = true) {
  return useQuery({ queryKey: integratorSettingsKeys.all, queryFn: fetchIntegratorSettings, staleTime: 60_000, enabled });
}

/** PUT /api/integrator-settings (admins), guarded by the settings' version. */
export function useSaveIntegratorSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: IntegratorSettingsBody) =>
      integratorSettingsSchema.parse(await api<unknown>('/integrator-settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (s) => {
      qc.setQueryData(integratorSettingsKeys.all, s);
      // the menu holds the pages of the integrator in use only
      void qc.invalidateQueries({ queryKey: menuKeys.all });
    },
  });
}

/** POST /api/integrator-settings/check: the "test connection" of the settings screen. */
export async function checkIntegratorUser(vkn: string) {
  return integratorCheckSchema.parse(await api<unknown>('/integrator-settings/check', { method: 'POST', body: { vkn }, formShowsErrors: true }));
}
