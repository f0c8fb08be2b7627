import { dec } from '../money/decimal';

/**
 * What a dealer's order must meet to be placed from the shop (issue #31): the shop's minimum order, and for an order
 * on account the dealer's risk limit (spec §3, the current account's `riskLimit`). The server reads the figures in
 * the order's transaction, with the account's row locked, and asks here.
 */

/** The basket's total (with VAT, before cargo) reaches the shop's minimum order. */
export const meetsMinimumOrder = (total: string, minimumOrder: string): boolean => dec(total).gte(minimumOrder);

/**
 * What is left of a dealer's risk limit: the limit less its balance (what it owes) and its open shop orders (placed,
 * not yet invoiced nor cancelled, their cargo included). No limit set: null, nothing is checked.
 */
export function riskLeft(riskLimit: string | null, balance: string, openOrders: string): string | null {
  if (riskLimit === null) return null;
  return dec(riskLimit).minus(balance).minus(openOrders).toFixed(2);
}

/** An order on account of `amount` fits the dealer's risk limit; when it does not, what was left of it says why. */
export function fitsRiskLimit(
  account: { riskLimit: string | null; balance: string; openOrders: string },
  amount: string,
): { ok: true } | { ok: false; left: string } {
  const left = riskLeft(account.riskLimit, account.balance, account.openOrders);
  if (left === null || dec(amount).lte(left)) return { ok: true };
  return { ok: false, left: dec(left).lt(0) ? '0.00' : left };
}

/** What a shop order comes to: its total and its cargo (what a card payment charges, what the risk limit counts). */
export const withCargo = (total: string, cargoPrice: string): string => dec(total).plus(cargoPrice).toFixed(2);

/** How long a click on "pay" holds the order while the provider is asked to start the payment. */
export const CARD_CLAIM_SECONDS = 60;
/** A card payment still waiting for the bank after this long was left at the bank's page: another may be started. */
export const ABANDONED_CARD_PAYMENT_MINUTES = 20;

/**
 * Whether a dealer may start a card payment for its order now: only while the order awaits card payment (and was not
 * cancelled in the panel), and one payment at a time (a double click starts one). `claimedAt`: the last click's
 * claim; `waitingSince`: when the order's payment that still waits for the bank was started, if any.
 */
export function cardStartRefusal(
  order: { paymentState: string; status: string; claimedAt: Date | null; waitingSince: Date | null },
  now: Date,
): null | 'notAwaitingCard' | 'underWay' {
  if (order.paymentState !== 'awaitingCard' || order.status === 'cancelled') return 'notAwaitingCard';
  const ms = now.getTime();
  if (order.claimedAt && ms - order.claimedAt.getTime() < CARD_CLAIM_SECONDS * 1000) return 'underWay';
  if (order.waitingSince && ms - order.waitingSince.getTime() < ABANDONED_CARD_PAYMENT_MINUTES * 60_000) return 'underWay';
  return null;
}
