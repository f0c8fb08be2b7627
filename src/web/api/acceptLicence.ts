import { licenceAcceptedSchema } from '../../domain/schemas/ui-settings';
import { api } from './client';
import { readUiSettingsCache, writeUiSettingsCache } from './fetchUiSettings';
import { queryClient } from './queryClient';
import { uiSettingsKeys } from './queryKeys';

/** POST …/license/accept (admin only, 403 PE10003 otherwise); the cache then holds status 1. */
export async function acceptLicence(): Promise<void> {
  const { license_agreement_status } = licenceAcceptedSchema.parse(await api<unknown>('/modules/frontappui/license/accept', { method: 'POST' }));
  const cached = readUiSettingsCache();
  if (cached) {
    const items = { ...cached.items, license: { ...cached.items.license, license_agreement_status } };
    writeUiSettingsCache(items, cached.lang);
    queryClient.setQueryData(uiSettingsKeys.all, items);
  } else {
    await queryClient.invalidateQueries({ queryKey: uiSettingsKeys.all });
  }
}
