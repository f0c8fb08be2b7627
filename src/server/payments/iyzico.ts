import { cardAmount } from '../../domain/payments/amount';
import { authorization, iyzicoPrice, randomKey, SIGNED, signatureHolds, signedValues } from './iyzico-signing';
import { PaymentError, type Callback, type CallbackFields, type Outcome, type PaymentProvider, type StartPayment } from './provider';

/**
 * The iyzico adapter, written to its published API (the iyzipay-node client; docs/modules/card-payments.md says what it
 * assumes): POST /payment/3dsecure/initialize, the bank's callback to the return URL, POST /payment/3dsecure/auth,
 * /payment/detail, /v2/payment/refund and /payment/cancel, each signed (IYZWSv2) and each signed answer checked.
 * The sandbox payment provider speaks the same, so this is what the tests run against it.
 */
export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  /** https://sandbox-api.iyzipay.com (test), https://api.iyzipay.com (live), or the sandbox payment provider */
  baseUrl: string;
  timeoutMs?: number;
}

type Answer = Record<string, unknown> & { status?: string; errorCode?: string; errorMessage?: string; signature?: string };

/** iyzico's paymentStatus of /payment/detail, as Defter's states */
const DETAIL_STATES: Record<string, Outcome['state'] | 'pending3ds'> = {
  SUCCESS: 'authorised',
  FAILURE: 'declined',
  INIT_THREEDS: 'pending3ds',
  CALLBACK_THREEDS: 'pending3ds',
};

export function iyzicoProvider(config: IyzicoConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call(path: string, request: Record<string, unknown>): Promise<Answer> {
    const body = JSON.stringify(request);
    const rnd = randomKey();
    let r: Response;
    try {
      r = await fetch(base + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-iyzi-rnd': rnd,
          authorization: authorization(config.apiKey, config.secretKey, path, body, rnd),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new PaymentError(`payment provider unreachable: ${e instanceof Error ? e.message : String(e)}`, false);
    }
    const text = await r.text().catch(() => '');
    if (r.status >= 500) throw new PaymentError(`payment provider ${r.status}`, false);
    let answer: Answer;
    try {
      answer = JSON.parse(text) as Answer;
    } catch {
      throw new PaymentError(`payment provider ${r.status}: no JSON`, false);
    }
    return answer;
  }

  const refused = (a: Answer) => new PaymentError(`payment provider refused: ${a.errorCode ?? '?'} ${a.errorMessage ?? ''}`.trim(), true, a.errorCode);

  function signed(a: Answer, fields: readonly string[]) {
    if (!signatureHolds(config.secretKey, signedValues(fields, a), a.signature))
      throw new PaymentError("the payment provider's answer is not signed by it", true, 'signature');
  }

  const outcomeOf = (a: Answer, orderRef: string): Outcome => {
    if (a.status !== 'success') return { paymentId: String(a.paymentId ?? ''), orderRef, state: 'declined', code: a.errorCode, message: a.errorMessage };
    signed(a, SIGNED.payment);
    const items = Array.isArray(a.itemTransactions) ? (a.itemTransactions as { paymentTransactionId?: unknown }[]) : [];
    return {
      paymentId: String(a.paymentId),
      orderRef: String(a.conversationId ?? orderRef),
      state: 'authorised',
      amount: cardAmount(String(a.paidPrice)) ?? undefined,
      transactionId: items[0]?.paymentTransactionId === undefined ? undefined : String(items[0].paymentTransactionId),
    };
  };

  return {
    async start(input: StartPayment) {
      const price = iyzicoPrice(input.amount);
      const a = await call('/payment/3dsecure/initialize', {
        locale: 'tr',
        conversationId: input.orderRef,
        price,
        paidPrice: price,
        currency: 'TRY',
        installment: 1,
        basketId: input.orderRef,
        paymentChannel: 'WEB',
        paymentGroup: 'PRODUCT',
        callbackUrl: input.returnUrl,
        paymentCard: {
          cardHolderName: input.card.holder,
          cardNumber: input.card.number,
          expireMonth: input.card.expireMonth,
          expireYear: input.card.expireYear,
          cvc: input.card.cvc,
          registerCard: 0,
        },
        buyer: {
          id: input.buyer.id,
          name: input.buyer.name,
          surname: input.buyer.name,
          email: input.buyer.email,
          identityNumber: input.buyer.identityNumber,
          registrationAddress: input.buyer.address,
          ip: input.buyer.ip,
          city: input.buyer.city,
          country: 'Turkey',
        },
        billingAddress: { contactName: input.buyer.name, city: input.buyer.city, country: 'Turkey', address: input.buyer.address },
        basketItems: [{ id: input.orderRef, name: input.orderRef, category1: 'Order', itemType: 'PHYSICAL', price }],
      });
      if (a.status !== 'success') throw refused(a);
      signed(a, SIGNED.initialize);
      return { paymentId: String(a.paymentId), html: Buffer.from(String(a.threeDSHtmlContent ?? ''), 'base64').toString('utf8') };
    },

    callback(fields: CallbackFields): Callback {
      if (!signatureHolds(config.secretKey, signedValues(SIGNED.callback, fields), fields.signature))
        throw new PaymentError('the callback is not signed by the payment provider', true, 'signature');
      return {
        paymentId: fields.paymentId ?? '',
        orderRef: fields.conversationId ?? '',
        passed: fields.status === 'success' && fields.mdStatus === '1',
        conversationData: fields.conversationData ?? '',
      };
    },

    async complete(cb: Callback) {
      const a = await call('/payment/3dsecure/auth', {
        locale: 'tr',
        conversationId: cb.orderRef,
        paymentId: cb.paymentId,
        conversationData: cb.conversationData,
      });
      return outcomeOf(a, cb.orderRef);
    },

    async query(paymentId: string, orderRef: string) {
      const a = await call('/payment/detail', { locale: 'tr', conversationId: orderRef, paymentId, paymentConversationId: orderRef });
      if (a.status !== 'success') throw refused(a);
      const state = DETAIL_STATES[String(a.paymentStatus)] ?? 'failed';
      if (state === 'authorised') return outcomeOf(a, orderRef);
      if (state === 'pending3ds') throw new PaymentError('the card holder has not finished 3-D Secure', false, 'pending3ds');
      return { paymentId, orderRef, state, code: a.errorCode, message: a.errorMessage };
    },

    async refund(paymentId: string, amount: string, ip: string) {
      const conversationId = `refund-${paymentId}-${amount}`;
      const a = await call('/v2/payment/refund', { locale: 'tr', conversationId, paymentId, price: iyzicoPrice(amount), currency: 'TRY', ip });
      if (a.status !== 'success') throw refused(a);
      signed(a, SIGNED.refund);
    },

    async cancel(paymentId: string, ip: string) {
      const a = await call('/payment/cancel', { locale: 'tr', conversationId: `cancel-${paymentId}`, paymentId, ip });
      if (a.status !== 'success') throw refused(a);
    },
  };
}
