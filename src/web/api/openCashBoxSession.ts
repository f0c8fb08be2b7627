import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { cashBoxSessionSchema, type CashBoxSession } from './fetchCashBoxSessions';
import { posKeys } from './queryKeys';

/** POST /api/documents {type: cashBoxSession}: opens the box with a float; 409 `cashbox.alreadyOpen` for a second one. */
export async function openCashBoxSession({ cashBoxId, openingBalance }: { cashBoxId: number; openingBalance: string }): Promise<CashBoxSession> {
  return cashBoxSessionSchema.parse(await api<unknown>('/documents', { method: 'POST', body: { type: 'cashBoxSession', cashBoxId, openingBalance } }));
}

export function useOpenCashBoxSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: openCashBoxSession,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['documents'] });
      void qc.invalidateQueries({ queryKey: ['cashBoxes'] });
      // the till sells into the open box
      void qc.invalidateQueries({ queryKey: posKeys.openCashBox() });
    },
  });
}
