import { useMutation, useQueryClient } from '@tanstack/react-query';
import { secondhandCopySchema, type SecondhandCopy } from '../../domain/schemas/secondhand';
import { api } from './client';
import { secondhandKeys } from './queryKeys';

export interface SecondhandCopyInput {
  productId: number;
  grade: SecondhandCopy['grade'];
  barcode?: string;
  notes: string;
  price?: string;
  listed: boolean;
}

/** POST /api/secondhand/copies: a copy of a title with its grade, notes, price and its own barcode. */
export async function createSecondhandCopy(input: SecondhandCopyInput): Promise<SecondhandCopy> {
  return secondhandCopySchema.parse(await api<unknown>('/secondhand/copies', { method: 'POST', body: input, formShowsErrors: true }));
}

export function useCreateSecondhandCopy() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSecondhandCopy, onSuccess: () => qc.invalidateQueries({ queryKey: secondhandKeys.all }) });
}
