import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchedBulletinSchema, type FetchedBulletin } from '../../domain/schemas/rates';
import { api } from './client';
import { exchangeRateKeys } from './queryKeys';

/**
 * POST /api/exchange-rates/fetch {date?}: the server fetches and stores the bulletin answering for the day (today unless
 * given); when it cannot, the answer has no bulletin and a message saying so.
 */
export async function fetchBulletinNow(date?: string): Promise<FetchedBulletin> {
  return fetchedBulletinSchema.parse(await api<unknown>('/exchange-rates/fetch', { method: 'POST', body: date ? { date } : {} }));
}

export function useFetchBulletin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fetchBulletinNow, onSuccess: () => qc.invalidateQueries({ queryKey: exchangeRateKeys.all }) });
}
