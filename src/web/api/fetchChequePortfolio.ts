import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chequePortfolioSchema, type ChequePortfolio } from '../../domain/schemas/cheques';
import { api } from './client';
import { documentKeys } from './documentKeys';

/**
 * GET /api/cheques/portfolio: the totals per due month and bank and what is coming due, of every open cheque and note;
 * the open ones the list's filters leave (`params`, the cheque descriptor's filters as a query).
 */
export async function fetchChequePortfolio(params = ''): Promise<ChequePortfolio> {
  return chequePortfolioSchema.parse(await api<unknown>(`/cheques/portfolio${params ? `?${params}` : ''}`));
}

/** Under the documents' keys: any cheque event or slip refreshes it. Nothing is asked while `params` is null (a wrong date range). */
export function useChequePortfolio(params: string | null = '') {
  return useQuery({
    queryKey: documentKeys.familyRead('chequePortfolio', params ?? ''),
    queryFn: () => fetchChequePortfolio(params ?? ''),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
