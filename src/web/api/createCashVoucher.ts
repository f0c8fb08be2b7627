import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashVoucherViewSchema, type CashVoucherView } from '../../domain/schemas/document-views';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** POST /api/documents: a cash voucher draft; 422 lists every invalid field. */
export async function createCashVoucher(body: Record<string, unknown> & { type: string }): Promise<CashVoucherView> {
  return cashVoucherViewSchema.parse(await api<unknown>('/documents', { method: 'POST', body, formShowsErrors: true }));
}

export function useCreateCashVoucher() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCashVoucher, onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }) });
}
