import { RECEIPT_TYPES } from '../lifecycle/receipt';
import { Dec } from '../money/decimal';
import { VOUCHER_TYPES } from '../lifecycle/voucher';

export interface Actor {
  id: number;
  roles: readonly string[];
  permissions: readonly string[];
}

const ACCOUNTING_TYPES = new Set<string>([...RECEIPT_TYPES, 'salesOrder', 'purchaseOrder', 'offer', 'receivedCheque', 'receivedNote', 'ownCheque', 'ownNote', 'eInvoice', 'eArchive', 'eWaybill', ...VOUCHER_TYPES]);
const POS_TYPES = new Set(['posSale']);
const TASK_TYPES = new Set(['job', 'task']);
const LIBRARY_TYPES = new Set(['loan']);
const CASH_TYPES = new Set(['cashBoxSession']);

/** Which document types a user may create or act on; auditors read everything and change nothing. */
export function mayWrite(actor: Actor, type: string): boolean {
  const roles = actor.roles;
  if (roles.includes('admin')) return true;
  if (roles.includes('manager') && (ACCOUNTING_TYPES.has(type) || TASK_TYPES.has(type) || LIBRARY_TYPES.has(type) || CASH_TYPES.has(type))) return true;
  if (roles.includes('operator') && (POS_TYPES.has(type) || CASH_TYPES.has(type))) return true;
  if (roles.includes('employee') && (TASK_TYPES.has(type) || LIBRARY_TYPES.has(type))) return true;
  return false;
}

export function mayRead(actor: Actor, type: string): boolean {
  const roles = actor.roles;
  if (roles.includes('admin') || roles.includes('manager') || roles.includes('auditor')) return true;
  if (roles.includes('operator')) return POS_TYPES.has(type) || CASH_TYPES.has(type);
  if (roles.includes('employee')) return TASK_TYPES.has(type) || LIBRARY_TYPES.has(type);
  return false;
}

interface PricedLine {
  id: string;
  unitPrice: string;
}

/**
 * Spec §6, fast sale: without the fast-sale permission a user cannot change a price, delete a line or
 * delete (cancel) a point-of-sale receipt they added; merging and moving lines stay allowed.
 * Returns the rule that refuses, or null.
 */
export function fastSaleRule(
  actor: Actor,
  doc: { type: string; createdBy: number; lines: readonly PricedLine[] },
  event: { type: string; lines?: readonly Partial<PricedLine>[] },
): string | null {
  if (doc.type !== 'posSale' || actor.permissions.includes('fastSale') || actor.roles.includes('admin')) return null;
  if (event.type === 'CANCEL' && doc.createdBy === actor.id) return 'fastSale.cannotDeleteReceipt';
  if (event.type === 'EDIT' && Array.isArray(event.lines)) {
    const after = new Map(event.lines.filter((l) => typeof l.id === 'string').map((l) => [l.id as string, l]));
    for (const line of doc.lines) {
      const next = after.get(line.id);
      if (!next) return 'fastSale.cannotDeleteLine';
      if (next.unitPrice !== undefined && next.unitPrice !== line.unitPrice) return 'fastSale.cannotChangePrice';
    }
  }
  return null;
}

/**
 * Spec §6 on the till: without the fast-sale permission a line is sold at the product's price with no
 * discount. `pricesOf` answers the prices a product may be sold at: today's, and for a sale made offline the
 * one it had when the sale was made (the till's catalogue predates a price change). Unknown products are
 * not this rule's business (the reference check refuses them).
 */
export function fastSalePriceRule(
  actor: Actor,
  lines: readonly { productId: string; unitPrice: string; discountRate?: string }[],
  pricesOf: (productId: string) => readonly string[] | undefined,
): 'fastSale.cannotChangePrice' | null {
  if (actor.permissions.includes('fastSale') || actor.roles.includes('admin')) return null;
  for (const l of lines) {
    const prices = pricesOf(l.productId);
    if (prices === undefined) continue;
    if (!prices.some((p) => new Dec(l.unitPrice).eq(p)) || !new Dec(l.discountRate ?? '0').isZero()) return 'fastSale.cannotChangePrice';
  }
  return null;
}
