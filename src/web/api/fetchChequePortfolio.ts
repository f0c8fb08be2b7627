import { useQuery } from '@tanstack/react-query';
import { chequePortfolioSchema, type ChequePortfolio } from '../../domain/schemas/cheques';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** GET /api/cheques/portfolio: every open cheque and note with the totals per due month and bank, and what is coming due. */
export async function fetchChequePortfolio(): Promise<ChequePortfolio> {
  return chequePortfolioSchema.parse(await api<unknown>('/cheques/portfolio'));
}

/** Under the documents' keys: any cheque event or slip refreshes it. */
export function useChequePortfolio() {
  return useQuery({ queryKey: documentKeys.chequePortfolio(), queryFn: fetchChequePortfolio });
}
