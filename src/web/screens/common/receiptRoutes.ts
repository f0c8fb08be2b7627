import { MODE_SEGMENTS, documentPagesAt, documentPagesOf, type DocumentPageMode } from '../../../../machines/routes';
import type { ReceiptType } from '../../../../machines/receipt/rules';

/** The order types this editor writes (offers have no editor). */
export type EditorOrderType = 'salesOrder' | 'purchaseOrder';
/** Every document type the /fis editor opens. */
export type EditorDocType = ReceiptType | EditorOrderType;

export function isOrderType(type: string): type is EditorOrderType {
  return type === 'salesOrder' || type === 'purchaseOrder';
}

export type EditorMode = DocumentPageMode;

const MODE_OF_SEGMENT = Object.fromEntries(Object.entries(MODE_SEGMENTS).map(([mode, segment]) => [segment, mode])) as Readonly<Record<string, EditorMode>>;

export interface EditorRoute {
  base: string;
  type: EditorDocType;
  mode: EditorMode;
  id: number | null;
}

/**
 * `/fis/fatura/satis/duzen/12` → the sales invoice 12 opened for editing (and the set receipts' `/kbsets/uretim/…`);
 * null for any other path (pages: the types' descriptors).
 */
export function parseEditorPath(path: string): EditorRoute | null {
  const m = /^(\/fis\/[a-z]+\/[a-z]+|\/kbsets\/[a-z]+)\/(yeni|duzen|kopya)(?:\/(\d{1,15}))?$/.exec(path);
  if (!m) return null;
  const pages = documentPagesAt(m[1]!);
  const mode = MODE_OF_SEGMENT[m[2]!]!;
  if (!pages || !pages.modes.includes(mode) || (mode === 'new') !== (m[3] === undefined)) return null;
  return { base: m[1]!, type: pages.type as EditorDocType, mode, id: m[3] === undefined ? null : Number(m[3]) };
}

/** The edit page of a document of this type, when its descriptor gives it pages (for lists, lineage links and after the first save). */
export function editPathOf(type: string, id: number): string | null {
  const base = documentPagesOf(type);
  return base ? `${base}/${MODE_SEGMENTS.edit}/${id}` : null;
}

/** Types that take a payment type (cash, card, transfer, credit); an order's goes on into the invoice made of it. */
export const PAYMENT_TYPE_RECEIPTS: readonly EditorDocType[] = [
  'salesInvoice',
  'purchaseInvoice',
  'salesReturn',
  'purchaseReturn',
  'salesOrder',
  'purchaseOrder',
];
