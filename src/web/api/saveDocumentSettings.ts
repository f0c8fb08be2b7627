import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSettingsSchema, type DocumentSettings, type DocumentSettingsBody } from '../../domain/schemas/document-settings';
import { api } from './client';
import { documentSettingsKeys } from './queryKeys';

/** PUT /api/document-settings (admins): the default warehouse and payment type, guarded by the settings' version. */
export async function saveDocumentSettings(body: DocumentSettingsBody): Promise<DocumentSettings> {
  return documentSettingsSchema.parse(await api<unknown>('/document-settings', { method: 'PUT', body, formShowsErrors: true }));
}

export function useSaveDocumentSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveDocumentSettings, onSuccess: (s) => qc.setQueryData(documentSettingsKeys.all, s) });
}
