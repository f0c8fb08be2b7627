/**
 * What Defter asks of a virtual POS (card payments with 3-D Secure). Every provider's adapter speaks it; the sandbox
 * payment provider (src/sandbox-payments/) speaks iyzico's published API, so the iyzico adapter is what talks to it.
 */

export interface StartPayment {
  /** the order's reference at Defter (the provider's conversation id and basket id) */
  orderRef: string;
  /** liras, exact, two decimals (domain/payments/amount.ts) */
  amount: string;
  /** where the bank sends the card holder back, with the callback's fields posted as a form */
  returnUrl: string;
  card: { holder: string; number: string; expireMonth: string; expireYear: string; cvc: string };
  buyer: { id: string; name: string; email: string; ip: string; city: string; address: string; identityNumber: string };
}

export interface Started {
  paymentId: string;
  /** the page that takes the card holder to the bank's 3-D Secure page (shown as it is) */
  html: string;
}

/** The fields the bank posts to the return URL after its 3-D Secure page. */
export type CallbackFields = Record<string, string>;

export interface Callback {
  paymentId: string;
  orderRef: string;
  /** the card holder passed 3-D Secure; only then is the payment asked to be completed */
  passed: boolean;
  /** what the provider needs back to complete the payment */
  conversationData: string;
}

export interface Outcome {
  paymentId: string;
  orderRef: string;
  state: 'authorised' | 'declined' | 'failed';
  /** what was charged, liras with two decimals (present when authorised) */
  amount?: string;
  /** the provider's code and text when declined or failed */
  code?: string;
  message?: string;
  /** the provider's id of the charge a refund names */
  transactionId?: string;
}

export interface PaymentProvider {
  start(input: StartPayment): Promise<Started>;
  /** verifies the callback's signature (a forged one throws, permanent) and reads it */
  callback(fields: CallbackFields): Callback;
  /** asks the provider to complete a payment whose card holder passed 3-D Secure */
  complete(callback: Callback): Promise<Outcome>;
  query(paymentId: string, orderRef: string): Promise<Outcome>;
  refund(paymentId: string, amount: string, ip: string): Promise<void>;
  cancel(paymentId: string, ip: string): Promise<void>;
}

/**
 * A provider's refusal. `permanent`: the request itself is refused (bad credentials, a forged signature, a refund
 * above what is left); otherwise (5xx, a timeout, an unreachable provider) a later try may succeed.
 */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code?: string,
  ) {
    super(message);
  }
}
