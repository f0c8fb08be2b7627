import { formatMoney, formatPercent } from '../../../domain/format';
import type { ShopProduct } from '../../../domain/schemas/b2b-shop';

type T = (id: string, values?: Record<string, string | number>) => string;

/** What the server refused, in the dealer's language: the first field's reason, else the message. */
export function refusal(err: unknown): string {
  const body = (err as { body?: { message?: string; errors?: Record<string, string[]> } } | null)?.body;
  return Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? String(err);
}

/** An amount in liras as the shop shows it ("1.234,56 TL"). */
export const lira = (t: T, amount: string): string => t('storefront.amount', { amount: formatMoney(amount) });

/** The price the Turkish way, as the shop chose: "100,00 TL + KDV (%20)" or "120,00 TL KDV dahil (%20)". */
export function priceText(t: T, price: ShopProduct['price']): string {
  const rate = formatPercent(String(price.vatRate));
  return price.withVat
    ? t('storefront.priceWithVat', { amount: formatMoney(price.gross), rate })
    : t('storefront.priceWithoutVat', { amount: formatMoney(price.net), rate });
}

/** The stock as the company chose to show it: the quantity, only whether there is some, or nothing (null). */
export function stockText(t: T, stock: ShopProduct['stock']): string | null {
  if (stock.inStock === null) return null;
  if (!stock.inStock) return t('storefront.outOfStock');
  return stock.quantity === null ? t('storefront.inStock') : t('storefront.stockQuantity', { quantity: stock.quantity });
}
