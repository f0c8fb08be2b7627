import { api } from './client';
import { tableBillSchema, type TableBillView } from './tableBill';

/** POST /api/tables: a new bill at a free table (409 when the table has one). */
export async function openTable(tableName: string): Promise<TableBillView> {
  return tableBillSchema.parse(await api<unknown>('/tables', { method: 'POST', body: { tableName } }));
}
