import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exchangeRateDaysSchema, type StoredDay } from '../../domain/schemas/rates';
import { api } from './client';
import { exchangeRateKeys } from './queryKeys';

/** GET /api/exchange-rates/days?from=&to=: stored TCMB bulletins, the company's uploaded ones (USD, EUR, GBP) and its manual rates, newest first. */
export async function fetchExchangeRateDays(from: string, to: string): Promise<StoredDay[]> {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return exchangeRateDaysSchema.parse(await api<unknown>(`/exchange-rates/days?${params}`)).items;
}

export function useExchangeRateDays(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: exchangeRateKeys.days(from, to),
    queryFn: () => fetchExchangeRateDays(from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}
