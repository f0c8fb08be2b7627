import { useQuery } from '@tanstack/react-query';
import { documentInstalmentsSchema, type DocumentInstalments } from '../../domain/schemas/instalments';
import { api } from './client';
import { instalmentKeys } from './queryKeys';

/** GET /api/instalment-plans/document/:id: what the document owes on account (null when it is no sale on account) and its plan. */
export async function fetchDocumentInstalments(documentId: number): Promise<DocumentInstalments> {
  return documentInstalmentsSchema.parse(await api<unknown>(`/instalment-plans/document/${documentId}`));
}

export function useDocumentInstalments(documentId: number) {
  return useQuery({ queryKey: instalmentKeys.ofDocument(documentId), queryFn: () => fetchDocumentInstalments(documentId) });
}
