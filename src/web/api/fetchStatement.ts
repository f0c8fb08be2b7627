import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statementSchema, type Statement } from '../../domain/schemas/statement';
import { api } from './client';
import { accountKeys } from './queryKeys';

/** GET /api/accounts/:id/statement?from=&to= (cari ekstre): amounts are exact decimal strings with 2 decimals. */
export interface StatementQuery {
  accountId: number;
  /** ISO days; empty: no bound */
  from: string;
  to: string;
}

export async function fetchStatement({ accountId, from, to }: StatementQuery): Promise<Statement> {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const qs = params.toString();
  return statementSchema.parse(await api<unknown>(`/accounts/${accountId}/statement${qs ? `?${qs}` : ''}`));
}

/** Disabled until an account is picked and the range is valid. */
export function useStatement(query: StatementQuery | null) {
  return useQuery({
    queryKey: accountKeys.statement(query),
    queryFn: () => fetchStatement(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
