import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { Dec } from '../domain/money/decimal';
import { checkAuthorization, fieldSignature, SIGNED, signedValues } from '../server/payments/iyzico-signing';
import { behaviourOf, SMS_CODE } from './cards';
import { callbackPage, redirectPage, smsPage } from './pages';

/**
 * The sandbox payment provider: plays the bank and iyzico for a company with no provider configured (the demo) and
 * for the tests, speaking iyzico's published API (what src/server/payments/iyzico.ts sends): every request's IYZWSv2
 * signature is checked against `apiKey`/`secretKey`, every answer and callback is signed with the secret key.
 * Initialize gives a page that takes the card holder to the bank's 3-D Secure page (GET /3ds/:paymentId), where the
 * SMS code is entered; the callback then goes to the merchant's return URL through the browser. The card number decides
 * the outcome (cards.ts). POST /admin/faults makes it misbehave: delay (its answers wait `delayMs`), fail (5xx) and
 * duplicate (the callback is also posted twice at once, server to server, as a bank that retries does).
 */
export interface PaymentsSandboxOptions {
  apiKey: string;
  secretKey: string;
  /** how long the auth call of a "timeout" card hangs before it answers 504 */
  hangMs: number;
  /** the sandbox's own address, for the links of its pages (it listens before it knows its port) */
  publicUrl: () => string;
}

export interface PaymentFaults {
  /** shares of the calls, 0 to 1 */
  fail: number;
  delay: number;
  delayMs: number;
  duplicate: number;
}

interface SandboxPayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  price: string;
  currency: string;
  callbackUrl: string;
  cardNumber: string;
  conversationData: string;
  stage: 'init' | 'passed' | 'failed3ds' | 'paid' | 'declined' | 'cancelled';
  refunded: string;
  transactionId: string;
  answer?: Record<string, unknown>;
}

const NO_FAULTS: PaymentFaults = { fail: 0, delay: 0, delayMs: 0, duplicate: 0 };
const share = (v: unknown) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : 0);
const happens = (p: number) => p > 0 && Math.random() < p;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failure = (errorCode: string, errorMessage: string, extra: Record<string, unknown> = {}) => ({
  status: 'failure',
  locale: 'tr',
  systemTime: Date.now(),
  errorCode,
  errorMessage,
  ...extra,
});

export function paymentsSandboxApp(options: PaymentsSandboxOptions) {
  const payments = new Map<string, SandboxPayment>();
  let faults: PaymentFaults = { ...NO_FAULTS };
  // numeric ids as iyzico gives, never the same after a restart
  let nextId = Math.floor(Date.now() / 1000) * 100;
  const app = new Hono();
  const sign = (fields: readonly string[], source: Record<string, unknown>) => fieldSignature(options.secretKey, signedValues(fields, source));

  /** a signed iyzico call: its body as JSON, or null (and the answer to send) when the signature does not hold */
  async function signedBody(c: Context): Promise<{ body: Record<string, unknown> } | { refusal: Response }> {
    const text = await c.req.text();
    const auth = checkAuthorization(c.req.header('authorization'), options.secretKey, new URL(c.req.url).pathname, text);
    if (auth.apiKey !== options.apiKey || !auth.valid) return { refusal: c.json(failure('1001', 'api bilgileri bulunamadı'), 401) };
    try {
      return { body: JSON.parse(text) as Record<string, unknown> };
    } catch {
      return { refusal: c.json(failure('11', 'Geçersiz istek'), 400) };
    }
  }

  app.use('/payment/*', async (c, next) => {
    if (happens(faults.delay)) await sleep(faults.delayMs);
    if (happens(faults.fail)) return c.json({ error: 'sandbox fault' }, 503);
    await next();
  });
  app.use('/v2/*', async (c, next) => {
    if (happens(faults.delay)) await sleep(faults.delayMs);
    if (happens(faults.fail)) return c.json({ error: 'sandbox fault' }, 503);
    await next();
  });

  const paymentAnswer = (p: SandboxPayment) => {
    const a: Record<string, unknown> = {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: p.conversationId,
      price: p.price,
      paidPrice: p.price,
      installment: 1,
      paymentId: p.paymentId,
      fraudStatus: 1,
      currency: p.currency,
      basketId: p.basketId,
      paymentStatus: 'SUCCESS',
      lastFourDigits: p.cardNumber.slice(-4),
      itemTransactions: [{ itemId: p.basketId, paymentTransactionId: p.transactionId, price: p.price, paidPrice: p.price, refundedPrice: p.refunded }],
    };
    a.signature = sign(SIGNED.payment, a);
    return a;
  };

  app.post('/payment/3dsecure/initialize', async (c) => {
    const got = await signedBody(c);
    if ('refusal' in got) return got.refusal;
    const b = got.body;
    const card = (b.paymentCard ?? {}) as Record<string, unknown>;
    const price = String(b.paidPrice ?? '');
    if (!/^\d{1,12}\.\d{1,2}$/.test(price) || new Dec(price).lte(0)) return c.json(failure('5', 'Geçersiz fiyat'));
    if (typeof b.callbackUrl !== 'string' || !/^https?:\/\//.test(b.callbackUrl)) return c.json(failure('5', 'callbackUrl gönderilmesi zorunludur'));
    const cardNumber = String(card.cardNumber ?? '').replace(/\s/g, '');
    if (!/^\d{15,19}$/.test(cardNumber)) return c.json(failure('12', 'Kart numarası geçersizdir'));
    const p: SandboxPayment = {
      paymentId: String(nextId++),
      conversationId: String(b.conversationId ?? ''),
      basketId: String(b.basketId ?? ''),
      price,
      currency: String(b.currency ?? 'TRY'),
      callbackUrl: b.callbackUrl,
      cardNumber,
      conversationData: randomUUID(),
      stage: 'init',
      refunded: '0',
      transactionId: String(nextId++),
    };
    payments.set(p.paymentId, p);
    const answer: Record<string, unknown> = {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: p.conversationId,
      paymentId: p.paymentId,
      threeDSHtmlContent: Buffer.from(redirectPage(`${options.publicUrl()}/3ds/${p.paymentId}`)).toString('base64'),
    };
    answer.signature = sign(SIGNED.initialize, answer);
    return c.json(answer);
  });

  app.get('/3ds/:paymentId', (c) => {
    const p = payments.get(c.req.param('paymentId'));
    if (!p || p.stage !== 'init') return c.html('<p>Bu işlem bulunamadı.</p>', 404);
    return c.html(smsPage(`${options.publicUrl()}/3ds/${p.paymentId}`, p.price, `**** ${p.cardNumber.slice(-4)}`));
  });

  app.post('/3ds/:paymentId', async (c) => {
    const p = payments.get(c.req.param('paymentId'));
    if (!p || p.stage !== 'init') return c.html('<p>Bu işlem bulunamadı.</p>', 404);
    const form = await c.req.parseBody();
    const passed = form.code === SMS_CODE;
    p.stage = passed ? 'passed' : 'failed3ds';
    const fields: Record<string, string> = {
      status: passed ? 'success' : 'failure',
      paymentId: p.paymentId,
      conversationData: p.conversationData,
      conversationId: p.conversationId,
      mdStatus: passed ? '1' : '0',
    };
    fields.signature = sign(SIGNED.callback, fields);
    if (happens(faults.duplicate)) {
      const post = () => fetch(p.callbackUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' }).catch(() => undefined);
      void Promise.all([post(), post()]);
    }
    return c.html(callbackPage(p.callbackUrl, fields));
  });

  app.post('/payment/3dsecure/auth', async (c) => {
    const got = await signedBody(c);
    if ('refusal' in got) return got.refusal;
    const p = payments.get(String(got.body.paymentId ?? ''));
    if (!p || got.body.conversationData !== p.conversationData) return c.json(failure('5115', 'Ödeme bulunamadı'));
    if (p.stage === 'paid' || p.stage === 'declined') return c.json(p.answer);
    if (p.stage !== 'passed') return c.json(failure('10001', '3-D Secure doğrulaması başarısız', { paymentId: p.paymentId, mdStatus: '0' }));
    const behaviour = behaviourOf(p.cardNumber);
    if (behaviour.kind === 'timeout') {
      await sleep(options.hangMs);
      return c.json({ error: 'bank timeout' }, 504);
    }
    if (behaviour.kind === 'decline') {
      p.stage = 'declined';
      p.answer = failure(behaviour.code, behaviour.message, { errorGroup: behaviour.group, paymentId: p.paymentId, conversationId: p.conversationId });
      return c.json(p.answer);
    }
    p.stage = 'paid';
    p.answer = paymentAnswer(p);
    return c.json(p.answer);
  });

  app.post('/payment/detail', async (c) => {
    const got = await signedBody(c);
    if ('refusal' in got) return got.refusal;
    const p = payments.get(String(got.body.paymentId ?? ''));
    if (!p) return c.json(failure('5115', 'Ödeme bulunamadı'));
    if (p.stage === 'paid' || p.stage === 'cancelled') return c.json({ ...paymentAnswer(p), paymentStatus: p.stage === 'paid' ? 'SUCCESS' : 'FAILURE' });
    const paymentStatus = p.stage === 'init' ? 'INIT_THREEDS' : p.stage === 'passed' ? 'CALLBACK_THREEDS' : 'FAILURE';
    return c.json({ status: 'success', locale: 'tr', systemTime: Date.now(), paymentId: p.paymentId, conversationId: p.conversationId, paymentStatus });
  });

  app.post('/v2/payment/refund', async (c) => {
    const got = await signedBody(c);
    if ('refusal' in got) return got.refusal;
    const p = payments.get(String(got.body.paymentId ?? ''));
    if (!p || p.stage !== 'paid') return c.json(failure('5115', 'Ödeme bulunamadı'));
    const price = String(got.body.price ?? '');
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(price) || new Dec(price).lte(0) || new Dec(p.refunded).plus(price).gt(p.price))
      return c.json(failure('5092', 'İade tutarı ödeme tutarını aşamaz'));
    p.refunded = new Dec(p.refunded).plus(price).toString();
    const answer: Record<string, unknown> = {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: got.body.conversationId,
      paymentId: p.paymentId,
      price,
      currency: p.currency,
    };
    answer.signature = sign(SIGNED.refund, answer);
    return c.json(answer);
  });

  app.post('/payment/cancel', async (c) => {
    const got = await signedBody(c);
    if ('refusal' in got) return got.refusal;
    const p = payments.get(String(got.body.paymentId ?? ''));
    if (!p || p.stage !== 'paid' || p.refunded !== '0') return c.json(failure('5093', 'İptal edilebilecek ödeme bulunamadı'));
    p.stage = 'cancelled';
    return c.json({
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: got.body.conversationId,
      paymentId: p.paymentId,
      price: p.price,
      currency: p.currency,
    });
  });

  app.get('/admin/faults', (c) => c.json(faults));
  app.post('/admin/faults', async (c) => {
    const b = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    faults = {
      fail: share(b.fail),
      delay: share(b.delay),
      delayMs: typeof b.delayMs === 'number' && b.delayMs >= 0 ? Math.min(b.delayMs, 60_000) : 0,
      duplicate: share(b.duplicate),
    };
    return c.json(faults);
  });

  return app;
}
