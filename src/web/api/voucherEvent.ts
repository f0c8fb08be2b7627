import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { voucherSchema, type VoucherView } from './voucher';

/**
 * POST /api/documents/:id/events: EDIT (with the changed fields), COMPLETE, CLOSE, CANCEL at the version
 * read; 409 with the rule's code when the voucher's state refuses it. Completing changes balances.
 */
export async function sendVoucherEvent({
  id,
  version,
  type,
  fields,
}: {
  id: number;
  version: number;
  type: string;
  fields?: Record<string, unknown>;
}): Promise<VoucherView> {
  return voucherSchema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body: { ...fields, type, version } }));
}

export function useVoucherEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendVoucherEvent,
    onSuccess: (doc) => {
      qc.setQueryData(['documents', 'one', doc.id], doc);
      void qc.invalidateQueries({ queryKey: ['documents'] });
      void qc.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
