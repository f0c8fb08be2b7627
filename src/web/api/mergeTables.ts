import { api } from './client';
import { tableBillSchema, type TableBillView } from './tableBill';

/** POST /api/tables/merges: the source's lines join the target; the source is cancelled. Answers the target. */
export async function mergeTables(sourceId: number, targetId: number): Promise<TableBillView> {
  return tableBillSchema.parse(await api<unknown>('/tables/merges', { method: 'POST', body: { sourceId, targetId } }));
}
