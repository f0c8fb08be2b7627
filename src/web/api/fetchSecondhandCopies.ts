import { useQuery } from '@tanstack/react-query';
import { secondhandCopiesSchema, secondhandCopySchema, type SecondhandCopy } from '../../domain/schemas/secondhand';
import { ApiError } from './apiError';
import { api } from './client';
import { secondhandKeys } from './queryKeys';

export interface SecondhandCopyQuery {
  status: 'available' | 'sold' | 'all';
  q: string;
  grade: SecondhandCopy['grade'] | '';
}

/** GET /api/secondhand/copies?status=&q=: copies by title, barcode or ISBN, the newest first. */
export async function fetchSecondhandCopies(query: SecondhandCopyQuery): Promise<SecondhandCopy[]> {
  const params = new URLSearchParams({
    status: query.status,
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(query.grade ? { grade: query.grade } : {}),
  });
  return secondhandCopiesSchema.parse(await api<unknown>(`/secondhand/copies?${params}`)).items;
}

export function useSecondhandCopies(query: SecondhandCopyQuery) {
  return useQuery({ queryKey: secondhandKeys.copies(query), queryFn: () => fetchSecondhandCopies(query) });
}

/** GET /api/secondhand/copies/barcode/:code: the copy a scanned code names, or null. */
export async function fetchSecondhandCopyByBarcode(code: string): Promise<SecondhandCopy | null> {
  try {
    return secondhandCopySchema.parse(await api<unknown>(`/secondhand/copies/barcode/${encodeURIComponent(code)}`));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
