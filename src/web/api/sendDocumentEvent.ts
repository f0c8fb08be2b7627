import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { documentViewSchema, type DocumentView } from '../../domain/schemas/document-views';
import { api } from './client';
import { documentKeys } from './documentKeys';

export interface DocumentEventRequest {
  id: number;
  /** the version read: a stale one is a 409 */
  version: number;
  /** the machine's event (START, COMPLETE, APPROVE, SHORT_CLOSE, CLOSE, CANCEL, PRINT, EDIT, …) */
  type: string;
  /** the event's payload (SHORT_CLOSE's reason, EDIT's changed fields, CLOSE's counted cash) */
  fields?: Record<string, unknown>;
}

/**
 * POST /api/documents/:id/events: one event of the document's machine at the version read; 409 with the
 * rule's code when the machine refuses it. Answers the document in its new state, read through `schema`.
 */
export async function sendDocumentEvent(request: DocumentEventRequest): Promise<DocumentView>;
export async function sendDocumentEvent<S extends z.ZodType>(request: DocumentEventRequest, schema: S): Promise<z.infer<S>>;
export async function sendDocumentEvent({ id, version, type, fields }: DocumentEventRequest, schema: z.ZodType = documentViewSchema): Promise<unknown> {
  return schema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body: { ...fields, type, version }, formShowsErrors: true }));
}

/**
 * The event as a mutation: the answer replaces the cached document and every document list is refreshed,
 * with the other queries the event changes (`alsoRefresh`: balances after a voucher, stock after a receipt).
 */
export function useDocumentEvent<S extends z.ZodType>(schema: S, alsoRefresh: readonly QueryKey[] = []) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (request: DocumentEventRequest) => sendDocumentEvent(request, schema),
    onSuccess: (doc: z.infer<S>) => {
      const view = doc as DocumentView;
      qc.setQueryData(documentKeys.one(view.id), view);
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      for (const queryKey of alsoRefresh) void qc.invalidateQueries({ queryKey });
    },
  });
}
