import { useQuery } from '@tanstack/react-query';
import { readerTitleDetailSchema, type ReaderTitleDetail } from '../../domain/schemas/reader';
import { readerKeys } from './queryKeys';
import { readerApi } from './readerClient';

/** GET /api/reader/titles/:id: a title with its copies, shelves and due dates. */
export async function fetchReaderTitle(id: number): Promise<ReaderTitleDetail> {
  return readerTitleDetailSchema.parse(await readerApi<unknown>(`/titles/${id}`));
}

export function useReaderTitle(id: number) {
  return useQuery({ queryKey: readerKeys.title(id), queryFn: () => fetchReaderTitle(id), retry: false });
}
