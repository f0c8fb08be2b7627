import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashStatementSchema, type CashStatement } from '../../domain/schemas/cash-accounts';
import { api } from './client';
import { downloadFile } from './downloadFile';
import { cashAccountKeys } from './fetchCashAccounts';

export interface CashStatementFilter {
  from?: string;
  to?: string;
  direction?: '' | 'in' | 'out';
  q?: string;
}

const paramsOf = (f: CashStatementFilter) => {
  const p = new URLSearchParams();
  for (const k of ['from', 'to', 'direction', 'q'] as const) if (f[k]) p.set(k, f[k]);
  return p;
};

/** GET /api/cash-accounts/:id/statement: a page of the account's moves with the running balance, the opening and closing balances. */
export async function fetchCashStatement(id: number, filter: CashStatementFilter, limit: number, offset: number): Promise<CashStatement> {
  const p = paramsOf(filter);
  p.set('limit', String(limit));
  p.set('offset', String(offset));
  return cashStatementSchema.parse(await api<unknown>(`/cash-accounts/${id}/statement?${p}`));
}

export function useCashStatement(id: number | null, filter: CashStatementFilter, limit: number, offset: number) {
  return useQuery({
    queryKey: cashAccountKeys.statement(id ?? 0, { ...filter, limit, offset }),
    queryFn: () => fetchCashStatement(id!, filter, limit, offset),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** The whole statement as a CSV file (`;` or tab), handed to the browser as a download. */
export async function downloadCashStatement(id: number, filter: CashStatementFilter, separator: 'semicolon' | 'tab'): Promise<void> {
  const p = paramsOf(filter);
  p.set('format', 'csv');
  p.set('separator', separator);
  await downloadFile(`cash-accounts/${id}/statement?${p}`, 'statement.csv');
}
