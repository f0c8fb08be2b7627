import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsVoucherViewSchema, type PointsVoucherView } from '../../domain/schemas/document-views';
import { api } from './client';
import { documentKeys } from './documentKeys';
import { idempotencyHeader, useFormKey } from './formKey';

export interface PointsVoucherFields {
  accountId: string;
  points: number;
  reason: string;
  date: string;
  expiresOn?: string | null;
}

/** POST /api/documents: a points voucher draft, with the form's one Idempotency-Key (formKey.ts); 422 lists every invalid field. */
export function useCreatePointsVoucher() {
  const qc = useQueryClient();
  const key = useFormKey();
  return useMutation({
    mutationFn: async (body: PointsVoucherFields & { type: string }): Promise<PointsVoucherView> =>
      pointsVoucherViewSchema.parse(await api<unknown>('/documents', { method: 'POST', body, formShowsErrors: true, headers: idempotencyHeader(key) })),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
