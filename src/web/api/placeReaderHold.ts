import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readerHoldSchema, type ReaderHold } from '../../domain/schemas/reader';
import { readerKeys } from './queryKeys';
import { readerApi } from './readerClient';

/** POST /api/reader/holds {productId}: the member joins the title's queue. */
export async function placeReaderHold(productId: number): Promise<ReaderHold> {
  return readerHoldSchema.parse(await readerApi<unknown>('/holds', { method: 'POST', body: { productId } }));
}

export function usePlaceReaderHold() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: placeReaderHold, onSuccess: () => qc.invalidateQueries({ queryKey: readerKeys.all }) });
}
