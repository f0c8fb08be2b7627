import { Dec } from '../money/decimal';
import type { LoyaltySettings } from './settings';

/** A sold line as earning reads it: its product and its total with VAT. */
export interface EarningLine {
  productId?: string;
  total: string;
}

/** Points a lira of this product earns: its group's rate where the settings give one, else the rate for all. */
export function rateOf(
  productId: string | undefined,
  settings: Pick<LoyaltySettings, 'pointsPerLira' | 'categoryRates'>,
  categories: Readonly<Record<string, string>>,
) {
  const category = productId === undefined ? undefined : categories[productId];
  return category !== undefined && Object.hasOwn(settings.categoryRates, category) ? settings.categoryRates[category]! : settings.pointsPerLira;
}

/**
 * The points a sale earns: each line's share of what the customer paid in money (`earnable` liras: the payable less
 * the part paid with points, which earns nothing) at its product's rate, summed, rounded down to a whole point.
 */
export function pointsEarned(
  lines: readonly EarningLine[],
  earnable: string,
  settings: Pick<LoyaltySettings, 'pointsPerLira' | 'categoryRates'>,
  categories: Readonly<Record<string, string>>,
): number {
  const sum = lines.reduce((s, l) => s.plus(l.total), new Dec(0));
  if (sum.lte(0) || new Dec(earnable).lte(0)) return 0;
  const weighted = lines.reduce((s, l) => s.plus(new Dec(l.total).times(rateOf(l.productId, settings, categories))), new Dec(0));
  return weighted.times(earnable).div(sum).floor().toNumber();
}

/** What a sale earned and what its returns have taken back so far (the points ledger's rows of the sale). */
export interface SaleEarning {
  earned: number;
  /** the liras the points were earned on */
  base: string;
  /** of `base`, what earlier returns gave back, and the points they took */
  returnedBase: string;
  taken: number;
}

/**
 * The points a return takes back from its sale: the sale's points in proportion to the share of its base returned so
 * far, rounded down, less what earlier returns took. Returning everything, at once or in parts, takes back exactly
 * what was earned, never more.
 */
export function pointsTakenBack(sale: SaleEarning, returned: string): number {
  const base = new Dec(sale.base);
  if (sale.earned <= 0 || base.lte(0)) return 0;
  const share = Dec.min(new Dec(sale.returnedBase).plus(returned), base).div(base);
  const due = share.times(sale.earned).floor().toNumber();
  return Math.max(0, Math.min(due, sale.earned) - sale.taken);
}
