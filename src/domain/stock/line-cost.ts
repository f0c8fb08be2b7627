import { Dec } from '../money/decimal';
import { shareDiscount, type DocumentDiscount } from '../money/document-totals';
import { lineAmounts, type PricedLine } from '../money/totals';

const toCents = (v: Dec): bigint => BigInt(v.times(100).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toFixed(0));
const fromCents = (c: bigint): Dec => new Dec(c.toString()).dividedBy(100);

/**
 * What each line of a purchase (or stock-in) adds to the stock's value, in liras: its net after the line
 * discount, less its share of the document discount (shared over the nets as document-totals.ts does), without
 * VAT, converted at the document's rate when it is in another currency. Rounded to cents.
 */
export function lineCostValues(lines: readonly PricedLine[], options: { documentDiscount?: DocumentDiscount; exchangeRate?: string } = {}): string[] {
  const nets = lines.map((l) => toCents(new Dec(lineAmounts(l).net)));
  const all = nets.reduce((s, n) => s + n, 0n);
  const d = options.documentDiscount;
  const discount = !d ? 0n : 'amount' in d ? toCents(new Dec(d.amount)) : toCents(fromCents(all).times(d.rate).dividedBy(100));
  const shares = shareDiscount(discount > all ? all : discount, nets);
  const rate = new Dec(options.exchangeRate ?? 1);
  return nets.map((n, i) =>
    fromCents(n - shares[i]!)
      .times(rate)
      .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
      .toFixed(2),
  );
}
