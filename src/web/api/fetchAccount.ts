import { useQuery } from '@tanstack/react-query';
import { accountSchema, type Account } from '../../domain/schemas/accounts';
import { api } from './client';
import { accountKeys } from './queryKeys';

/** GET /api/accounts/:id: the whole card (spec §3 fields beyond the columns travel beside them) and its `version`. */
export async function fetchAccount(id: number): Promise<Account> {
  return accountSchema.parse(await api<unknown>(`/accounts/${id}`));
}

export function useAccount(id: number | null) {
  return useQuery({ queryKey: accountKeys.one(id), queryFn: () => fetchAccount(id as number), enabled: id !== null, staleTime: 0 });
}
