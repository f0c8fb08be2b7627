import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { cashBoxSessionSchema, type CashBoxSession } from './cashBoxSessions';

/**
 * POST /api/documents/:id/events CLOSE with the counted cash: the server adds the session's receipts and the
 * previous cumulative total, the machine writes the Z report with the count and its difference.
 */
export async function closeCashBoxSession({ id, version, countedCash }: { id: number; version: number; countedCash?: string }): Promise<CashBoxSession> {
  const body = countedCash === undefined ? { type: 'CLOSE', version } : { type: 'CLOSE', version, countedCash };
  return cashBoxSessionSchema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body }));
}

export function useCloseCashBoxSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeCashBoxSession,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['documents'] });
      void qc.invalidateQueries({ queryKey: ['cashBoxes'] });
    },
  });
}
