import { Dec, isDecimalString } from '../../src/domain/money/decimal';
import type { DocLine } from '../../src/domain/lifecycle/lines';
import type { ReasonCode } from './reasons';
import { isRecord } from '../../src/domain/lifecycle/rules';

/**
 * Spec §6, fast sale: without the fast-sale permission a user sells at the product's price with no
 * discount, deletes no line and deletes no till receipt; merging, moving and splitting tables stay allowed.
 *
 * The receipt machine decides it, so it holds on every path that creates, edits or cancels a till sale
 * (the till, `/api/documents`, tables, the offline queue). What the machine cannot know comes from the
 * server as the `fastSale` fact of the creation input or event: whether this user, doing this, is
 * permitted (`fastSalePermitted`), and the prices each product named by the lines may be sold at (today's,
 * and for a sale made offline the one it had then), with whether that price includes the VAT. The journal
 * keeps the fact, so a replay decides the same.
 */
export interface FastSaleFacts {
  permitted: boolean;
  /** product id → the prices it may be sold at, decimal strings */
  prices: Record<string, string[]>;
  /**
   * product id → whether its price includes the VAT (today's, and for an offline sale the one it had then): a
   * line may not price it the other way, which would change what the customer pays. Absent in facts journaled
   * before prices could include the VAT.
   */
  vatIncluded?: Record<string, boolean[]>;
}

/** Table work that moves lines without changing what they cost: allowed without the permission. */
export type FastSaleOperation = 'sale' | 'tableRearrangement';

export function fastSalePermitted(actor: { roles: readonly string[]; permissions: readonly string[] }, operation: FastSaleOperation): boolean {
  return operation === 'tableRearrangement' || actor.permissions.includes('fastSale') || actor.roles.includes('admin');
}

function isFastSaleFacts(v: unknown): v is FastSaleFacts {
  return (
    isRecord(v) &&
    typeof v.permitted === 'boolean' &&
    isRecord(v.prices) &&
    Object.values(v.prices).every((list) => Array.isArray(list) && list.every(isDecimalString)) &&
    (v.vatIncluded === undefined ||
      (isRecord(v.vatIncluded) && Object.values(v.vatIncluded).every((list) => Array.isArray(list) && list.every((b) => typeof b === 'boolean'))))
  );
}

/**
 * The fact, or what to do without it. A journal written before this rule was the machine's carries no
 * fact and must replay as it was decided then; the server always supplies it now (SERVER_FACTS).
 */
function readFacts(facts: unknown): FastSaleFacts | 'absent' | 'invalid' {
  if (facts === undefined) return 'absent';
  return isFastSaleFacts(facts) ? facts : 'invalid';
}

interface PricedLine {
  id?: string;
  productId?: string;
  unitPrice: string;
  discountRate?: string;
  priceIncludesVat?: boolean;
}

const same = (a: string | undefined, b: string | undefined) => new Dec(a ?? '0').eq(b ?? '0');

/** A line as it already was on the receipt: its price was allowed when it was written. */
function unchanged(line: PricedLine, before: ReadonlyMap<string, DocLine>): boolean {
  const was = line.id === undefined ? undefined : before.get(line.id);
  return (
    was !== undefined &&
    was.productId === line.productId &&
    same(was.unitPrice, line.unitPrice) &&
    same(was.discountRate, line.discountRate) &&
    (was.priceIncludesVat ?? false) === (line.priceIncludesVat ?? false)
  );
}

/** Lines written (at creation, or by EDIT replacing `before`): every line kept, every new price allowed. */
export function checkFastSaleLines(before: readonly DocLine[], after: readonly PricedLine[], rawFacts: unknown): ReasonCode | null {
  const facts = readFacts(rawFacts);
  if (facts === 'absent') return null;
  if (facts === 'invalid') return 'common.factsMissing';
  if (facts.permitted) return null;
  const kept = new Set(after.map((l) => l.id));
  if (before.some((l) => !kept.has(l.id))) return 'fastSale.cannotDeleteLine';
  const byId = new Map(before.map((l) => [l.id, l]));
  for (const line of after) {
    if (unchanged(line, byId)) continue;
    const prices = line.productId === undefined ? undefined : facts.prices[line.productId];
    if (!prices?.some((p) => same(p, line.unitPrice)) || !same(line.discountRate, '0')) return 'fastSale.cannotChangePrice';
    const included = facts.vatIncluded?.[line.productId as string];
    if (included && !included.includes(line.priceIncludesVat ?? false)) return 'fastSale.cannotChangePrice';
  }
  return null;
}

/** Cancelling a till receipt deletes it. */
export function checkFastSaleCancel(rawFacts: unknown): ReasonCode | null {
  const facts = readFacts(rawFacts);
  if (facts === 'absent') return null;
  if (facts === 'invalid') return 'common.factsMissing';
  return facts.permitted ? null : 'fastSale.cannotDeleteReceipt';
}
