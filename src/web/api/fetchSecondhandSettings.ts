import { useQuery } from '@tanstack/react-query';
import { secondhandSettingsSchema, type SecondhandSettingsBody } from '../../domain/schemas/secondhand';
import { api } from './client';
import { secondhandKeys } from './queryKeys';

/** GET /api/secondhand/settings: the grades with their share of the new price, whether each may be listed, the rounding. */
export async function fetchSecondhandSettings(): Promise<SecondhandSettingsBody> {
  return secondhandSettingsSchema.parse(await api<unknown>('/secondhand/settings'));
}

export function useSecondhandSettings() {
  return useQuery({ queryKey: secondhandKeys.settings(), queryFn: fetchSecondhandSettings });
}
