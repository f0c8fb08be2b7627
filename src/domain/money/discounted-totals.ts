import { Dec, isDecimalString } from './decimal';
import { documentTotals, type DocumentDiscount } from './document-totals';
import { decimalPattern, MONEY_AMOUNT } from './limits';
import { computeTotals, type PricedLine, type Totals } from './totals';

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

/**
 * A receipt's totals with its document discount: without one, the lines' (totals.ts); with one, the discount is
 * shared over the lines by their net (document-totals.ts, the share line-cost.ts gives each line's cost too), the
 * VAT taken on what is left of each line. An amount above the lines' net takes all of it.
 */
export function discountedTotals(lines: readonly PricedLine[], discount?: DocumentDiscount): Totals {
  const plain = computeTotals(lines);
  if (!discount || lines.length === 0) return plain;
  const net = new Dec(plain.sub).minus(plain.discount);
  const capped = 'amount' in discount && new Dec(discount.amount).gt(net) ? { amount: net.toFixed(2) } : discount;
  const t = documentTotals({ lines, documentDiscount: capped });
  return { sub: t.sub, discount: t.discount, tax: t.vat, grand: t.taxInclusive };
}
