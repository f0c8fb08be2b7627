import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { cashBoxSessionSchema, type CashBoxSession } from './cashBoxSessions';

/**
 * POST /api/documents/:id/events CLOSE: the server adds the session's receipts and the previous cumulative
 * total, the machine writes the Z report. The counted cash is not part of the event (the machine keeps no count).
 */
export async function closeCashBoxSession({ id, version }: { id: number; version: number }): Promise<CashBoxSession> {
  return cashBoxSessionSchema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body: { type: 'CLOSE', version } }));
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
