import { useQuery } from '@tanstack/react-query';
import { ownSettingsSchema, type OwnSettings } from '../../domain/schemas/user-settings';
import { api } from './client';
import { ownSettingsKeys } from './queryKeys';

/** GET /api/user/settings: the signed-in user's default cash box and warehouse. */
export async function fetchOwnSettings(): Promise<OwnSettings> {
  return ownSettingsSchema.parse(await api<unknown>('/user/settings'));
}

export function useOwnSettings() {
  return useQuery({ queryKey: ownSettingsKeys.all, queryFn: fetchOwnSettings, staleTime: 60_000 });
}
