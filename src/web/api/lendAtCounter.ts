import { libraryLendReplySchema } from '../../domain/schemas/library';
import { api } from './client';

/** POST /api/library/lend: a copy scanned at the counter for the member whose card was scanned. */
export async function lendAtCounter(cardNumber: string, barcode: string) {
  return libraryLendReplySchema.parse(await api<unknown>('/library/lend', { method: 'POST', body: { cardNumber, barcode }, formShowsErrors: true }));
}
