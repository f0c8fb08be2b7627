import { createColumnHelper } from '@tanstack/react-table';
import type { EditorLine } from '../../common/editorLine';

export type CellKind = 'index' | 'product' | 'text' | 'unit' | 'amount' | 'vat' | 'tax' | 'location' | 'total';

export interface ColumnMeta {
  kind: CellKind;
  field?: 'quantity' | 'unitPrice' | 'multiplier' | 'discountRate';
  /** decimals always shown */
  minDecimals?: number;
  width: number;
  align: 'start' | 'end';
}

const col = createColumnHelper<EditorLine>();
const display = (name: string, header: string, meta: ColumnMeta) => col.display({ id: name, header, meta });

/** The grid's columns (TanStack Table definitions); `meta` tells the row how to render and edit each cell. */
export const GRID_COLUMNS = [
  display('index', '#', { kind: 'index', width: 44, align: 'end' }),
  col.accessor('code', { header: 'receiptEditor.col.code', meta: { kind: 'product', width: 150, align: 'start' } satisfies ColumnMeta }),
  col.accessor('name', { header: 'receiptEditor.col.name', meta: { kind: 'text', width: 220, align: 'start' } satisfies ColumnMeta }),
  col.accessor('quantity', {
    header: 'receiptEditor.col.quantity',
    meta: { kind: 'amount', field: 'quantity', minDecimals: 0, width: 90, align: 'end' } satisfies ColumnMeta,
  }),
  col.accessor('unit', { header: 'receiptEditor.col.unit', meta: { kind: 'unit', width: 80, align: 'start' } satisfies ColumnMeta }),
  col.accessor('unitPrice', {
    header: 'receiptEditor.col.unitPrice',
    meta: { kind: 'amount', field: 'unitPrice', minDecimals: 2, width: 110, align: 'end' } satisfies ColumnMeta,
  }),
  col.accessor('multiplier', {
    header: 'receiptEditor.col.multiplier',
    meta: { kind: 'amount', field: 'multiplier', minDecimals: 0, width: 70, align: 'end' } satisfies ColumnMeta,
  }),
  col.accessor('discountRate', {
    header: 'receiptEditor.col.discount',
    meta: { kind: 'amount', field: 'discountRate', minDecimals: 0, width: 80, align: 'end' } satisfies ColumnMeta,
  }),
  col.accessor('vatRate', { header: 'receiptEditor.col.vat', meta: { kind: 'vat', width: 80, align: 'end' } satisfies ColumnMeta }),
  // a sales invoice's withholding or exemption (GİB codes); the grid shows it only there
  display('tax', 'receiptEditor.col.taxTreatment', { kind: 'tax', width: 130, align: 'start' }),
  // the shelf location of a receipt that moves stock (issue #30); the grid shows it only there
  display('location', 'receiptEditor.col.location', { kind: 'location', width: 150, align: 'start' }),
  display('total', 'receiptEditor.col.total', { kind: 'total', width: 120, align: 'end' }),
];

/** Cells that take the keyboard, in Enter order. */
export const EDITABLE_COLUMNS = ['code', 'quantity', 'unitPrice', 'multiplier', 'discountRate', 'vatRate'] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

/** The columns of a receipt type: the withholding and exemption column only on a sales invoice, the location only where stock moves. */
export const gridColumnsFor = (taxCodes: boolean, locations = false) =>
  GRID_COLUMNS.filter((c) => (taxCodes || c.id !== 'tax') && (locations || c.id !== 'location'));
