import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readerSettingsSchema, type ReaderSettings } from '../../domain/schemas/reader';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** PUT /api/library/reader-settings {version, …}. */
export async function saveReaderSettings(settings: ReaderSettings): Promise<ReaderSettings> {
  return readerSettingsSchema.parse(await api<unknown>('/library/reader-settings', { method: 'PUT', body: settings, formShowsErrors: true }));
}

export function useSaveReaderSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveReaderSettings, onSuccess: (saved) => qc.setQueryData(libraryKeys.readerSettings(), saved) });
}
