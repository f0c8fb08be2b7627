import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashMovePageSchema, type CashMovePage } from '../../domain/schemas/cash-boxes';
import { api } from './client';
import { cashBoxKeys } from './queryKeys';

export type { CashMove, CashMovePage } from '../../domain/schemas/cash-boxes';

/** GET /api/cash-boxes/:id/moves?limit=&offset=: the box's cash ledger, newest first, each move with its document. */
export interface CashMoveQuery {
  limit: number;
  offset: number;
}

export async function fetchCashBoxMoves(cashBoxId: number, query: CashMoveQuery): Promise<CashMovePage> {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  return cashMovePageSchema.parse(await api<unknown>(`/cash-boxes/${cashBoxId}/moves?${params}`));
}

/** Holds the call until a box is chosen. */
export function useCashBoxMoves(cashBoxId: number | null, query: CashMoveQuery) {
  return useQuery({
    queryKey: cashBoxKeys.moves(cashBoxId, query),
    queryFn: () => fetchCashBoxMoves(cashBoxId!, query),
    enabled: cashBoxId !== null,
    placeholderData: keepPreviousData,
  });
}
