import { useMutation, useQueryClient } from '@tanstack/react-query';
import { secondhandSettingsSchema, type SecondhandSettingsBody } from '../../domain/schemas/secondhand';
import { api } from './client';
import { secondhandKeys } from './queryKeys';

/** PUT /api/secondhand/settings: every grade's rule and the rounding, at once. */
export async function saveSecondhandSettings(settings: SecondhandSettingsBody): Promise<SecondhandSettingsBody> {
  return secondhandSettingsSchema.parse(await api<unknown>('/secondhand/settings', { method: 'PUT', body: settings, formShowsErrors: true }));
}

export function useSaveSecondhandSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveSecondhandSettings, onSuccess: () => qc.invalidateQueries({ queryKey: secondhandKeys.all }) });
}
