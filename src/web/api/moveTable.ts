import { api } from './client';
import { tableBillSchema, type TableBillView } from './tableBill';

/** POST /api/tables/:id/move: the bill to a free table (409 suggesting a merge when taken). */
export async function moveTable(id: number, version: number, tableName: string): Promise<TableBillView> {
  return tableBillSchema.parse(await api<unknown>(`/tables/${id}/move`, { method: 'POST', body: { version, tableName } }));
}
