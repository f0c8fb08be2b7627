/** `credit` is a sale on account (veresiye); `mixed` splits the total into a cash and a card part (`payments`). */
export const PAYMENT_TYPES = ['cash', 'card', 'transfer', 'credit', 'mixed'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The parts of a `mixed` payment, decimal strings; they must add up to the grand total. */
export interface PaymentSplit {
  cash: string;
  card: string;
  /** the liras paid with the account's loyalty points (src/domain/loyalty/tender.ts); absent: none */
  points?: string;
  /**
   * set by the server only, on a till sale made offline whose points part the account no longer covered when it
   * synced: the liras of that part put on the customer's account instead (src/domain/loyalty/tender.ts)
   */
  onAccount?: string;
}
