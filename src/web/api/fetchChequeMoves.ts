import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chequeMovesPageSchema } from '../../domain/schemas/cheques';
import { api } from './client';
import { documentKeys } from './documentKeys';

export type { ChequeMove } from '../../domain/schemas/cheques';

export interface ChequeMovesQuery {
  from: string;
  to: string;
  limit: number;
  offset: number;
}

/** GET /api/cheques/moves?from=&to=&limit=&offset=: the accepted events of cheques and notes, newest first. */
export async function fetchChequeMoves(query: ChequeMovesQuery) {
  const params = new URLSearchParams({ from: query.from, to: query.to, limit: String(query.limit), offset: String(query.offset) });
  return chequeMovesPageSchema.parse(await api<unknown>(`/cheques/moves?${params}`));
}

export function useChequeMoves(query: ChequeMovesQuery) {
  return useQuery({ queryKey: documentKeys.familyRead('chequeMoves', query), queryFn: () => fetchChequeMoves(query), placeholderData: keepPreviousData });
}
