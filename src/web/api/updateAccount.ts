import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSchema, type Account } from '../../domain/schemas/accounts';
import { accountGroupKeys } from './accountGroups';
import { api } from './client';
import { accountKeys } from './queryKeys';

/** PUT /api/accounts/:id: the whole card and the `version` read; 422 lists every invalid field, 409 when someone saved in between. */
export async function updateAccount({ id, body }: { id: number; body: Record<string, unknown> }): Promise<Account> {
  return accountSchema.parse(await api<unknown>(`/accounts/${id}`, { method: 'PUT', body, formShowsErrors: true }));
}

export function useUpdateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountKeys.all });
      // a group's count of accounts (Sistem → Cari Grupları) may have changed
      void qc.invalidateQueries({ queryKey: accountGroupKeys.all });
    },
  });
}
