import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashVoucherViewSchema, type CashVoucherView } from '../../domain/schemas/document-views';
import { api } from './client';
import { documentKeys } from './documentKeys';
import { idempotencyHeader, useFormKey } from './formKey';

/** POST /api/documents: a cash voucher draft; 422 lists every invalid field. */
export async function createCashVoucher(body: Record<string, unknown> & { type: string }, key?: string): Promise<CashVoucherView> {
  return cashVoucherViewSchema.parse(await api<unknown>('/documents', { method: 'POST', body, formShowsErrors: true, headers: idempotencyHeader(key) }));
}

/** The form's create, with the form's one Idempotency-Key (formKey.ts). */
export function useCreateCashVoucher() {
  const qc = useQueryClient();
  const key = useFormKey();
  return useMutation({
    mutationFn: (body: Parameters<typeof createCashVoucher>[0]) => createCashVoucher(body, key),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
