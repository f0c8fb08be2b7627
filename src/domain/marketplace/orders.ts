/**
 * The rules of a marketplace order (issue #32, /kibopazaryeri/siparisler), decided here once for the pull round,
 * the "pull now" button and every retry.
 *
 * A pulled order is `waiting` until it becomes a sales order (`made`), or keeps waiting with its reason (a barcode
 * no card carries); a cancellation at the marketplace cancels the sales order while the order lifecycle allows
 * (`cancelled`), else it is recorded as refused (`cancelRefused`, the lifecycle's reason kept); a return is recorded
 * (`returned`).
 */
export const MARKET_ORDER_STATES = ['waiting', 'made', 'cancelled', 'cancelRefused', 'returned'] as const;
export type MarketOrderState = (typeof MARKET_ORDER_STATES)[number];

/** What became of a return: recorded, or waiting for a person to write the return invoice (the goods left on one). */
export const MARKET_RETURN_STATES = ['recorded', 'awaitingReturnInvoice'] as const;
export type MarketReturnState = (typeof MARKET_RETURN_STATES)[number];

/** The marketplace's package statuses (Trendyol's) that mean the order will not be sent: the sales order goes. */
const CANCELLED_STATUSES = ['Cancelled', 'UnSupplied'];

export const isCancelledAtMarketplace = (status: string): boolean => CANCELLED_STATUSES.includes(status);

/**
 * A return of an order whose sales order was completed (its goods left on an invoice or a waybill) waits for the
 * return invoice a person writes; otherwise it is only recorded.
 */
export function returnStateOf(salesOrderStatus: string | null): MarketReturnState {
  return salesOrderStatus === 'completed' || salesOrderStatus === 'closed' ? 'awaitingReturnInvoice' : 'recorded';
}

/** The customer code prefix: one to four capital letters (an account code is ten capital letters and digits). */
export const CUSTOMER_PREFIX_RE = /^[A-Z]{1,4}$/;

/** The code of the `n`th customer card made for the marketplace: the company's prefix, then `n` in the digits left of ten. */
export const customerCodeOf = (prefix: string, n: number): string => prefix + String(n).padStart(10 - prefix.length, '0');
