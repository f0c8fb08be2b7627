import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/exchange-rates/days?from=&to=: stored TCMB bulletins, the company's uploaded ones (USD, EUR, GBP) and its manual rates, newest first. */
const rate = z.string().nullable();

export const storedDaySchema = z.object({
  date: z.string(),
  source: z.enum(['tcmb', 'upload', 'manual']),
  bulletinNo: z.string().nullable(),
  enteredBy: z.string().nullable(),
  enteredAt: z.string().nullable(),
  rates: z.array(z.object({ currency: z.string(), unit: z.number(), forexBuying: rate, forexSelling: rate, banknoteBuying: rate, banknoteSelling: rate })),
});
export type StoredDay = z.infer<typeof storedDaySchema>;

const daysSchema = z.object({ from: z.string(), to: z.string(), items: z.array(storedDaySchema) });

export async function fetchExchangeRateDays(from: string, to: string): Promise<StoredDay[]> {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return daysSchema.parse(await api<unknown>(`/exchange-rates/days?${params}`)).items;
}

export function useExchangeRateDays(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: ['exchange-rates', 'days', from, to],
    queryFn: () => fetchExchangeRateDays(from, to),
    enabled,
    placeholderData: keepPreviousData,
  });
}
