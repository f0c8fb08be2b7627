import { useMutation, useQueryClient } from '@tanstack/react-query';
import { einvoiceCheckSchema, type Account } from '../../domain/schemas/accounts';
import { api } from './client';
import { accountKeys } from './queryKeys';

/** POST /api/accounts/:id/einvoice-check: asks the integrator whether the customer is a registered e-invoice user; the account keeps the answer. */
export async function checkEinvoiceUser(id: number) {
  return einvoiceCheckSchema.parse(await api<unknown>(`/accounts/${id}/einvoice-check`, { method: 'POST', body: {} }));
}

export function useEinvoiceCheck(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => checkEinvoiceUser(id),
    // the card shows the new answer; its version is unchanged, so a form being edited is kept as it is
    onSuccess: (answer) => qc.setQueryData<Account>(accountKeys.one(id), (a) => (a ? { ...a, einvoiceCheck: answer } : a)),
  });
}
