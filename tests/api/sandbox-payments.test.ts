import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iyzicoProvider } from '../../src/server/payments/iyzico';
import { PaymentError, type StartPayment } from '../../src/server/payments/provider';
import { passThreeDSecure, startSandboxPayments } from '../support/sandbox-payments';

/**
 * The sandbox payment provider plays the bank in iyzico's shape, so the iyzico adapter is what runs against it: the
 * 3-D Secure page and its SMS code, signed callbacks, the cards that decline or time out, refunds and cancellations,
 * and its misbehaviour on demand (5xx, delay, a callback posted twice).
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxPayments>>;
let sandbox: Sandbox;
let receiver: Server;
let returnUrl: string;
let received: string[] = [];

beforeAll(async () => {
  sandbox = await startSandboxPayments({ SANDBOX_PAYMENTS_HANG_MS: '1500' });
  // the merchant's return URL: what the bank posts there, server to server
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(body);
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  returnUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/odeme/donus`;
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

const provider = (secretKey = 'sandbox-secret-key', timeoutMs = 5000) =>
  iyzicoProvider({ apiKey: 'sandbox-api-key', secretKey, baseUrl: sandbox.url, timeoutMs });
let orders = 0;
const payment = (number: string, amount = '1250.50'): StartPayment => ({
  orderRef: `SO-TEST-${++orders}`,
  amount,
  returnUrl,
  card: { holder: 'Ayşe Kaya', number, expireMonth: '12', expireYear: '2030', cvc: '123' },
  buyer: { id: 'C-1', name: 'Kitabevi', email: 'a@kitabevi.test', ip: '127.0.0.1', city: 'İstanbul', address: 'Moda Cad. 12', identityNumber: '11111111111' },
});
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PaymentError);
  return e as PaymentError;
};

describe('the sandbox payment provider, through the iyzico adapter', () => {
  it('a card that passes 3-D Secure is authorised for the exact amount, refunded in part, and never beyond what is left', async () => {
    const p = provider();
    const input = payment('5528790000000008', '1250.50');
    const started = await p.start(input);
    const fields = await passThreeDSecure(started.html, '283126');
    const cb = p.callback(fields);
    expect(cb).toMatchObject({ paymentId: started.paymentId, orderRef: input.orderRef, passed: true });
    const outcome = await p.complete(cb);
    expect(outcome).toMatchObject({ paymentId: started.paymentId, orderRef: input.orderRef, state: 'authorised', amount: '1250.50' });
    expect(await p.query(started.paymentId, input.orderRef)).toMatchObject({ state: 'authorised', amount: '1250.50' });
    await p.refund(started.paymentId, '250.25', '127.0.0.1');
    const over = await refusal(p.refund(started.paymentId, '1000.26', '127.0.0.1'));
    expect([over.permanent, over.code]).toEqual([true, '5092']);
    await p.refund(started.paymentId, '1000.25', '127.0.0.1');
  });

  it('a declining card is declined with the bank’s code, a wrong SMS code fails 3-D Secure, and neither is charged', async () => {
    const p = provider();
    const declined = await p.start(payment('4111111111111129'));
    const outcome = await p.complete(p.callback(await passThreeDSecure(declined.html, '283126')));
    expect(outcome).toMatchObject({ state: 'declined', code: '10051' });

    const wrong = await p.start(payment('5528790000000008'));
    const cb = p.callback(await passThreeDSecure(wrong.html, '000000'));
    expect(cb.passed).toBe(false);
    expect(await p.complete(cb)).toMatchObject({ state: 'declined', code: '10001' });
    expect(await p.query(wrong.paymentId, cb.orderRef)).toMatchObject({ state: 'declined' });
  });

  it('a callback signed with another key, or altered on the way, is refused', async () => {
    const p = provider();
    const started = await p.start(payment('5528790000000008'));
    const fields = await passThreeDSecure(started.html, '283126');
    expect(() => provider('another-secret').callback(fields)).toThrow(PaymentError);
    expect(() => p.callback({ ...fields, conversationId: 'SO-OTHER' })).toThrow(PaymentError);
  });

  it('wrong credentials are refused; a cancelled payment cannot be refunded', async () => {
    expect((await refusal(provider('another-secret').start(payment('5528790000000008')))).permanent).toBe(true);
    const p = provider();
    const started = await p.start(payment('4766620000000001'));
    await p.complete(p.callback(await passThreeDSecure(started.html, '283126')));
    await p.cancel(started.paymentId, '127.0.0.1');
    expect((await refusal(p.refund(started.paymentId, '1.00', '127.0.0.1'))).permanent).toBe(true);
  });

  it('a card whose bank does not answer, and a 5xx, are failures a later query may mend', async () => {
    const p = provider('sandbox-secret-key', 500);
    const started = await p.start(payment('4059030000000009'));
    const cb = p.callback(await passThreeDSecure(started.html, '283126'));
    expect((await refusal(p.complete(cb))).permanent).toBe(false);
    await sandbox.faults({ fail: 1 });
    try {
      expect((await refusal(p.start(payment('5528790000000008')))).permanent).toBe(false);
    } finally {
      await sandbox.faults({});
    }
  });

  it('on demand the bank posts the same signed callback twice more, server to server', async () => {
    const p = provider();
    const started = await p.start(payment('5528790000000008'));
    received = [];
    await sandbox.faults({ duplicate: 1 });
    try {
      const fields = await passThreeDSecure(started.html, '283126');
      await expect.poll(() => received.length).toBe(2);
      for (const body of received) expect(Object.fromEntries(new URLSearchParams(body))).toEqual(fields);
    } finally {
      await sandbox.faults({});
    }
  });
});
