import type { TableBill } from '../../../flows/pos-table';
import { tableBillViewSchema, type TableBillView } from '../../domain/schemas/document-views';

/** The answer of every table call: the bill as a document view (read with `fetchDocument(id, tableBillSchema)`). */
export const tableBillSchema = tableBillViewSchema;
export type { TableBillView };

/** The flow's bill from a document view. */
export const asTableBill = (v: TableBillView): TableBill => ({
  id: v.id,
  version: v.version,
  tableName: v.tableName ?? '',
  lines: v.lines,
  ...(v.payableRounding ? { payableRounding: v.payableRounding } : {}),
});
