import { dec } from '../money/decimal';
import { lineAmounts } from '../money/totals';
import type { StockDisplay } from '../schemas/b2b-shop';

/**
 * What the storefront shows of a product's price: one unit's price without VAT, its VAT and the price with it, and
 * which of them the shop leads with (its settings: prices with or without VAT). The Turkish way: "100,00 TL + KDV"
 * or "120,00 TL (KDV dahil)", the rate beside it.
 */
export function shownPrice(
  product: { price: string; priceIncludesVat: boolean; vatRate: number },
  pricesWithVat: boolean,
): { net: string; vat: string; gross: string; vatRate: number; withVat: boolean } {
  const a = lineAmounts({ quantity: '1', unitPrice: product.price, vatRate: product.vatRate, priceIncludesVat: product.priceIncludesVat });
  return { net: a.net, vat: a.tax, gross: dec(a.net).plus(a.tax).toFixed(2), vatRate: product.vatRate, withVat: pricesWithVat };
}

/** What the storefront shows of the stock, as the company chose: the quantity, only whether there is some, or nothing. */
export function shownStock(quantity: string, display: StockDisplay): { quantity: string | null; inStock: boolean | null } {
  if (display === 'hidden') return { quantity: null, inStock: null };
  const inStock = dec(quantity).gt(0);
  return { quantity: display === 'exact' ? quantity : null, inStock };
}
