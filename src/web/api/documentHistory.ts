import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/documents/:id/history (contract "Documents"): the document's journal, oldest first. */
export const historyRowSchema = z.object({
  seq: z.number(),
  event: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  accepted: z.boolean(),
  reason: z.string().nullable(),
  user: z.union([z.number(), z.string()]).nullable(),
  at: z.string(),
  payload: z.unknown(),
  hash: z.string(),
  prevHash: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export async function fetchDocumentHistory(id: number): Promise<HistoryRow[]> {
  return z.array(historyRowSchema).parse(await api<unknown>(`/documents/${id}/history`));
}

export function useDocumentHistory(id: number) {
  return useQuery({ queryKey: ['documentHistory', id], queryFn: () => fetchDocumentHistory(id), enabled: Number.isInteger(id) && id > 0 });
}
