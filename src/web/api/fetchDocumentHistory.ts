import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';
import { historyRowSchema, type HistoryRow } from '../../domain/schemas/document-replies';

export type { HistoryRow } from '../../domain/schemas/document-replies';

export async function fetchDocumentHistory(id: number): Promise<HistoryRow[]> {
  return z.array(historyRowSchema).parse(await api<unknown>(`/documents/${id}/history`));
}

export function useDocumentHistory(id: number) {
  return useQuery({ queryKey: ['documentHistory', id], queryFn: () => fetchDocumentHistory(id), enabled: Number.isInteger(id) && id > 0 });
}
