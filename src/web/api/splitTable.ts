import type { splitRequest } from '../../../flows/pos-table';
import { tableSplitSchema } from '../../domain/schemas/tables';
import { api } from './client';
import { tableBillSchema } from './tableBill';

const splitSchema = tableSplitSchema(tableBillSchema);

/** POST /api/tables/:id/splits: the chosen quantities to a new bill at a free table; the rest stays. */
export async function splitTable(id: number, body: ReturnType<typeof splitRequest>) {
  return splitSchema.parse(await api<unknown>(`/tables/${id}/splits`, { method: 'POST', body }));
}
