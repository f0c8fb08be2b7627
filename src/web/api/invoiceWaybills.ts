import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { createdDocumentSchema, type CreatedDocument } from '../../domain/schemas/document-replies';

export type { CreatedDocument } from '../../domain/schemas/document-replies';

/** POST /api/documents/merges: one new draft invoice (201) of all that remains of several waybills. */
export async function invoiceWaybills(target: string, sourceIds: readonly number[]): Promise<CreatedDocument> {
  return createdDocumentSchema.parse(await api<unknown>('/documents/merges', { method: 'POST', body: { target, sourceIds } }));
}

export function useInvoiceWaybills() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, sourceIds }: { target: string; sourceIds: readonly number[] }) => invoiceWaybills(target, sourceIds),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
