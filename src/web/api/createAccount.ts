import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, type Account } from '../../domain/schemas/accounts';
import type { AccountKind } from '../../domain/schemas/masterdata';
import { accountGroupKeys } from './accountGroups';
import { api } from './client';
import { accountKeys } from './queryKeys';

/** POST /api/accounts: 201 with the account (code generated when empty), or 422 {errors: {field: [messages]}}. */
export interface NewAccount {
  name: string;
  kind: AccountKind;
  code?: string;
  taxOffice?: string;
  taxNumber?: string;
  iban?: string;
  email?: string;
  phone?: string;
}

export async function createAccount(body: NewAccount): Promise<Account> {
  return accountSchema.parse(await api<unknown>('/accounts', { method: 'POST', body, formShowsErrors: true }));
}

export function useCreateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountKeys.all });
      // a group's count of accounts (Sistem → Cari Grupları) may have changed
      void qc.invalidateQueries({ queryKey: accountGroupKeys.all });
    },
  });
}
