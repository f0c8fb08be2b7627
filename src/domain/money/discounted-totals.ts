import { Dec, isDecimalString } from './decimal';
import { shareDiscount, type DocumentDiscount } from './document-totals';
import { decimalPattern, MONEY_AMOUNT } from './limits';
import { computeTotals, lineAmounts, type LineAmounts, type PricedLine, type Totals } from './totals';

const MONEY_RE = decimalPattern(MONEY_AMOUNT);

/** A document discount as a receipt keeps it: `{rate}` a percent of the lines' net (0–100), or `{amount}` in the document's currency. */
export function isDocumentDiscount(v: unknown): v is DocumentDiscount {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  if (keys.length !== 1) return false;
  const d = v as Record<string, unknown>;
  if (keys[0] === 'rate') return isDecimalString(d.rate) && new Dec(d.rate).lte(100);
  return keys[0] === 'amount' && typeof d.amount === 'string' && MONEY_RE.test(d.amount);
}

/** A line's amounts under its document's discount: its share of it, what is left of its net, and the VAT on that. */
export interface DiscountedLine extends LineAmounts {
  /** the line's share of the document discount */
  share: string;
  /** net − share: the base of its VAT */
  taxExclusive: string;
}

export interface DiscountedLines {
  lines: DiscountedLine[];
  /** the document discount in money, at most the lines' net ("0.00" without one) */
  documentDiscount: string;
  /** Σ net: what a rate is taken of (UBL's BaseAmount of the document allowance) */
  base: string;
  totals: Totals;
}

/** "12.34" (two places, as lineAmounts gives) → 1234n; any other decimal rounded half-up to the cent */
const cents = (v: string | Dec): bigint =>
  typeof v === 'string' && /^\d+\.\d{2}$/.test(v) ? BigInt(v.replace('.', '')) : BigInt(new Dec(v).toDecimalPlaces(2, Dec.ROUND_HALF_UP).times(100).toFixed(0));
function money(c: bigint): string {
  const s = (c < 0n ? -c : c).toString().padStart(3, '0');
  return `${c < 0n ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}
const roundDiv = (n: bigint, d: bigint): bigint => (2n * (n % d) >= d ? n / d + 1n : n / d);

/**
 * Each line's amounts with the document discount shared over the lines by their net (the largest remainder to the
 * cent, document-totals.ts `shareDiscount`, the share line-cost.ts gives a purchase's cost too); the VAT of a line
 * with a share is taken on what is left of it. A rate is a percent of the lines' net; an amount above it takes all of it.
 * Without a discount every line is exactly `lineAmounts`.
 */
export function discountedLines(lines: readonly PricedLine[], discount?: DocumentDiscount): DiscountedLines {
  const base = lines.map((l) => lineAmounts(l));
  const nets = base.map((a) => cents(a.net));
  const all = nets.reduce((s, n) => s + n, 0n);
  const asked = !discount ? 0n : 'amount' in discount ? cents(discount.amount) : cents(new Dec(all.toString()).times(discount.rate).dividedBy(10000));
  const total = asked > all ? all : asked;
  const shares = shareDiscount(total, nets);
  const sum = { gross: 0n, net: 0n, tax: 0n };
  const out = base.map((a, i): DiscountedLine => {
    const share = shares[i]!;
    const taxExclusive = nets[i]! - share;
    const tax = share === 0n ? cents(a.tax) : roundDiv(taxExclusive * BigInt(lines[i]!.vatRate), 100n);
    sum.gross += cents(a.gross);
    sum.net += taxExclusive;
    sum.tax += tax;
    return { ...a, tax: money(tax), share: money(share), taxExclusive: money(taxExclusive) };
  });
  return {
    lines: out,
    documentDiscount: money(total),
    base: money(all),
    totals: { sub: money(sum.gross), discount: money(sum.gross - sum.net), tax: money(sum.tax), grand: money(sum.net + sum.tax) },
  };
}

/**
 * A receipt's totals with its document discount: without one, the lines' (totals.ts); with one, `discountedLines`'
 * sums (the same as document-totals.ts gives, without its checks of exemption codes: a receipt's lines are checked
 * where they are written).
 */
export function discountedTotals(lines: readonly PricedLine[], discount?: DocumentDiscount): Totals {
  if (!discount || lines.length === 0) return computeTotals(lines);
  return discountedLines(lines, discount).totals;
}
