import { useQuery } from '@tanstack/react-query';
import { readerAccountSchema, type ReaderAccount } from '../../domain/schemas/reader';
import { readerKeys } from './queryKeys';
import { getReaderToken, readerApi } from './readerClient';

/** GET /api/reader/account: the signed-in member's loans and holds. */
export async function fetchReaderAccount(): Promise<ReaderAccount> {
  return readerAccountSchema.parse(await readerApi<unknown>('/account'));
}

export function useReaderAccount(signedIn: boolean) {
  return useQuery({ queryKey: readerKeys.account(), queryFn: fetchReaderAccount, enabled: signedIn && !!getReaderToken(), retry: false });
}
