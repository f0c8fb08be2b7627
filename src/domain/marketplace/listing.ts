import { dec, Dec } from '../money/decimal';

/**
 * What the marketplace is told of a product (issue #32, /kibopazaryeri/ayar): its price after the company's price
 * rule, and its quantity after the stock buffer. Decided here once, exact (decimal.js), for every push.
 */
export const PRICE_ROUNDINGS = ['none', 'cents90', 'whole'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export interface PriceRule {
  /** the markup over the card's price, in percent ("12.5"); may be negative down to -100 */
  markup: string;
  /** none: to the kuruş; cents90: the lira's .90 at or above the price (12.34 → 12.90, 12.95 → 13.90); whole: the whole lira at or above */
  rounding: PriceRounding;
}

/** The card's price with the markup, rounded as the rule says; never below zero. A string with two decimals. */
export function marketplacePrice(price: string, rule: PriceRule): string {
  const raised = dec(price).times(dec(100).plus(rule.markup)).div(100);
  const atLeastZero = raised.isNegative() ? new Dec(0) : raised;
  if (rule.rounding === 'whole') return atLeastZero.toDecimalPlaces(0, Dec.ROUND_CEIL).toFixed(2);
  if (rule.rounding === 'cents90') {
    const kurus = atLeastZero.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    const whole = kurus.floor();
    const ninety = whole.plus('0.9');
    return (kurus.lte(ninety) ? ninety : whole.plus('1.9')).toFixed(2);
  }
  return atLeastZero.toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/** The quantity listed: what the warehouse holds less the buffer, whole units, never below zero. */
export function listedQuantity(stock: string, buffer: string): number {
  const left = dec(stock).minus(buffer).floor();
  return left.isNegative() ? 0 : left.toNumber();
}

export interface ListedValues {
  quantity: number;
  /** the price the customer pays, VAT included */
  salePrice: string;
  /** the price shown struck through: the same (Defter gives no list price of its own) */
  listPrice: string;
}

/** What the marketplace is told of a card: its VAT-included price under the rule, its stock less the buffer. */
export function listedValues(
  card: { price: string; vatRate: number; priceIncludesVat: boolean; stock: string },
  settings: { rule: PriceRule; stockBuffer: number },
): ListedValues {
  const gross = card.priceIncludesVat
    ? dec(card.price)
    : dec(card.price)
        .times(100 + card.vatRate)
        .div(100);
  const salePrice = marketplacePrice(gross.toString(), settings.rule);
  return { quantity: listedQuantity(card.stock, String(settings.stockBuffer)), salePrice, listPrice: salePrice };
}

/** Whether the values last pushed are these: then the card is not sent again. */
export function alreadyPushed(pushed: { quantity: number | null; salePrice: string | null; listPrice: string | null }, now: ListedValues): boolean {
  return (
    pushed.quantity === now.quantity &&
    pushed.salePrice !== null &&
    pushed.listPrice !== null &&
    dec(pushed.salePrice).eq(now.salePrice) &&
    dec(pushed.listPrice).eq(now.listPrice)
  );
}
