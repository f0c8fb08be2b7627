import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readerTitlePageSchema, type ReaderTitlePage } from '../../domain/schemas/reader';
import { readerKeys } from './queryKeys';
import { readerApi } from './readerClient';

/** GET /api/reader/titles?q=&limit=&offset=: the catalogue's search. */
export async function fetchReaderTitles(query: { q: string; limit: number; offset: number }): Promise<ReaderTitlePage> {
  const params = new URLSearchParams({ q: query.q, limit: String(query.limit), offset: String(query.offset) });
  return readerTitlePageSchema.parse(await readerApi<unknown>(`/titles?${params}`));
}

export function useReaderTitles(query: { q: string; limit: number; offset: number }) {
  return useQuery({ queryKey: readerKeys.titles(query), queryFn: () => fetchReaderTitles(query), placeholderData: keepPreviousData, retry: false });
}
