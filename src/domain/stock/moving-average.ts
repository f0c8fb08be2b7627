import { Dec } from '../money/decimal';

/**
 * The moving weighted average cost of stock, per product and warehouse (spec: what most Turkish small businesses
 * use). A warehouse holds a quantity and a value; each move adds to both:
 *
 * - `cost`: the value is the document's (a purchase or stock-in at its net cost after every discount, a return at
 *   the cost of the line it returns);
 * - `average`: the quantity at the warehouse's average unit cost at that moment (a sale, a stock-out, the leaving
 *   half of a transfer, a return without a source). A move that empties the warehouse takes its whole value, so
 *   no cent is left behind; with nothing on hand the last average known there is used;
 * - `carry`: the arriving half of a transfer, the value its leaving half took (same document and line).
 *
 * Values are rounded half-up to cents per move. The order is the stock's order (document date, then the order
 * of writing): a move dated before others re-values every `average` and `carry` move after it.
 */
export type CostRule = { kind: 'cost'; value: string } | { kind: 'average' } | { kind: 'carry' };

export interface ValuationMove {
  id: string;
  warehouseId: string;
  /** the document and line: a `carry` takes the value of the `average` move with the same pair */
  documentId: string;
  lineId: string;
  quantity: string;
  rule: CostRule;
}

export interface StockPosition {
  quantity: string;
  value: string;
  /** the last average unit cost known, used when nothing is on hand */
  unitCost?: string;
}

export interface Valuation {
  /** the value of each move, by id: above zero for what comes in, below zero for what goes out */
  values: Record<string, string>;
  /** each warehouse after the moves */
  positions: Record<string, StockPosition>;
}

interface Held {
  quantity: Dec;
  value: Dec;
  unitCost: Dec;
}

const cents = (v: Dec) => v.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/** The average unit cost of a position: its value over its quantity, or the last one known when nothing is on hand. */
function unitCost(h: Held): Dec {
  return h.quantity.gt(0) ? h.value.dividedBy(h.quantity) : h.unitCost;
}

function averageValue(h: Held, quantity: Dec): Dec {
  if (quantity.lt(0) && h.quantity.plus(quantity).isZero()) return h.value.negated();
  return cents(unitCost(h).times(quantity));
}

/** Values `moves` (in stock order) from the opening position of each warehouse. */
export function valueMoves(opening: Readonly<Record<string, StockPosition>>, moves: readonly ValuationMove[]): Valuation {
  const held = new Map<string, Held>();
  for (const [w, p] of Object.entries(opening)) {
    const h = { quantity: new Dec(p.quantity), value: new Dec(p.value), unitCost: new Dec(p.unitCost ?? 0) };
    held.set(w, { ...h, unitCost: unitCost(h) });
  }
  const at = (w: string): Held => {
    let h = held.get(w);
    if (!h) held.set(w, (h = { quantity: new Dec(0), value: new Dec(0), unitCost: new Dec(0) }));
    return h;
  };
  const values: Record<string, string> = {};
  const left = new Map<string, Dec>();
  for (const m of moves) {
    const h = at(m.warehouseId);
    const quantity = new Dec(m.quantity);
    const pair = `${m.documentId}/${m.lineId}`;
    let value: Dec;
    if (m.rule.kind === 'cost') value = cents(new Dec(m.rule.value));
    else if (m.rule.kind === 'carry') value = (left.get(pair) ?? new Dec(0)).negated();
    else value = averageValue(h, quantity);
    if (m.rule.kind === 'average' && quantity.lt(0)) left.set(pair, value);
    h.quantity = h.quantity.plus(quantity);
    h.value = h.value.plus(value);
    if (h.quantity.gt(0)) h.unitCost = h.value.dividedBy(h.quantity);
    else if (!quantity.isZero() && value.abs().gt(0)) h.unitCost = value.abs().dividedBy(quantity.abs());
    values[m.id] = value.toFixed(2);
  }
  const positions: Record<string, StockPosition> = {};
  for (const [w, h] of held) positions[w] = { quantity: h.quantity.toFixed(), value: h.value.toFixed(2), unitCost: h.unitCost.toFixed() };
  return { values, positions };
}

/** The value `quantity` units of a line take at `unitCost` (a return at the cost of what it returns), to the cent. */
export const valueAt = (unitCost: string, quantity: string): string => cents(new Dec(unitCost).times(quantity)).toFixed(2);
