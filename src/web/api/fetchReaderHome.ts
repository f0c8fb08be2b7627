import { useQuery } from '@tanstack/react-query';
import { readerHomeSchema, type ReaderHome } from '../../domain/schemas/reader';
import { readerKeys } from './queryKeys';
import { readerApi } from './readerClient';

/** GET /api/reader/home: the library the host opens, what it shows, its opening hours and notices. */
export async function fetchReaderHome(): Promise<ReaderHome> {
  return readerHomeSchema.parse(await readerApi<unknown>('/home'));
}

export function useReaderHome() {
  return useQuery({ queryKey: readerKeys.home(), queryFn: fetchReaderHome, retry: false });
}
