/**
 * The states of a card payment, forward only: started (asked of the provider) → pending3ds (the card holder is on the
 * bank's 3-D Secure page) → authorised, declined or failed (the bank's answer) → refunded or cancelled (only an
 * authorised payment). A declined, failed, refunded or cancelled payment is final; a callback or a query that would
 * move a payment back (a duplicated or replayed callback after its refund) changes nothing.
 */
export const PAYMENT_STATES = ['started', 'pending3ds', 'authorised', 'declined', 'failed', 'refunded', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  started: ['pending3ds', 'declined', 'failed'],
  pending3ds: ['authorised', 'declined', 'failed'],
  authorised: ['refunded', 'cancelled'],
  declined: [],
  failed: [],
  refunded: [],
  cancelled: [],
};

export const isPaymentState = (v: unknown): v is PaymentState => PAYMENT_STATES.includes(v as PaymentState);

/** Whether a payment in `from` may move to `to` (staying where it is is no move). */
export const canMove = (from: PaymentState, to: PaymentState): boolean => NEXT[from].includes(to);

export const isFinal = (state: PaymentState): boolean => NEXT[state].length === 0;

/** The bank's answer arrived: the payment holds money the company may keep, refund or cancel. */
export const holdsMoney = (state: PaymentState): boolean => state === 'authorised';

/**
 * Where a payment goes when a partial refund leaves money on it: it stays authorised until its whole amount is back.
 */
export const afterRefund = (remaining: string): PaymentState => (/^0+(\.0+)?$/.test(remaining) ? 'refunded' : 'authorised');
