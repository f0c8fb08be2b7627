import type { paymentRequest } from '../../../flows/pos-table';
import { api } from './client';
import { tableBillSchema, type TableBillView } from './tableBill';

/** POST /api/tables/:id/payments: payment, cash box, START and COMPLETE at once; answers the completed bill. */
export async function payTable(id: number, body: ReturnType<typeof paymentRequest>): Promise<TableBillView> {
  return tableBillSchema.parse(await api<unknown>(`/tables/${id}/payments`, { method: 'POST', body }));
}
