import { Dec } from '../money/decimal';
import { lineCostValues } from '../stock/line-cost';
import type { PricedLine } from '../money/totals';

/** A sold line with what it brought in (net of discounts and VAT, in liras) and what it cost from the stock ledger. */
export interface SoldLine {
  line: PricedLine;
  currency: string | null;
  exchangeRate: string | null;
  /** a sales return takes back its revenue and its cost */
  isReturn: boolean;
  /** the cost from the ledger, below zero for a return */
  cost: string;
}

export interface Profit {
  quantity: string;
  revenue: string;
  cost: string;
  profit: string;
}

/** The revenue of one line: its net after the line discount, without VAT, at the document's rate; below zero for a return. */
export function lineRevenue(s: Pick<SoldLine, 'line' | 'currency' | 'exchangeRate' | 'isReturn'>): Dec {
  const [net = '0'] = lineCostValues([s.line], { exchangeRate: s.currency && s.currency !== 'TRY' && s.exchangeRate ? s.exchangeRate : undefined });
  return s.isReturn ? new Dec(net).negated() : new Dec(net);
}

/** Quantity (in base units), revenue, cost and profit over sold lines, exact to the cent. */
export function profitOf(lines: readonly SoldLine[]): Profit {
  let quantity = new Dec(0);
  let revenue = new Dec(0);
  let cost = new Dec(0);
  for (const s of lines) {
    const q = new Dec(s.line.quantity).times(s.line.multiplier ?? 1);
    quantity = quantity.plus(s.isReturn ? q.negated() : q);
    revenue = revenue.plus(lineRevenue(s));
    cost = cost.plus(s.cost);
  }
  return { quantity: quantity.toFixed(), revenue: revenue.toFixed(2), cost: cost.toFixed(2), profit: revenue.minus(cost).toFixed(2) };
}
