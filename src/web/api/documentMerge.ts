import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

const created = z.object({ id: z.number(), type: z.string(), number: z.string() }).loose();
export type CreatedDocument = z.infer<typeof created>;

/** POST /api/documents/merges: one new draft invoice (201) of all that remains of several waybills. */
export async function invoiceWaybills(target: string, sourceIds: readonly number[]): Promise<CreatedDocument> {
  return created.parse(await api<unknown>('/documents/merges', { method: 'POST', body: { target, sourceIds } }));
}

export function useInvoiceWaybills() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, sourceIds }: { target: string; sourceIds: readonly number[] }) => invoiceWaybills(target, sourceIds),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
