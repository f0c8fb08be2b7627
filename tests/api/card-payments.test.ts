import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { cardPaymentStartedSchema, virtualPosSettingsSchema } from '../../src/domain/schemas/virtual-pos';
import { fieldSignature, SIGNED, signedValues } from '../../src/server/payments/iyzico-signing';
import { bankCallback, startSandboxPayments } from '../support/sandbox-payments';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Card payments (issue #31): a payment started for an order goes through the sandbox bank's 3-D Secure page and comes
 * back to Defter as the bank's signed callback. It is recorded once, as one completed collection on the order's
 * account into the bank account the company chose; a refund reverses it with a payment voucher. A forged, duplicated
 * or replayed callback changes nothing, two copies of one callback at once included. The secret key is never sent back.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxPayments>>;
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let sandbox: Sandbox;
let server: Server;
let admin: string;
let manager: string;
let bank: number;
let customer: number;
let product: { id: number; price: string };
let seq = 0;
const RUN = `VP${Date.now().toString(36)}`;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const settings = async (change: Record<string, unknown>) => {
  const before = await ok(api('GET', 'virtual-pos-settings', admin));
  const { secretKeySet: _, ...rest } = before;
  return api('PUT', 'virtual-pos-settings', admin, { ...rest, ...change });
};
const order = async () =>
  ok(
    api('POST', 'documents', admin, {
      type: 'salesOrder',
      accountId: customer,
      lines: [{ productId: String(product.id), quantity: '1', unitPrice: '1000', vatRate: 20 }],
    }),
    201,
  );
const pay = async (documentId: number, amount: string, number = '5528790000000008') =>
  ok(
    api('POST', 'card-payments', admin, {
      documentId: String(documentId),
      amount,
      card: { holder: 'Ayşe Kaya', number, expireMonth: '12', expireYear: '2030', cvc: '123' },
    }),
    201,
  );
const postCallback = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const payment = (id: string) => ok(api('GET', `card-payments/${id}`, admin));
const balance = async (accountId: number) => (await ok(api('GET', `accounts/${accountId}`, admin))).balance as string;
const bankBalance = async () => ((await ok(api('GET', 'cash-accounts', admin))).items as { id: number; balance: string }[]).find((b) => b.id === bank)!.balance;
const delta = (after: string, before: string) => new Dec(after).minus(before).toFixed(2);

beforeAll(async () => {
  sandbox = await startSandboxPayments();
  server = await startOwnServer({ paymentsUrl: sandbox.url, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  manager = await login('muhasebe@demo.test', undefined, server.baseUrl);
  bank = (await ok(api('POST', 'cash-accounts', admin, { kind: 'bank', name: `${RUN} sanal pos`, currency: 'TRY' }), 201)).id;
  customer = (await ok(api('POST', 'accounts', admin, { name: `${RUN} kitabevi`, kind: 'customer' }), 201)).id;
  product = (await ok(api('GET', 'products?limit=1', admin))).items[0];
});
afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

describe('the virtual POS settings (/modul/sanalpos/ayarlar)', () => {
  it('never send the secret key back; a provider of its own needs its credentials; collections go to a lira bank account', async () => {
    const missing = await settings({ provider: 'iyzico', apiKey: '', bankAccountId: null });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['apiKey', 'secretKey']);
    const cash = (await ok(api('POST', 'cash-accounts', admin, { kind: 'cash', name: `${RUN} kasa ${++seq}` }), 201)).id;
    const notBank = await settings({ bankAccountId: cash });
    expect(Object.keys(notBank.body.errors)).toEqual(['bankAccountId']);

    const saved = await ok(
      settings({ provider: 'iyzico', mode: 'test', apiKey: 'key-1', secretKey: 'very-secret', merchantId: 'M1', customerId: 'C1', bankAccountId: bank }),
    );
    expect(saved).toMatchObject({ provider: 'iyzico', apiKey: 'key-1', secretKeySet: true, merchantId: 'M1', customerId: 'C1', bankAccountId: bank });
    const read = await ok(api('GET', 'virtual-pos-settings', admin));
    virtualPosSettingsSchema.parse(read);
    expect(JSON.stringify(read)).not.toContain('very-secret');
    // only an admin changes them; a stale form is refused
    expect((await api('PUT', 'virtual-pos-settings', manager, { ...saved, secretKeySet: undefined })).status).toBe(403);
    const { secretKeySet: _, ...stale } = saved;
    await ok(settings({ provider: 'sandbox', bankAccountId: bank }));
    expect((await api('PUT', 'virtual-pos-settings', admin, stale)).body.code).toBe('VP10001');
  });
});

describe('a card payment', () => {
  it('is refused with each wrong field named, and without a bank account for its collections', async () => {
    const bad = await api('POST', 'card-payments', admin, {
      documentId: 'x',
      amount: '1.005',
      card: { holder: '', number: '12', expireMonth: '13', expireYear: '30', cvc: 'a' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'amount',
      'card.cvc',
      'card.expireMonth',
      'card.expireYear',
      'card.holder',
      'card.number',
      'documentId',
    ]);
    await ok(settings({ provider: 'sandbox', bankAccountId: null }));
    const none = await api('POST', 'card-payments', admin, {
      documentId: String((await order()).id),
      amount: '10',
      card: { holder: 'A', number: '5528790000000008', expireMonth: '12', expireYear: '2030', cvc: '123' },
    });
    expect(none.body.code).toBe('VP10003');
    await ok(settings({ provider: 'sandbox', bankAccountId: bank }));
  });

  it('that passes 3-D Secure is recorded once: one completed collection on the order’s account into the chosen bank account', async () => {
    const [accountBefore, bankBefore] = [await balance(customer), await bankBalance()];
    const o = await order();
    const started = await pay(o.id, '1200.50');
    // the answers are what the schemas the web app parses with say
    cardPaymentStartedSchema.parse(started);
    expect(started.payment).toMatchObject({
      state: 'pending3ds',
      amount: '1200.50',
      documentId: o.id,
      accountId: customer,
      bankAccountId: bank,
      collectionId: null,
    });
    const { url, fields } = await bankCallback(started.html, '283126');
    expect((await postCallback(url, fields)).status).toBe(200);
    const paid = await payment(started.payment.id);
    expect(paid).toMatchObject({ state: 'authorised', amount: '1200.50' });
    const collection = await ok(api('GET', `documents/${paid.collectionId}`, admin));
    expect(collection).toMatchObject({ type: 'collection', status: 'completed', amount: '1200.50', accountId: customer, cashAccountId: bank });
    expect(delta(await balance(customer), accountBefore)).toBe('-1200.50');
    expect(delta(await bankBalance(), bankBefore)).toBe('1200.50');

    // the same callback again (a reload, a replay) changes nothing
    await postCallback(url, fields);
    expect(await payment(started.payment.id)).toEqual(paid);
    expect(delta(await balance(customer), accountBefore)).toBe('-1200.50');
  });

  it('two copies of its callback at once make one collection', async () => {
    const accountBefore = await balance(customer);
    const started = await pay((await order()).id, '75.25');
    const { url, fields } = await bankCallback(started.html, '283126');
    const answers = await Promise.all([postCallback(url, fields), postCallback(url, fields), postCallback(url, fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const paid = await payment(started.payment.id);
    expect(paid.state).toBe('authorised');
    expect(delta(await balance(customer), accountBefore)).toBe('-75.25');
    const collections = (await ok(api('GET', `documents?type=collection&accountId=${customer}&limit=100`, admin))).items as { amount: string }[];
    expect(collections.filter((c) => c.amount === '75.25')).toHaveLength(1);
  });

  it('a forged callback, or one of another payment, changes nothing; the genuine one still settles it', async () => {
    const accountBefore = await balance(customer);
    const first = await pay((await order()).id, '40.00');
    const second = await pay((await order()).id, '41.00');
    const a = await bankCallback(first.html, '283126');
    const b = await bankCallback(second.html, '283126');
    // signed with another key, altered after signing, or another payment's callback sent to this one's address
    const forged = { ...a.fields, signature: fieldSignature('not-the-secret', signedValues(SIGNED.callback, a.fields)) };
    for (const fields of [forged, { ...a.fields, mdStatus: '1', status: 'success', conversationData: 'x' }, b.fields]) await postCallback(a.url, fields);
    expect((await payment(first.payment.id)).state).toBe('pending3ds');
    expect(await balance(customer)).toBe(accountBefore);
    await postCallback(a.url, a.fields);
    expect((await payment(first.payment.id)).state).toBe('authorised');
  });

  it('with a declining card, or a wrong SMS code, leaves no collection', async () => {
    const accountBefore = await balance(customer);
    const declined = await pay((await order()).id, '30.00', '4111111111111129');
    const d = await bankCallback(declined.html, '283126');
    await postCallback(d.url, d.fields);
    expect(await payment(declined.payment.id)).toMatchObject({ state: 'declined', reasonCode: '10051', collectionId: null });
    const wrong = await pay((await order()).id, '31.00');
    const w = await bankCallback(wrong.html, '999999');
    await postCallback(w.url, w.fields);
    expect(await payment(wrong.payment.id)).toMatchObject({ state: 'failed', collectionId: null });
    expect(await balance(customer)).toBe(accountBefore);
  });

  it('is refunded in parts with payment vouchers, never beyond what is left, and a refunded payment takes no more callbacks', async () => {
    const started = await pay((await order()).id, '500.00');
    const cb = await bankCallback(started.html, '283126');
    await postCallback(cb.url, cb.fields);
    const accountBefore = await balance(customer);
    const part = await ok(api('POST', `card-payments/${started.payment.id}/refund`, admin, { amount: '120.40' }));
    expect(part).toMatchObject({ state: 'authorised', refunded: '120.40' });
    expect(delta(await balance(customer), accountBefore)).toBe('120.40');
    const over = await api('POST', `card-payments/${started.payment.id}/refund`, admin, { amount: '379.61' });
    expect([over.status, over.body.code]).toEqual([409, 'VP10004']);
    const rest = await ok(api('POST', `card-payments/${started.payment.id}/refund`, admin, {}));
    expect(rest).toMatchObject({ state: 'refunded', refunded: '500.00' });
    expect(delta(await balance(customer), accountBefore)).toBe('500.00');
    await postCallback(cb.url, cb.fields);
    expect((await payment(started.payment.id)).state).toBe('refunded');
    expect((await api('POST', `card-payments/${started.payment.id}/refund`, admin, { amount: '1' })).body.code).toBe('VP10004');
  });

  it('is cancelled whole while nothing of it was refunded, reversing its collection; a refunded one is not cancelled', async () => {
    const started = await pay((await order()).id, '60.00');
    const cb = await bankCallback(started.html, '283126');
    await postCallback(cb.url, cb.fields);
    const accountBefore = await balance(customer);
    expect(await ok(api('POST', `card-payments/${started.payment.id}/cancel`, admin, {}))).toMatchObject({ state: 'cancelled', refunded: '60.00' });
    expect(delta(await balance(customer), accountBefore)).toBe('60.00');
    expect((await api('POST', `card-payments/${started.payment.id}/cancel`, admin, {})).body.code).toBe('VP10004');

    const partly = await pay((await order()).id, '61.00');
    const p2 = await bankCallback(partly.html, '283126');
    await postCallback(p2.url, p2.fields);
    await ok(api('POST', `card-payments/${partly.payment.id}/refund`, admin, { amount: '1.00' }));
    expect((await api('POST', `card-payments/${partly.payment.id}/cancel`, admin, {})).body.code).toBe('VP10004');
  });

  it('is another company’s to neither read, refund nor settle; its settings and rows are its own', async () => {
    const started = await pay((await order()).id, '20.00');
    const oteki = await login('admin@oteki.test', 'demo1234', server.baseUrl);
    expect((await api('GET', `card-payments/${started.payment.id}`, oteki)).status).toBe(404);
    expect((await api('POST', `card-payments/${started.payment.id}/refund`, oteki, {})).status).toBe(404);
    expect((await ok(api('GET', 'card-payments', oteki))).items).toEqual([]);
    expect(await ok(api('GET', 'virtual-pos-settings', oteki))).toMatchObject({ bankAccountId: null, version: 1 });
    // the bank's return names the company: the payment's token under another company's id finds nothing
    const { url, fields } = await bankCallback(started.html, '283126');
    const ours = Number(/\/odeme\/donus\/(\d+)\//.exec(url)![1]);
    const otherCompany = await server.db.system(
      async (q) => (await q.query<{ id: number }>(`select id from companies where id <> $1 order by id limit 1`, [ours])).rows[0]!.id,
    );
    expect((await postCallback(url.replace(/\/odeme\/donus\/\d+\//, `/odeme/donus/${otherCompany}/`), fields)).status).toBe(404);
    expect((await payment(started.payment.id)).state).toBe('pending3ds');
  });
});
