import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { voucherViewSchema, type VoucherView } from '../../domain/schemas/document-views';
import { documentKeys } from './documentKeys';
import { idempotencyHeader, useFormKey } from './formKey';

export interface VoucherFields {
  accountId: string;
  targetAccountId?: string | null;
  /** a plain decimal string ("1234.56") */
  amount: string;
  currency: string;
  /** TRY per unit of a foreign currency (required then); null clears it */
  exchangeRate?: string | null;
  date: string;
  dueDate?: string | null;
  description?: string | null;
  /** the account's instalments to settle first, in this order; null clears them */
  instalmentIds?: string[] | null;
}

/** POST /api/documents: a voucher draft; 422 lists every invalid field. */
export async function createVoucher(body: VoucherFields & { type: string }, key?: string): Promise<VoucherView> {
  return voucherViewSchema.parse(await api<unknown>('/documents', { method: 'POST', body, formShowsErrors: true, headers: idempotencyHeader(key) }));
}

/** The form's create, with the form's one Idempotency-Key (formKey.ts). */
export function useCreateVoucher() {
  const qc = useQueryClient();
  const key = useFormKey();
  return useMutation({
    mutationFn: (body: VoucherFields & { type: string }) => createVoucher(body, key),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
