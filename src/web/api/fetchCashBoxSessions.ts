import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { sessionPageSchema, type CashBoxSessionPage } from '../../domain/schemas/document-replies';

export { cashBoxSessionSchema } from '../../domain/schemas/document-replies';
export type { CashBoxSession, CashBoxSessionPage, ZReportView } from '../../domain/schemas/document-replies';

/**
 * GET /api/documents?type=cashBoxSession&status=&from=&to=: cash-box sessions, newest first. A closed
 * session carries its Z report (`z`), written by the machine when it closed.
 */
export interface SessionQuery {
  status: 'open' | 'closed';
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export async function fetchCashBoxSessions(query: SessionQuery): Promise<CashBoxSessionPage> {
  const params = new URLSearchParams({ type: 'cashBoxSession', status: query.status, limit: String(query.limit), offset: String(query.offset) });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return sessionPageSchema.parse(await api<unknown>(`/documents?${params}`));
}

export function useCashBoxSessions(query: SessionQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['documents', 'cashBoxSession', query],
    queryFn: () => fetchCashBoxSessions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
