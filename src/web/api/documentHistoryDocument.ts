import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/documents/:id for the history page: any family's document view, kept whole to compare with the replay. */
export const historyDocumentSchema = z.object({ id: z.number(), type: z.string(), number: z.string(), status: z.string(), version: z.number() }).loose();
export type HistoryDocument = z.infer<typeof historyDocumentSchema>;

export async function fetchHistoryDocument(id: number): Promise<HistoryDocument> {
  return historyDocumentSchema.parse(await api<unknown>(`/documents/${id}`));
}

export function useHistoryDocument(id: number) {
  return useQuery({ queryKey: ['documentHistoryDocument', id], queryFn: () => fetchHistoryDocument(id), enabled: Number.isInteger(id) && id > 0 });
}
