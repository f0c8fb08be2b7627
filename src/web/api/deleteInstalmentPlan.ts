import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { instalmentKeys } from './queryKeys';

/** DELETE /api/instalment-plans/document/:id: the plan goes while nothing of it is paid. */
export async function deleteInstalmentPlan(documentId: number): Promise<void> {
  await api<unknown>(`/instalment-plans/document/${documentId}`, { method: 'DELETE' });
}

export function useDeleteInstalmentPlan(documentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteInstalmentPlan(documentId),
    onSuccess: () => qc.invalidateQueries({ queryKey: instalmentKeys.all }),
  });
}
