import { orderFamily, receiptFamily } from '../../../../../machines/index';
import { checkLinesReady, type DocLine } from '../../../../domain/lifecycle/lines';
import { createOrderContext } from '../../../../../machines/order/rules';
import { createReceiptContext, type ReceiptType } from '../../../../../machines/receipt/rules';
import { negativeStockReason } from '../../../../../machines/receipt/stock-levels';
import { isBlank, toBodyLines, type EditorLine } from '../../common/editorLine';
import type { HeaderState } from '../../common/headerState';
import { isOrderType, type EditorDocType } from '../../common/receiptRoutes';

export const LIFECYCLE_EVENTS = ['START', 'COMPLETE', 'CLOSE', 'CANCEL'] as const;
/** lifecycles.md §2; SUPPLY is sent by conversions, never by a button. */
export const ORDER_EVENTS = ['APPROVE', 'SHORT_CLOSE', 'CLOSE', 'CANCEL'] as const;
export type LifecycleEventType = (typeof LIFECYCLE_EVENTS)[number] | (typeof ORDER_EVENTS)[number];

/** The buttons of this type's lifecycle bar, the first one being what an unsaved document may ask for. */
export function eventsOf(type: EditorDocType): readonly LifecycleEventType[] {
  return isOrderType(type) ? ORDER_EVENTS : LIFECYCLE_EVENTS;
}

const idText = (v: number | null | undefined) => (v === null || v === undefined ? undefined : String(v));

/**
 * The lifecycle guards read the lines only through `checkLinesReady` (none → noLines, else the first line
 * without a product or a quantity): the first line that is not ready, or one ready line, gets the machine
 * the same answer as all 1250, without copying them on every keystroke.
 */
function representativeLines(lines: readonly EditorLine[]) {
  const asInput = (l: EditorLine) => ({ ...toBodyLines([l], false)[0]!, productId: l.productId ? String(l.productId) : undefined });
  let first: EditorLine | undefined;
  for (const l of lines) {
    if (isBlank(l)) continue;
    first ??= l;
    const probe = { productId: l.productId ? String(l.productId) : undefined, quantity: l.quantity || '0' } as unknown as DocLine;
    if (checkLinesReady([probe], 'receipt.noLines') !== null) return [asInput(l)];
  }
  return first ? [asInput(first)] : [];
}

/**
 * The receipt machine (machines/receipt/) run in the browser on what is on screen: for each event,
 * null when it would be accepted, else the rule's reason code (shown as `rules.<code>`). The server
 * runs the same machine on the stored receipt and has the last word.
 */
/** What the stored receipt says beside its header: its source (a converted draft's rules differ) and its stock going below zero. */
export interface ReceiptOrigin {
  sourceType?: string | null;
  stockMovedBySource?: boolean;
  cashBoxId?: string | null;
  negativeStock?: readonly { policy: 'warn' | 'refuse' }[];
}

export function localDecisions(
  type: EditorDocType,
  status: string,
  header: HeaderState,
  lines: readonly EditorLine[],
  origin: ReceiptOrigin = {},
): Partial<Record<LifecycleEventType, string | null>> {
  if (isOrderType(type)) return localOrderDecisions(type, status, header, lines);
  const context = createReceiptContext({
    type: type as ReceiptType,
    number: '-',
    date: header.date,
    currency: header.currency,
    accountId: idText(header.account?.id),
    paymentType: header.paymentType ?? undefined,
    warehouseId: idText(header.warehouseId),
    targetWarehouseId: idText(header.targetWarehouseId),
    cashBoxId: origin.cashBoxId ?? undefined,
    sourceType: origin.sourceType ?? undefined,
    stockMovedBySource: origin.stockMovedBySource,
    lines: representativeLines(lines),
  });
  const state = { status, context: context as unknown as Record<string, unknown> };
  const out: Partial<Record<LifecycleEventType, string | null>> = {};
  for (const type of LIFECYCLE_EVENTS) {
    const d = receiptFamily.decide(state, { type });
    out[type] = d.ok ? null : d.reason;
  }
  // the server's levels, read when the receipt went in process: the same rule the machine applies to them
  if (out.COMPLETE === null && origin.negativeStock) out.COMPLETE = negativeStockReason(origin.negativeStock);
  return out;
}

/** The same for an order (machines/order/); SHORT_CLOSE is asked with a placeholder reason, the dialog asks the real one. */
function localOrderDecisions(type: EditorDocType, status: string, header: HeaderState, lines: readonly EditorLine[]) {
  const context = createOrderContext({
    type,
    number: '-',
    date: header.date,
    currency: header.currency,
    accountId: idText(header.account?.id),
    warehouseId: idText(header.warehouseId),
    lines: representativeLines(lines),
  });
  const state = { status, context: context as unknown as Record<string, unknown> };
  const out: Partial<Record<LifecycleEventType, string | null>> = {};
  for (const event of ORDER_EVENTS) {
    const d = orderFamily.decide(state, event === 'SHORT_CLOSE' ? { type: event, reason: '-' } : { type: event });
    out[event] = d.ok ? null : d.reason;
  }
  return out;
}
