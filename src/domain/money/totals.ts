import { Dec, round } from './decimal';

/** VAT rates in force in Turkey (KDV). */
export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

export interface PricedLine {
  quantity: string;
  unitPrice: string;
  /** unit multiplier (e.g. 12 for a dozen); "1" when absent */
  multiplier?: string;
  /** percent, "0" when absent */
  discountRate?: string;
  vatRate: number;
}

export interface LineAmounts {
  /** quantity × unitPrice × multiplier, rounded */
  gross: string;
  /** gross − net (so that gross − discount = net holds to the cent) */
  discount: string;
  /** gross × (1 − discountRate/100), rounded */
  net: string;
  /** net × vatRate/100, rounded */
  tax: string;
}

export interface Totals {
  sub: string;
  discount: string;
  tax: string;
  grand: string;
}

export interface VatBreakdownRow {
  vatRate: number;
  base: string;
  tax: string;
}

/**
 * One line's amounts. Each line is rounded half-up to 2 decimals on its own (gross, net, then VAT on the
 * rounded net), the way a printed invoice shows it; document totals are sums of the rounded line
 * figures, so the totals always equal the sum of what is printed on the lines.
 */
export function lineAmounts(line: PricedLine): LineAmounts {
  const gross = new Dec(line.quantity).times(line.unitPrice).times(line.multiplier ?? '1');
  const grossR = new Dec(round(gross));
  const rate = new Dec(line.discountRate ?? '0');
  const netR = new Dec(round(gross.minus(gross.times(rate).dividedBy(100))));
  const taxR = new Dec(round(netR.times(line.vatRate).dividedBy(100)));
  return {
    gross: grossR.toFixed(2),
    discount: grossR.minus(netR).toFixed(2),
    net: netR.toFixed(2),
    tax: taxR.toFixed(2),
  };
}

/** Document totals: sub = Σ gross, discount = Σ discount, tax = Σ VAT, grand = sub − discount + tax. */
export function computeTotals(lines: readonly PricedLine[]): Totals {
  let sub = new Dec(0);
  let discount = new Dec(0);
  let tax = new Dec(0);
  for (const line of lines) {
    const a = lineAmounts(line);
    sub = sub.plus(a.gross);
    discount = discount.plus(a.discount);
    tax = tax.plus(a.tax);
  }
  return {
    sub: sub.toFixed(2),
    discount: discount.toFixed(2),
    tax: tax.toFixed(2),
    grand: sub.minus(discount).plus(tax).toFixed(2),
  };
}

/** Net base and VAT per rate, ascending by rate, only rates that occur. */
export function vatBreakdown(lines: readonly PricedLine[]): VatBreakdownRow[] {
  const rows = new Map<number, { base: Dec; tax: Dec }>();
  for (const line of lines) {
    const a = lineAmounts(line);
    const row = rows.get(line.vatRate) ?? { base: new Dec(0), tax: new Dec(0) };
    rows.set(line.vatRate, { base: row.base.plus(a.net), tax: row.tax.plus(a.tax) });
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatRate, r]) => ({ vatRate, base: r.base.toFixed(2), tax: r.tax.toFixed(2) }));
}
