import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingRunSchema, serviceSchema, type Service } from '../../domain/schemas/services';
import { api } from './client';
import { documentKeys, serviceKeys } from './queryKeys';

/** POST /api/services (no id) or PUT /api/services/:id: the whole service, checked by the server's serviceBody. */
export async function saveService({ id, body }: { id: number | null; body: Record<string, unknown> }): Promise<Service> {
  const path = id === null ? '/services' : `/services/${id}`;
  return serviceSchema.parse(await api<unknown>(path, { method: id === null ? 'POST' : 'PUT', body, formShowsErrors: true }));
}

export function useSaveService() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveService, onSuccess: () => qc.invalidateQueries({ queryKey: serviceKeys.all }) });
}

/** POST /api/services/billing-runs (an admin): bills every due period now instead of at the loop's next round. */
export function useRunServiceBilling() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => billingRunSchema.parse(await api<unknown>('/services/billing-runs', { method: 'POST' })),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: serviceKeys.all });
      await qc.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
