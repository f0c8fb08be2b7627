import { useQuery } from '@tanstack/react-query';
import { exchangeRateSchema, type ExchangeRate } from '../../domain/schemas/rates';
import { api } from './client';
import { exchangeRateKeys } from './queryKeys';

/**
 * GET /api/exchange-rates?date=&currency=: the rate of a day (TCMB bulletin, else the company's uploaded bulletin, else a
 * manual rate); 404 NF10010 when there is none.
 */
export const NO_RATE_CODE = 'NF10010';

export async function fetchExchangeRate(currency: string, date: string): Promise<ExchangeRate> {
  const params = new URLSearchParams({ date, currency });
  return exchangeRateSchema.parse(await api<unknown>(`/exchange-rates?${params}`));
}

/** Held while the day or the currency is not complete (a date being typed). */
export function useExchangeRate(currency: string, date: string) {
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^[A-Z]{3}$/.test(currency) && currency !== 'TRY';
  return useQuery({
    queryKey: exchangeRateKeys.rate(currency, date),
    queryFn: () => fetchExchangeRate(currency, date),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
}
