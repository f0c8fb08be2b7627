import { useQuery } from '@tanstack/react-query';
import { cashAccountPageSchema, type CashAccount } from '../../domain/schemas/cash-accounts';
import { api } from './client';
import { cashBoxKeys } from './queryKeys';

/** Under the cash boxes' key, so that whatever refreshes the boxes (a sale, a session) refreshes the accounts too. */
export const cashAccountKeys = {
  all: [...cashBoxKeys.all, 'accounts'] as const,
  statement: (id: number, query: object) => [...cashBoxKeys.all, 'statement', id, query] as const,
};

/** GET /api/cash-accounts: the cash and bank accounts with their definitions and balances. */
export async function fetchCashAccounts(): Promise<CashAccount[]> {
  return cashAccountPageSchema.parse(await api<unknown>('/cash-accounts')).items;
}

export function useCashAccounts() {
  return useQuery({ queryKey: cashAccountKeys.all, queryFn: fetchCashAccounts });
}
