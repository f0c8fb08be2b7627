import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chequeBatchBody } from '../../../machines/cheque/schemas';
import { chequeBatchReplySchema, type ChequeBatchReply } from '../../domain/schemas/cheques';
import { api } from './client';
import { documentKeys } from './documentKeys';
import { accountKeys, cashBoxKeys } from './queryKeys';

export type ChequeBatchRequest = z.input<typeof chequeBatchBody>;

/** POST /api/cheque-batches: one slip (bordro) of several cheques, all or nothing; 422 names each wrong row's field, 409 the refused cheque. */
export async function saveChequeBatch(body: ChequeBatchRequest): Promise<ChequeBatchReply> {
  return chequeBatchReplySchema.parse(await api<unknown>('/cheque-batches', { method: 'POST', body, formShowsErrors: true }));
}

/** A slip moves the accounts' balances and, when it settles cheques, a cash or bank account's. */
export function useSaveChequeBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveChequeBatch,
    onSuccess: () => {
      for (const queryKey of [documentKeys.all, accountKeys.all, cashBoxKeys.all]) void qc.invalidateQueries({ queryKey });
    },
  });
}
