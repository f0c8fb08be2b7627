import { Dec, isDecimalString } from '../../src/domain/money/decimal';
import { isNegativeStockPolicy, type NegativeStockPolicy } from '../../src/domain/documents/negative-stock';
import { isRecord } from '../../src/domain/lifecycle/rules';

/** One stock move a completion would write (a `stockMove` effect's params); a null warehouse is the company's first one. */
export interface StockMove {
  lineId: string;
  productId: string;
  warehouseId: string | null;
  quantity: string;
}

/** What a completion takes out of one product in one warehouse, over all its lines. */
export interface StockDemand {
  key: string;
  productId: string;
  warehouseId: string | null;
  lineIds: string[];
  /** the net move, below zero */
  quantity: string;
}

/**
 * The server's fact per demand key (`stockLevels`): the quantity on hand before the completion, the warehouse's
 * policy, and the warehouse itself (a move naming none goes to the company's first one).
 */
export interface StockLevel {
  onHand: string;
  policy: NegativeStockPolicy;
  warehouseId: string;
}

/** A product a completion takes below zero in a warehouse that does not allow it silently. */
export interface StockShortage {
  productId: string;
  warehouseId: string;
  lineIds: string[];
  onHand: string;
  after: string;
  policy: Exclude<NegativeStockPolicy, 'allow'>;
}

/** The rule on what the lines take below zero: a warehouse that refuses it refuses the completion. */
export const negativeStockReason = (shortages: readonly Pick<StockShortage, 'policy'>[]): 'receipt.negativeStock' | null =>
  shortages.some((s) => s.policy === 'refuse') ? 'receipt.negativeStock' : null;

export const stockKey = (warehouseId: string | null, productId: string) => `${warehouseId ?? ''}/${productId}`;

/** The products and warehouses whose stock the moves lower, in the order the lines name them. */
export function stockDemand(moves: readonly StockMove[]): StockDemand[] {
  const byKey = new Map<string, { productId: string; warehouseId: string | null; lineIds: string[]; quantity: Dec }>();
  for (const m of moves) {
    const key = stockKey(m.warehouseId, m.productId);
    let d = byKey.get(key);
    if (!d) byKey.set(key, (d = { productId: m.productId, warehouseId: m.warehouseId, lineIds: [], quantity: new Dec(0) }));
    if (!d.lineIds.includes(m.lineId)) d.lineIds.push(m.lineId);
    d.quantity = d.quantity.plus(m.quantity);
  }
  return [...byKey].filter(([, d]) => d.quantity.lt(0)).map(([key, d]) => ({ key, ...d, quantity: d.quantity.toFixed() }));
}

/** Stock on hand may already be below zero (a warehouse that allows or warns): a decimal string with an optional minus. */
const isStockQuantity = (v: unknown): v is string => typeof v === 'string' && isDecimalString(v.startsWith('-') ? v.slice(1) : v);

const isStockLevel = (v: unknown): v is StockLevel =>
  isRecord(v) && isStockQuantity(v.onHand) && isNegativeStockPolicy(v.policy) && typeof v.warehouseId === 'string';

/**
 * What the moves take below zero where the warehouse warns or refuses, from the server's levels; null when the
 * levels do not cover every product and warehouse the moves lower (the fact is missing or malformed).
 */
export function stockShortages(moves: readonly StockMove[], levels: unknown): StockShortage[] | null {
  if (!isRecord(levels)) return null;
  const out: StockShortage[] = [];
  for (const d of stockDemand(moves)) {
    const level = Object.hasOwn(levels, d.key) ? levels[d.key] : undefined;
    if (!isStockLevel(level)) return null;
    const after = new Dec(level.onHand).plus(d.quantity);
    if (after.gte(0) || level.policy === 'allow') continue;
    out.push({
      productId: d.productId,
      warehouseId: level.warehouseId,
      lineIds: d.lineIds,
      onHand: new Dec(level.onHand).toFixed(),
      after: after.toFixed(),
      policy: level.policy,
    });
  }
  return out;
}
