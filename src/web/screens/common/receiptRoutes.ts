import type { ReceiptType } from '../../../../machines/receipt/rules';

/** The order types this editor writes (offers have no editor). */
export type EditorOrderType = 'salesOrder' | 'purchaseOrder';
/** Every document type the /fis editor opens. */
export type EditorDocType = ReceiptType | EditorOrderType;

/** The /fis/<area>/<kind> prefixes of src/domain/navigation.ts and the receipt type each one edits (lifecycles.md §1). */
export const RECEIPT_ROUTE_TYPES: Readonly<Record<string, ReceiptType>> = {
  '/fis/fatura/satis': 'salesInvoice',
  '/fis/fatura/alis': 'purchaseInvoice',
  '/fis/iade/satis': 'salesReturn',
  '/fis/iade/alis': 'purchaseReturn',
  '/fis/irsaliye/giris': 'purchaseWaybill',
  '/fis/irsaliye/cikis': 'salesWaybill',
  '/fis/stok/giris': 'stockIn',
  '/fis/stok/cikis': 'stockOut',
  '/fis/stok/virman': 'stockTransfer',
};

/** The order editors' prefixes: new and edit only, no copy page. */
export const ORDER_ROUTE_TYPES: Readonly<Record<string, EditorOrderType>> = {
  '/fis/siparis/satis': 'salesOrder',
  '/fis/siparis/satinalma': 'purchaseOrder',
};

export function isOrderType(type: string): type is EditorOrderType {
  return Object.values(ORDER_ROUTE_TYPES).includes(type as EditorOrderType);
}

const EDITOR_ROUTE_TYPES: Readonly<Record<string, EditorDocType>> = { ...RECEIPT_ROUTE_TYPES, ...ORDER_ROUTE_TYPES };

export type EditorMode = 'new' | 'edit' | 'copy';

/** The URL's Turkish segment of each mode (docs/glossary.md). */
const MODE_OF_SEGMENT: Readonly<Record<string, EditorMode>> = { yeni: 'new', duzen: 'edit', kopya: 'copy' };

export interface EditorRoute {
  base: string;
  type: EditorDocType;
  mode: EditorMode;
  id: number | null;
}

/** `/fis/fatura/satis/duzen/12` → the sales invoice 12 opened for editing; null for any other path. */
export function parseEditorPath(path: string): EditorRoute | null {
  const m = /^(\/fis\/[a-z]+\/[a-z]+)\/(yeni|duzen|kopya)(?:\/(\d{1,15}))?$/.exec(path);
  if (!m) return null;
  const type = EDITOR_ROUTE_TYPES[m[1]!];
  const mode = MODE_OF_SEGMENT[m[2]!]!;
  if (!type || (mode === 'new') !== (m[3] === undefined)) return null;
  if (mode === 'copy' && isOrderType(type)) return null;
  return { base: m[1]!, type, mode, id: m[3] === undefined ? null : Number(m[3]) };
}

/** The edit page of a receipt or order of this type (for /fis/takip, lineage links and after the first save). */
export function editPathOf(type: string, id: number): string | null {
  const base = Object.entries(EDITOR_ROUTE_TYPES).find(([, t]) => t === type)?.[0];
  return base ? `${base}/duzen/${id}` : null;
}

/** Types that take a payment type (cash, card, transfer, credit). */
export const PAYMENT_TYPE_RECEIPTS: readonly EditorDocType[] = ['salesInvoice', 'purchaseInvoice', 'salesReturn', 'purchaseReturn'];
