import { api } from './client';
import { receiptSchema, type ReceiptView } from './receiptDocument';

/** POST /api/documents/:id/events: START, COMPLETE, CLOSE, CANCEL, PRINT; 409 with the rule's code when refused. */
export async function sendReceiptEvent(id: number, version: number, type: string): Promise<ReceiptView> {
  return receiptSchema.parse(await api<unknown>(`/documents/${id}/events`, { method: 'POST', body: { type, version } }));
}
