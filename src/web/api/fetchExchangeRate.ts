import { useQuery } from '@tanstack/react-query';
import { exchangeRateSchema, type ExchangeRate } from '../../domain/schemas/rates';
import { api } from './client';
import { exchangeRateKeys } from './queryKeys';

/**
 * GET /api/exchange-rates?date=&currency=: the rate of a day (TCMB bulletin, else the company's uploaded bulletin, else a
 * manual rate); `source: "none"` with the message saying why when there is none.
 */
export async function fetchExchangeRate(currency: string, date: string): Promise<ExchangeRate> {
  const params = new URLSearchParams({ date, currency });
  return exchangeRateSchema.parse(await api<unknown>(`/exchange-rates?${params}`));
}

/** Why there is no rate for the day (TCMB out of reach, no bulletin), in the user's words; null while there is one. */
export function noRateMessage(rate: ExchangeRate | undefined): string | null {
  return rate?.source === 'none' ? (rate.message ?? '') : null;
}

/** Held while the day or the currency is not complete (a date being typed), or while not wanted (a read-only document). */
export function useExchangeRate(currency: string, date: string, wanted = true) {
  const ready = wanted && /^\d{4}-\d{2}-\d{2}$/.test(date) && /^[A-Z]{3}$/.test(currency) && currency !== 'TRY';
  return useQuery({
    queryKey: exchangeRateKeys.rate(currency, date),
    queryFn: () => fetchExchangeRate(currency, date),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
}
