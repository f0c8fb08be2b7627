import { libraryReturnReplySchema } from '../../domain/schemas/library';
import { api } from './client';

/** POST /api/library/return: a copy scanned back in; answers its fine and the hold it is now ready for. */
export async function returnAtCounter(barcode: string) {
  return libraryReturnReplySchema.parse(await api<unknown>('/library/return', { method: 'POST', body: { barcode }, formShowsErrors: true }));
}
