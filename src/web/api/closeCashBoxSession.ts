import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashBoxSessionSchema, type CashBoxSession } from './fetchCashBoxSessions';
import { documentKeys } from './documentKeys';
import { sendDocumentEvent } from './sendDocumentEvent';

/**
 * POST /api/documents/:id/events CLOSE with the counted cash: the server adds the session's receipts and the
 * previous cumulative total, the machine writes the Z report with the count and its difference.
 */
export async function closeCashBoxSession({ id, version, countedCash }: { id: number; version: number; countedCash?: string }): Promise<CashBoxSession> {
  return sendDocumentEvent({ id, version, type: 'CLOSE', fields: countedCash === undefined ? undefined : { countedCash } }, cashBoxSessionSchema);
}

export function useCloseCashBoxSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeCashBoxSession,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      void qc.invalidateQueries({ queryKey: ['cashBoxes'] });
    },
  });
}
