import { api } from './client';
import { receiptSchema, type ReceiptView } from './receiptDocument';
import type { ReceiptBody } from './receiptSave';

/** PATCH /api/documents/:id: the machine's EDIT event with the version read; 409 when locked or stale. */
export async function editReceipt(id: number, version: number, body: ReceiptBody): Promise<ReceiptView> {
  return receiptSchema.parse(await api<unknown>(`/documents/${id}`, { method: 'PATCH', body: { version, ...body } }));
}
