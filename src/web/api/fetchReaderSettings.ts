import { useQuery } from '@tanstack/react-query';
import { readerSettingsSchema, type ReaderSettings } from '../../domain/schemas/reader';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/library/reader-settings: what the reader area shows, its host, opening hours and notices. */
export async function fetchReaderSettings(): Promise<ReaderSettings> {
  return readerSettingsSchema.parse(await api<unknown>('/library/reader-settings'));
}

export function useReaderSettings() {
  return useQuery({ queryKey: libraryKeys.readerSettings(), queryFn: fetchReaderSettings });
}
