import { useQuery } from '@tanstack/react-query';
import { lineageViewSchema } from '../../domain/schemas/document-views';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** GET /api/documents/:id/lineage: what the document came from and what was made of it. */
export function useLineage(id: number) {
  return useQuery({ queryKey: documentKeys.lineage(id), queryFn: async () => lineageViewSchema.parse(await api<unknown>(`/documents/${id}/lineage`)) });
}
