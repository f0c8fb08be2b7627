import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cashStatementSchema, type CashStatement } from '../../domain/schemas/cash-accounts';
import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE, api } from './client';
import { displayApiError } from './errorDisplay';
import { cashAccountKeys } from './fetchCashAccounts';
import { getToken } from './session';

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
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${API_BASE}/cash-accounts/${id}/statement?${p}`, { headers });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    displayApiError(res.status, res.statusText, body);
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'statement.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
