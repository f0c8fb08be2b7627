import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownSettingsSchema, type OwnSettings, type OwnSettingsBody } from '../../domain/schemas/user-settings';
import { api } from './client';
import { ownSettingsKeys } from './queryKeys';

/** PUT /api/user/settings: the signed-in user's own defaults. */
export async function saveOwnSettings(body: OwnSettingsBody): Promise<OwnSettings> {
  return ownSettingsSchema.parse(await api<unknown>('/user/settings', { method: 'PUT', body, formShowsErrors: true }));
}

export function useSaveOwnSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveOwnSettings, onSuccess: (s) => qc.setQueryData(ownSettingsKeys.all, s) });
}
