import { editLines, type TableLine } from '../../../flows/pos-table';
import { editDocument } from './editDocument';
import { tableBillSchema, type TableBillView } from './tableBill';

/** PATCH /api/documents/:id with the version read: the bill's lines (kept ones by id, new ones without). */
export async function saveTableLines(id: number, version: number, lines: readonly TableLine[]): Promise<TableBillView> {
  return editDocument(id, version, { lines: editLines(lines) }, tableBillSchema);
}
