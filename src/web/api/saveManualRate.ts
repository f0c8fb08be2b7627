import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exchangeRateSchema, type ExchangeRate, type ManualRateBody } from '../../domain/schemas/rates';
import { api } from './client';
import { exchangeRateKeys } from './queryKeys';

/** POST /api/exchange-rates: a rate entered by hand (decimal strings); 201 with the rate, or 422 per field. */
export type ManualRate = ManualRateBody;

export async function saveManualRate(body: ManualRate): Promise<ExchangeRate> {
  return exchangeRateSchema.parse(await api<unknown>('/exchange-rates', { method: 'POST', body, formShowsErrors: true }));
}

export function useSaveManualRate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveManualRate, onSuccess: () => qc.invalidateQueries({ queryKey: exchangeRateKeys.all }) });
}
