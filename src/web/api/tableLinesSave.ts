import { editLines, type TableLine } from '../../../flows/pos-table';
import { api } from './client';
import { tableBillSchema, type TableBillView } from './tableBill';

/** PATCH /api/documents/:id with the version read: the bill's lines (kept ones by id, new ones without). */
export async function saveTableLines(id: number, version: number, lines: readonly TableLine[]): Promise<TableBillView> {
  return tableBillSchema.parse(await api<unknown>(`/documents/${id}`, { method: 'PATCH', body: { version, lines: editLines(lines) } }));
}
