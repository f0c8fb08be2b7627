import { Dec } from '../money/decimal';
import { shareOfPrice, type RoundingMode } from '../secondhand/price';

/**
 * E-book prices from the printed book's (/sistem/ekitap-fiyatlandirma, issue #18): each rule gives a share of the
 * printed price, for a category, a publisher, both, or every book; the e-book takes the most specific rule its
 * printed book matches (both named before one, one before none; the first listed among equals), rounded as the
 * settings say.
 */
export interface EbookRule {
  /** per cent of the printed book's price */
  share: string;
  categoryId: number | null;
  /** the publisher: a manufacturer definition (Stok → Üreticiler) */
  manufacturerId: number | null;
}

export interface EbookPricing {
  rules: EbookRule[];
  roundingStep: string;
  roundingMode: RoundingMode;
}

export const DEFAULT_EBOOK_PRICING: EbookPricing = { rules: [], roundingStep: '0.50', roundingMode: 'nearest' };

export interface PrintedBook {
  price: string;
  categoryId: number | null;
  manufacturerId: number | null;
}

const matches = (rule: EbookRule, book: PrintedBook) =>
  (rule.categoryId === null || rule.categoryId === book.categoryId) && (rule.manufacturerId === null || rule.manufacturerId === book.manufacturerId);
const specificity = (rule: EbookRule) => (rule.categoryId === null ? 0 : 1) + (rule.manufacturerId === null ? 0 : 1);

/** The rule an e-book of this printed book follows, or null when none matches (its price is left alone). */
export function ruleFor(rules: readonly EbookRule[], book: PrintedBook): EbookRule | null {
  let best: EbookRule | null = null;
  for (const rule of rules) if (matches(rule, book) && (best === null || specificity(rule) > specificity(best))) best = rule;
  return best;
}

/** The e-book's price by the rules, or null when no rule applies. */
export function ebookPrice(pricing: EbookPricing, book: PrintedBook): string | null {
  const rule = ruleFor(pricing.rules, book);
  return rule ? shareOfPrice(book.price, rule.share, pricing.roundingStep, pricing.roundingMode) : null;
}

export interface EbookPriceChange {
  productId: number;
  oldPrice: string;
  newPrice: string;
}

/** The changes an apply makes: only the e-books whose price the rules move. */
export function priceChanges(
  pricing: EbookPricing,
  editions: readonly { ebookProductId: number; ebookPrice: string; printed: PrintedBook }[],
): EbookPriceChange[] {
  const out: EbookPriceChange[] = [];
  for (const e of editions) {
    const next = ebookPrice(pricing, e.printed);
    const old = new Dec(e.ebookPrice);
    if (next !== null && !old.eq(next)) out.push({ productId: e.ebookProductId, oldPrice: old.toFixed(Math.max(2, old.decimalPlaces())), newPrice: next });
  }
  return out;
}

/** Whether a previewed list of changes is the one the rules give now (same e-books, same old and new prices). */
export function sameChanges(a: readonly EbookPriceChange[], b: readonly EbookPriceChange[]): boolean {
  const key = (c: EbookPriceChange) => `${c.productId}:${new Dec(c.oldPrice).toFixed()}:${new Dec(c.newPrice).toFixed()}`;
  const sa = a.map(key).sort();
  const sb = b.map(key).sort();
  return sa.length === sb.length && sa.every((k, i) => k === sb[i]);
}
