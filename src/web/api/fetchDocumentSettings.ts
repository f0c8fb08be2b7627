import { useQuery } from '@tanstack/react-query';
import { documentSettingsSchema, type DocumentSettings } from '../../domain/schemas/document-settings';
import { api } from './client';
import { documentSettingsKeys } from './queryKeys';

/** GET /api/document-settings: the defaults a new document starts with and each type's number series. */
export async function fetchDocumentSettings(): Promise<DocumentSettings> {
  return documentSettingsSchema.parse(await api<unknown>('/document-settings'));
}

export function useDocumentSettings() {
  return useQuery({ queryKey: documentSettingsKeys.all, queryFn: fetchDocumentSettings, staleTime: 60_000 });
}
