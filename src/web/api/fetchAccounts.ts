import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accountPageSchema, type AccountPage } from '../../domain/schemas/accounts';
import { api } from './client';
import { accountKeys } from './queryKeys';

/** GET /api/accounts?q=&limit=&offset= (contract "Master data"); the balance travels as a decimal string. */
export interface AccountQuery {
  q: string;
  limit: number;
  offset: number;
  /** only the accounts of this group (Sistem → Cari Grupları) */
  groupId?: string;
}

export async function fetchAccounts({ q, limit, offset, groupId }: AccountQuery): Promise<AccountPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  if (groupId) params.set('groupId', groupId);
  return accountPageSchema.parse(await api<unknown>(`/accounts?${params}`));
}

export function useAccounts(query: AccountQuery) {
  return useQuery({ queryKey: accountKeys.list(query), queryFn: () => fetchAccounts(query), placeholderData: keepPreviousData });
}
