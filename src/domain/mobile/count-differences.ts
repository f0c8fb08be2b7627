import { dec, Dec } from '../money/decimal';

export interface CountedLine {
  productId: number;
  counted: string;
}

export interface CountDifference {
  productId: number;
  /** the quantity counted, the same product's lines added up */
  counted: string;
  /** the warehouse's stock when the count arrived */
  stock: string;
}

export interface CountAdjustment {
  lines: CountDifference[];
  /** a stock receipt in corrects these (counted more than the stock): quantity counted − stock */
  surpluses: { productId: number; quantity: string }[];
  /** a stock receipt out corrects these (counted less): quantity stock − counted */
  shortfalls: { productId: number; quantity: string }[];
}

const text = (d: Dec) => d.toFixed();

/**
 * What a phone's count means for the warehouse: each product counted (lines of one product added up) beside its
 * stock, and the differences only, as the quantities the stock receipts in and out correct. A product whose count
 * equals its stock makes no line. `stockOf` answers a product's stock in the counted warehouse ('0' when none).
 */
export function countAdjustment(lines: readonly CountedLine[], stockOf: (productId: number) => string): CountAdjustment {
  const counted = new Map<number, Dec>();
  for (const l of lines) counted.set(l.productId, (counted.get(l.productId) ?? new Dec(0)).plus(dec(l.counted)));
  const out: CountAdjustment = { lines: [], surpluses: [], shortfalls: [] };
  for (const [productId, quantity] of counted) {
    const stock = dec(stockOf(productId));
    out.lines.push({ productId, counted: text(quantity), stock: text(stock) });
    const difference = quantity.minus(stock);
    if (difference.gt(0)) out.surpluses.push({ productId, quantity: text(difference) });
    if (difference.lt(0)) out.shortfalls.push({ productId, quantity: text(difference.neg()) });
  }
  return out;
}

/** Why a count is refused before anything is compared: the phone may not count, or no warehouse was chosen. */
export function countRefusal(settings: { mayCount: boolean; warehouseId: number | null } | null): 'MB10001' | 'MB10002' | null {
  if (settings && !settings.mayCount) return 'MB10001';
  if (!settings?.warehouseId) return 'MB10002';
  return null;
}
