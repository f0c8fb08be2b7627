import { Dec, isDecimalString } from '../money/decimal';

/**
 * A card payment's amount: Turkish liras and kuruş, exact, above zero, at most two decimals (a bank charges no
 * fraction of a kuruş). Returns the amount in its plain form ("1250.5" → "1250.50") or null when it is no amount.
 */
export function cardAmount(value: unknown): string | null {
  if (!isDecimalString(value)) return null;
  const d = new Dec(value);
  if (d.lte(0) || d.decimalPlaces() > 2) return null;
  return d.toFixed(2);
}

/** A refund takes back at most what is left of the payment (its amount less what was already refunded). */
export function refundable(amount: string, refunded: string): string {
  return new Dec(amount).minus(refunded).toFixed(2);
}

/** What a payment has given back once `refund` is added. */
export const refundedAfter = (refunded: string, refund: string): string => new Dec(refunded).plus(refund).toFixed(2);

export function refundFits(amount: string, refunded: string, refund: string): boolean {
  const r = new Dec(refund);
  return r.gt(0) && r.lte(refundable(amount, refunded));
}
