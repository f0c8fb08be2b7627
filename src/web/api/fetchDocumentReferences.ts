import { useQuery } from '@tanstack/react-query';
import { documentReferencesSchema, type DocumentReferences } from '../../domain/schemas/document-replies';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** GET /api/documents/:id/references: the products and current accounts the document's journal names, by code and name. */
export async function fetchDocumentReferences(id: number): Promise<DocumentReferences> {
  return documentReferencesSchema.parse(await api<unknown>(`/documents/${id}/references`));
}

export function useDocumentReferences(id: number) {
  return useQuery({ queryKey: documentKeys.references(id), queryFn: () => fetchDocumentReferences(id), enabled: Number.isInteger(id) && id > 0 });
}
