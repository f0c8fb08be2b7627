import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { exchangeRateSchema, type ExchangeRate } from './exchangeRate';

/** POST /api/exchange-rates: a rate entered by hand (decimal strings); 201 with the rate, or 422 per field. */
export interface ManualRate {
  date: string;
  currency: 'USD' | 'EUR' | 'GBP';
  forexSelling: string;
  forexBuying?: string;
}

export async function saveManualRate(body: ManualRate): Promise<ExchangeRate> {
  return exchangeRateSchema.parse(await api<unknown>('/exchange-rates', { method: 'POST', body }));
}

export function useSaveManualRate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveManualRate, onSuccess: () => qc.invalidateQueries({ queryKey: ['exchange-rates'] }) });
}
