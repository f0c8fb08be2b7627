import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentInstalmentsSchema, type DocumentInstalments, type InstalmentPlanBody } from '../../domain/schemas/instalments';
import { api } from './client';
import { instalmentKeys } from './queryKeys';

/** PUT /api/instalment-plans/document/:id {instalments}: creates or replaces the plan while nothing of it is paid. */
export async function saveInstalmentPlan(documentId: number, body: InstalmentPlanBody): Promise<DocumentInstalments> {
  return documentInstalmentsSchema.parse(await api<unknown>(`/instalment-plans/document/${documentId}`, { method: 'PUT', body, formShowsErrors: true }));
}

export function useSaveInstalmentPlan(documentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: InstalmentPlanBody) => saveInstalmentPlan(documentId, body),
    onSuccess: (saved) => {
      qc.setQueryData(instalmentKeys.ofDocument(documentId), saved);
      void qc.invalidateQueries({ queryKey: instalmentKeys.all });
    },
  });
}
