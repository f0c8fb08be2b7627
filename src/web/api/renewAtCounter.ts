import { libraryLendReplySchema } from '../../domain/schemas/library';
import { api } from './client';

/** POST /api/library/renew: a lent copy's loan renewed, when the matrix and the holds allow it. */
export async function renewAtCounter(barcode: string) {
  return libraryLendReplySchema.parse(await api<unknown>('/library/renew', { method: 'POST', body: { barcode }, formShowsErrors: true }));
}
