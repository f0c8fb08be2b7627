import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readerRenewReplySchema, type ReaderLoan } from '../../domain/schemas/reader';
import { readerKeys } from './queryKeys';
import { readerApi } from './readerClient';

/** POST /api/reader/loans/:id/renew {version}: the loan as the member saw it. */
export async function renewReaderLoan(loan: { id: number; version: number }): Promise<ReaderLoan> {
  return readerRenewReplySchema.parse(await readerApi<unknown>(`/loans/${loan.id}/renew`, { method: 'POST', body: { version: loan.version } }));
}

export function useRenewReaderLoan() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: renewReaderLoan, onSettled: () => qc.invalidateQueries({ queryKey: readerKeys.account() }) });
}
