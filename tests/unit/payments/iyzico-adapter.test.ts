import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { iyzicoProvider } from '../../../src/server/payments/iyzico';
import { authorization, iyzicoPrice } from '../../../src/server/payments/iyzico-signing';
import { PaymentError } from '../../../src/server/payments/provider';

/**
 * The iyzico adapter against a small fake of iyzico: the requests it makes (paths, the IYZWSv2 header, the bodies) and
 * what it makes of iyzico's answers, shaped as iyzico documents them. The signatures below were computed with
 * iyzico's own client (iyzipay-node's utils.generateAuthorizationHeaderV2 and calculateHmacSHA256Signature) for these
 * credentials, so the adapter signs and checks exactly as iyzico does.
 */
const API_KEY = 'sandbox-afXhZPW0MQlE4dCUUlHcEopnMBgXnAZI';
const SECRET = 'sandbox-wbwpzKIiplZxI3hh5ALI4FJyAcZKL6kq';
const SIGNED_BY_IYZICO = {
  /** Authorization of POST /payment/3dsecure/auth with the body below and x-iyzi-rnd 123456789 */
  authHeader:
    'IYZWSv2 YXBpS2V5OnNhbmRib3gtYWZYaFpQVzBNUWxFNGRDVVVsSGNFb3BuTUJnWG5BWkkmcmFuZG9tS2V5OjEyMzQ1Njc4OSZzaWduYXR1cmU6ZmQyMDM3MzFiNzY2MjkzZjc3ZTA3ZTE4ZTNiOGQyN2ZlMDUwMGJiODVjZGY2MDhjZDY5MTVhNzRmNTEyNjNiMA==',
  /** [paymentId, conversationId] */
  initialize: '4ee8baacc51c9de2270877bd6e68e199cbda0235c176f0f05c44d6258fce3701',
  /** [paymentId, currency, basketId, conversationId, paidPrice, price] */
  payment: '43a6147cdf6d6b598c833c6e59ea249f68f72f1c0d92f37e0e2098e36acd3ed4',
  /** [conversationData, conversationId, mdStatus, paymentId, status] */
  callback: 'f2b9b30affabb73131e8fa0fc660db01b222b636e7bb4053509053b844dee301',
};
const ORDER = 'SO-2026-000123';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
let server: Server;
let url: string;
let seen: Seen[];
let answer: (req: Seen) => { status?: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const r = { url: req.url ?? '', headers: req.headers, body: JSON.parse(text || '{}') as Record<string, unknown> };
      seen.push(r);
      const a = answer(r);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const provider = () => iyzicoProvider({ apiKey: API_KEY, secretKey: SECRET, baseUrl: url, timeoutMs: 2000 });
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PaymentError);
  return e as PaymentError;
};
const START = {
  orderRef: ORDER,
  amount: '1250.50',
  returnUrl: 'https://defter.example/odeme/donus',
  card: { holder: 'Ayşe Kaya', number: '5528790000000008', expireMonth: '12', expireYear: '2030', cvc: '123' },
  buyer: {
    id: 'C-42',
    name: 'Kitabevi Ltd',
    email: 'ayse@kitabevi.test',
    ip: '85.34.78.112',
    city: 'İstanbul',
    address: 'Moda Cad. 12',
    identityNumber: '11111111111',
  },
};

describe('the iyzico adapter', () => {
  it('signs a request as iyzico’s own client does (IYZWSv2: apiKey, randomKey and an HMAC of rnd + path + body)', () => {
    const body = JSON.stringify({ locale: 'tr', conversationId: ORDER, paymentId: '20000000', conversationData: 'c0ffee' });
    expect(authorization(API_KEY, SECRET, '/payment/3dsecure/auth', body, '123456789')).toBe(SIGNED_BY_IYZICO.authHeader);
    expect([iyzicoPrice('1250.50'), iyzicoPrice('100.00'), iyzicoPrice('0.10')]).toEqual(['1250.5', '100.0', '0.1']);
  });

  it('starts a 3-D Secure payment: the amount exact in iyzico’s price form, the order as conversation and basket, the bank’s page decoded', async () => {
    answer = () => ({
      body: {
        status: 'success',
        locale: 'tr',
        systemTime: 1764400000000,
        conversationId: ORDER,
        paymentId: '20000000',
        threeDSHtmlContent: Buffer.from('<form action="https://bank.test/3ds"></form>').toString('base64'),
        signature: SIGNED_BY_IYZICO.initialize,
      },
    });
    expect(await provider().start(START)).toEqual({ paymentId: '20000000', html: '<form action="https://bank.test/3ds"></form>' });
    const r = seen[0]!;
    expect(r.url).toBe('/payment/3dsecure/initialize');
    expect(r.body).toMatchObject({ price: '1250.5', paidPrice: '1250.5', currency: 'TRY', installment: 1, basketId: ORDER, conversationId: ORDER });
    expect(r.body).toMatchObject({ callbackUrl: START.returnUrl, paymentCard: { cardNumber: '5528790000000008', cvc: '123' } });
    // the header is iyzico's signature of exactly what was sent
    const rnd = String(r.headers['x-iyzi-rnd']);
    expect(r.headers.authorization).toBe(authorization(API_KEY, SECRET, '/payment/3dsecure/initialize', JSON.stringify(r.body), rnd));
  });

  it('an answer whose signature does not hold is refused, as is iyzico’s failure, naming its code', async () => {
    answer = () => ({ body: { status: 'success', conversationId: ORDER, paymentId: '20000000', threeDSHtmlContent: '', signature: 'forged' } });
    expect((await refusal(provider().start(START))).code).toBe('signature');
    answer = () => ({ body: { status: 'failure', errorCode: '12', errorMessage: 'Kart numarası geçersizdir', locale: 'tr' } });
    const refused = await refusal(provider().start(START));
    expect([refused.permanent, refused.code]).toEqual([true, '12']);
  });

  it('reads the bank’s callback only when its signature holds; a forged or altered one throws', () => {
    const fields = {
      status: 'success',
      paymentId: '20000000',
      conversationData: 'c0ffee',
      conversationId: ORDER,
      mdStatus: '1',
      signature: SIGNED_BY_IYZICO.callback,
    };
    expect(provider().callback(fields)).toEqual({ paymentId: '20000000', orderRef: ORDER, passed: true, conversationData: 'c0ffee' });
    for (const forged of [
      { ...fields, paymentId: '20000001' },
      { ...fields, mdStatus: '0' },
      { ...fields, signature: '' },
    ]) {
      expect(() => provider().callback(forged)).toThrow(PaymentError);
    }
  });

  it('completes a payment that passed 3-D Secure: authorised with its amount and transaction, or declined with the bank’s code', async () => {
    answer = () => ({
      body: {
        status: 'success',
        locale: 'tr',
        conversationId: ORDER,
        price: 1250.5,
        paidPrice: 1250.5,
        installment: 1,
        paymentId: '20000000',
        fraudStatus: 1,
        currency: 'TRY',
        basketId: ORDER,
        itemTransactions: [{ itemId: ORDER, paymentTransactionId: '21000000', price: 1250.5, paidPrice: 1250.5 }],
        signature: SIGNED_BY_IYZICO.payment,
      },
    });
    const cb = { paymentId: '20000000', orderRef: ORDER, passed: true, conversationData: 'c0ffee' };
    expect(await provider().complete(cb)).toEqual({
      paymentId: '20000000',
      orderRef: ORDER,
      state: 'authorised',
      amount: '1250.50',
      transactionId: '21000000',
    });
    expect(seen[0]!.url).toBe('/payment/3dsecure/auth');
    expect(seen[0]!.body).toEqual({ locale: 'tr', conversationId: ORDER, paymentId: '20000000', conversationData: 'c0ffee' });
    answer = () => ({
      body: {
        status: 'failure',
        errorCode: '10051',
        errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
        errorGroup: 'NOT_SUFFICIENT_FUNDS',
        paymentId: '20000000',
      },
    });
    expect(await provider().complete(cb)).toMatchObject({ state: 'declined', code: '10051' });
  });

  it('a 5xx or an unreachable provider is a failure a later query may mend, not a refusal', async () => {
    answer = () => ({ status: 503, body: 'busy' });
    expect((await refusal(provider().query('20000000', ORDER))).permanent).toBe(false);
    const gone = iyzicoProvider({ apiKey: API_KEY, secretKey: SECRET, baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    expect((await refusal(gone.cancel('20000000', '85.34.78.112'))).permanent).toBe(false);
  });
});
