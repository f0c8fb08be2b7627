import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashAccountSchema, type CashAccount } from '../../domain/schemas/cash-accounts';
import { api } from './client';
import { cashBoxKeys } from './queryKeys';

/** POST /api/cash-accounts (no id) or PUT /api/cash-accounts/{id}: the saved account or a 422 naming each field. */
export async function saveCashAccount({ id, body }: { id?: number; body: Record<string, unknown> }): Promise<CashAccount> {
  return cashAccountSchema.parse(
    await api<unknown>(id ? `/cash-accounts/${id}` : '/cash-accounts', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }),
  );
}

export function useSaveCashAccount() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCashAccount, onSuccess: () => qc.invalidateQueries({ queryKey: cashBoxKeys.all }) });
}
