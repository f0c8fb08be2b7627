import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { shopAccountSchema, shopInvoicePageSchema, shopOrderDetailSchema } from '../../src/domain/schemas/b2b-shop';
import { cardPaymentStartedSchema } from '../../src/domain/schemas/virtual-pos';
import { statementSchema } from '../../src/domain/schemas/statement';
import { iyzicoProvider } from '../../src/server/payments/iyzico';
import { SANDBOX_API_KEY, SANDBOX_SECRET_KEY } from '../../src/sandbox-payments/credentials';
import { bankCallback, startSandboxPayments } from '../support/sandbox-payments';
import { call, login, type CallOptions } from './client';
import { startOwnServer } from './own-server';

/**
 * The B2B shop's checkout (issue #31): a dealer pays its own order by card through the bank's 3-D Secure page (the
 * sandbox payment provider beside the server), an order on account stays within the dealer's risk limit, and the
 * dealer reads its own account, statement and invoices (/b2b/modul/caristokview), never another dealer's.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxPayments>>;
let sandbox: Sandbox;
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let productId: number;
let cargoId: number;
let bank: number;
let dealers = 0;
const SMS = '283126';
const APPROVED = '5528790000000008';
const DECLINED = '4111111111111129';

const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const shop = (method: string, path: string, opts: CallOptions = {}) => api(method, `shop/${path}`, opts);
const card = (number = APPROVED) => ({ holder: 'Ayşe Kaya', number, expireMonth: '12', expireYear: '2030', cvc: '123' });

/** A current account of the demo company given a shop log-in, signed in: its id and its bearer header. */
async function newDealer(attributes: Record<string, unknown> = {}) {
  const n = ++dealers;
  const accountId = (await ok(api('POST', 'accounts', { token: admin, body: { kind: 'customer', name: `Ödeme Bayi ${n}`, ...attributes } }), 201)).id as number;
  const email = `odeme${n}@bayi.test`;
  await ok(api('PUT', `b2b/dealers/${accountId}`, { token: admin, body: { email, password: 'bayi1234' } }));
  const token = (await ok(shop('POST', 'login', { body: { email, password: 'bayi1234' } }))).token as string;
  return { accountId, headers: { authorization: `Bearer ${token}` } };
}
type Dealer = Awaited<ReturnType<typeof newDealer>>;

let keys = 0;
/** Places a basket of `quantity` × 100.00 + 20 % VAT, with 30.00 cargo (free from 1000.00). */
const place = (dealer: Dealer, paymentType: string, quantity = '2', key = `sepet-${++keys}`) =>
  shop('POST', 'orders', {
    headers: { ...dealer.headers, 'idempotency-key': key },
    body: { lines: [{ productId, quantity }], deliveryAddress: 'Kadıköy, İstanbul', cargoOptionId: cargoId, paymentType },
  });
const placed = async (dealer: Dealer, paymentType: string, quantity = '2') => (await ok(place(dealer, paymentType, quantity), 201)).documentId as number;
const startCard = (dealer: Dealer, documentId: number, number = APPROVED) =>
  shop('POST', `orders/${documentId}/card`, { headers: dealer.headers, body: { card: card(number) } });
const order = (dealer: Dealer, documentId: number) => ok(shop('GET', `orders/${documentId}`, { headers: dealer.headers }));
const payments = async (documentId: number) =>
  (await ok(api('GET', `card-payments?documentId=${documentId}`, { token: admin }))).items as { collectionId: number | null; state: string }[];
const balance = async (accountId: number) => (await ok(api('GET', `accounts/${accountId}`, { token: admin }))).balance as string;
const postForm = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

beforeAll(async () => {
  sandbox = await startSandboxPayments();
  // the background round asks about payments waiting longer than its 2 minutes, every 100 ms here
  server = await startOwnServer({ paymentsUrl: sandbox.url, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar', cardRecheckMs: 100 });
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  bank = (await ok(api('POST', 'cash-accounts', { token: admin, body: { kind: 'bank', name: 'Bayi sanal pos', currency: 'TRY' } }), 201)).id;
  const location = (await ok(api('GET', 'locations', { token: admin }))).items[0].id as number;
  productId = (
    await ok(
      api('POST', 'products', {
        token: admin,
        body: { name: 'Ödeme Atlası', unit: 'ADET', vatRate: 20, price: '100.00', priceIncludesVat: false, locationId: location },
      }),
      201,
    )
  ).id;
  cargoId = (await ok(api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'Ödeme Kargo', price: '30.00', freeAbove: '1000.00' } }), 201)).id;
  const settings = await ok(api('GET', 'b2b/settings', { token: admin }));
  await ok(
    api('PUT', 'b2b/settings', {
      token: admin,
      body: {
        ...settings,
        publishAll: false,
        publishedProductIds: [productId],
        publishedGroupIds: [],
        minimumOrder: '0.00',
        onAccountOffered: true,
        transferOffered: true,
        cardOffered: true,
      },
    }),
  );
});
afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

describe("card payment in the shop's checkout", () => {
  it('is offered once the virtual POS has a bank account for its collections; a card order is placed awaiting its payment, and takes none once cancelled', async () => {
    const dealer = await newDealer();
    expect((await ok(shop('GET', 'me', { headers: dealer.headers }))).paymentTypes).toEqual(['onAccount', 'transfer']);
    expect(Object.keys((await place(dealer, 'card')).body.errors)).toEqual(['paymentType']);
    const pos = await ok(api('GET', 'virtual-pos-settings', { token: admin }));
    const { secretKeySet: _, ...rest } = pos;
    await ok(api('PUT', 'virtual-pos-settings', { token: admin, body: { ...rest, provider: 'sandbox', bankAccountId: bank } }));
    expect((await ok(shop('GET', 'me', { headers: dealer.headers }))).paymentTypes).toEqual(['onAccount', 'transfer', 'card']);
    const placedOrder = await ok(place(dealer, 'card'), 201);
    expect(placedOrder).toMatchObject({ paymentType: 'card', paymentState: 'awaitingCard', total: '240.00', cargoPrice: '30.00' });
    // an order the panel cancelled takes no payment
    const doc = await ok(api('GET', `documents/${placedOrder.documentId}`, { token: admin }));
    await ok(api('POST', `documents/${placedOrder.documentId}/events`, { token: admin, body: { type: 'CANCEL', version: doc.version } }));
    expect((await startCard(dealer, placedOrder.documentId)).body.code).toBe('BS10022');
  });

  it("a dealer's card order paid through the bank's 3-D Secure page becomes paid with one collection, however often its callback comes; no one else starts its payment", async () => {
    const dealer = await newDealer();
    const stranger = await newDealer();
    const documentId = await placed(dealer, 'card');
    const before = await balance(dealer.accountId);

    // only the dealer's own order, only the dealer's session, each wrong field named
    expect((await startCard(stranger, documentId)).status).toBe(404);
    expect((await shop('GET', `orders/${documentId}`, { headers: stranger.headers })).status).toBe(404);
    expect((await shop('POST', `orders/${documentId}/card`, { token: admin, body: { card: card() } })).body.code).toBe('BS10004');
    const bad = await shop('POST', `orders/${documentId}/card`, {
      headers: dealer.headers,
      lang: 'en',
      body: { card: { holder: '', number: '12', expireMonth: '13', expireYear: '30', cvc: 'a' }, amount: '1.00' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'card.cvc', 'card.expireMonth', 'card.expireYear', 'card.holder', 'card.number']);
    expect(await payments(documentId)).toEqual([]);

    // the amount is the order's total and its cargo, whatever the storefront thinks; a second click starts nothing
    const started = await ok(startCard(dealer, documentId), 201);
    cardPaymentStartedSchema.parse(started);
    expect(started.payment).toMatchObject({ state: 'pending3ds', amount: '270.00', documentId, accountId: dealer.accountId, bankAccountId: bank });
    const again = await startCard(dealer, documentId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BS10023');
    // the dealer is still at the bank: reading the order asks the provider, which says it waits
    expect(await order(dealer, documentId)).toMatchObject({ paymentState: 'awaitingCard', cardPayments: [{ state: 'pending3ds', amount: '270.00' }] });

    const { url, fields } = await bankCallback(started.html, SMS);
    const back = await postForm(url, fields);
    expect(back.status).toBe(303);
    const to = new URL(back.headers.get('location')!);
    expect(to.pathname).toBe(`/magaza/siparis/${documentId}`);
    expect(to.origin).toBe(new URL(server.baseUrl).origin);

    const paid = await order(dealer, documentId);
    shopOrderDetailSchema.parse(paid);
    expect(paid).toMatchObject({
      documentId,
      paymentType: 'card',
      paymentState: 'paid',
      total: '240.00',
      cargoPrice: '30.00',
      amountDue: '270.00',
      lines: [{ productId, name: 'Ödeme Atlası', quantity: '2', unitPrice: '100', vatRate: 20, total: '200.00' }],
      cardPayments: [{ state: 'authorised', amount: '270.00' }],
    });
    const [payment] = await payments(documentId);
    expect(payment!.collectionId).toEqual(expect.any(Number));
    expect(new Dec(await balance(dealer.accountId)).minus(before).toFixed(2)).toBe('-270.00');

    // the same callback again, and a forged one, change nothing; a paid order takes no more payments
    expect((await postForm(url, fields)).status).toBe(303);
    expect((await postForm(url, { ...fields, signature: 'x'.repeat(64) })).status).toBe(303);
    expect(await payments(documentId)).toEqual([payment]);
    expect(new Dec(await balance(dealer.accountId)).minus(before).toFixed(2)).toBe('-270.00');
    expect((await startCard(dealer, documentId)).body.code).toBe('BS10022');
    const panel = (await ok(api('GET', 'b2b/orders', { token: admin }))).items.find((o: { documentId: number }) => o.documentId === documentId);
    expect(panel).toMatchObject({ paymentState: 'paid' });
    // an order on account awaits no card payment either
    expect((await startCard(dealer, await placed(dealer, 'onAccount'))).body.code).toBe('BS10022');
  });

  it('a declined card leaves the order awaiting its payment with no collection, and the dealer pays it again', async () => {
    const dealer = await newDealer();
    const documentId = await placed(dealer, 'card');
    const before = await balance(dealer.accountId);
    const declined = await ok(startCard(dealer, documentId, DECLINED), 201);
    const { url, fields } = await bankCallback(declined.html, SMS);
    expect((await postForm(url, fields)).status).toBe(303);
    expect(await order(dealer, documentId)).toMatchObject({ paymentState: 'awaitingCard', cardPayments: [{ state: 'declined' }] });
    expect((await payments(documentId)).map((p) => p.collectionId)).toEqual([null]);
    expect(await balance(dealer.accountId)).toBe(before);

    // a wrong SMS code fails too; then the right card pays
    const wrongCode = await ok(startCard(dealer, documentId), 201);
    const failed = await bankCallback(wrongCode.html, '000000');
    await postForm(failed.url, failed.fields);
    const second = await ok(startCard(dealer, documentId), 201);
    const good = await bankCallback(second.html, SMS);
    await postForm(good.url, good.fields);
    const read = await order(dealer, documentId);
    expect(read.paymentState).toBe('paid');
    expect(read.cardPayments.map((p: { state: string }) => p.state)).toEqual(['declined', 'failed', 'authorised']);
    expect((await payments(documentId)).filter((p) => p.collectionId !== null)).toHaveLength(1);
    expect(new Dec(await balance(dealer.accountId)).minus(before).toFixed(2)).toBe('-270.00');
  });

  it('a payment the bank charged but whose callback never came is settled once, by asking the provider when the order is read', async () => {
    const dealer = await newDealer();
    const documentId = await placed(dealer, 'card');
    const before = await balance(dealer.accountId);
    const started = await ok(startCard(dealer, documentId), 201);
    // the card holder passed 3-D Secure and the bank charged the card, but its callback was lost on the way
    const { url, fields } = await bankCallback(started.html, SMS);
    const bankSide = iyzicoProvider({ apiKey: SANDBOX_API_KEY, secretKey: SANDBOX_SECRET_KEY, baseUrl: sandbox.url });
    expect((await bankSide.complete(bankSide.callback(fields))).state).toBe('authorised');

    const reads = await Promise.all([order(dealer, documentId), order(dealer, documentId)]);
    expect(reads.map((r) => r.paymentState)).toEqual(['paid', 'paid']);
    expect((await payments(documentId)).filter((p) => p.collectionId !== null)).toHaveLength(1);
    // the callback arriving late changes nothing
    await postForm(url, fields);
    expect((await payments(documentId)).filter((p) => p.collectionId !== null)).toHaveLength(1);
    expect(new Dec(await balance(dealer.accountId)).minus(before).toFixed(2)).toBe('-270.00');
  });

  it('a payment left waiting is asked of the provider by the background round, and the order is paid without anyone reading it', async () => {
    const dealer = await newDealer();
    const documentId = await placed(dealer, 'card');
    const started = await ok(startCard(dealer, documentId), 201);
    const { fields } = await bankCallback(started.html, SMS);
    const bankSide = iyzicoProvider({ apiKey: SANDBOX_API_KEY, secretKey: SANDBOX_SECRET_KEY, baseUrl: sandbox.url });
    await bankSide.complete(bankSide.callback(fields));
    // the round leaves a fresh payment to its callback; three minutes on, it asks
    await new Promise((r) => setTimeout(r, 400));
    expect((await payments(documentId)).map((p) => p.state)).toEqual(['pending3ds']);
    await server.db.system((q) => q.query(`update card_payments set created_at = created_at - interval '3 minutes' where document_id = $1`, [documentId]));
    const deadline = Date.now() + 10_000;
    while ((await payments(documentId))[0]!.state === 'pending3ds' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect((await payments(documentId)).map((p) => [p.state, p.collectionId !== null])).toEqual([['authorised', true]]);
    const panel = (await ok(api('GET', 'b2b/orders', { token: admin }))).items.find((o: { documentId: number }) => o.documentId === documentId);
    expect(panel).toMatchObject({ paymentState: 'paid' });
  });
});

describe('the risk limit of an order on account', () => {
  it("refuses an order on account beyond the dealer's balance and open orders, in the dealer's language; card orders, dealers without a limit and the minimum order are as before", async () => {
    const dealer = await newDealer({ riskLimit: '1000' });
    // 240.00 + 30.00 cargo each
    await placed(dealer, 'onAccount');
    await placed(dealer, 'onAccount');
    await placed(dealer, 'onAccount');
    expect(await ok(shop('GET', 'account', { headers: dealer.headers }))).toMatchObject({ balance: '0.00', openOrders: '810.00', riskLeft: '190.00' });
    const over = await place(dealer, 'onAccount', '2', 'sepet-fazla');
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'BS10021' });
    const inEnglish = await shop('POST', 'orders', {
      headers: { ...dealer.headers, 'idempotency-key': 'sepet-fazla-en' },
      lang: 'en',
      body: { lines: [{ productId, quantity: '2' }], deliveryAddress: 'Kadıköy', cargoOptionId: cargoId, paymentType: 'onAccount' },
    });
    expect(inEnglish.body.message).toBe('This order exceeds your risk limit: what is left of it for orders on account is 190.00 TL.');
    expect((await ok(shop('GET', 'orders', { headers: dealer.headers }))).total).toBe(3);
    // within what is left it passes; a card order is not on account
    const small = await placed(dealer, 'onAccount', '1'); // 120.00 + 30.00
    expect((await place(dealer, 'card', '9')).status).toBe(201);
    expect((await ok(shop('GET', 'account', { headers: dealer.headers }))).riskLeft).toBe('40.00');

    // a cancelled order gives its part of the limit back
    const doc = await ok(api('GET', `documents/${small}`, { token: admin }));
    await ok(api('POST', `documents/${small}/events`, { token: admin, body: { type: 'CANCEL', version: doc.version } }));
    expect((await ok(shop('GET', 'account', { headers: dealer.headers }))).riskLeft).toBe('190.00');

    // a dealer with no limit is not checked
    const free = await newDealer();
    expect((await place(free, 'onAccount', '50')).status).toBe(201);
    expect((await ok(shop('GET', 'account', { headers: free.headers }))).riskLimit).toBeNull();

    // the minimum order still holds
    const settings = await ok(api('GET', 'b2b/settings', { token: admin }));
    await ok(api('PUT', 'b2b/settings', { token: admin, body: { ...settings, minimumOrder: '1000.00' } }));
    const under = await place(free, 'onAccount', '1');
    expect(Object.keys(under.body.errors)).toEqual(['lines']);
    const now = await ok(api('GET', 'b2b/settings', { token: admin }));
    await ok(api('PUT', 'b2b/settings', { token: admin, body: { ...now, minimumOrder: '0.00' } }));
  });

  it('lets through only as many parallel orders as fit the limit, however they arrive together', async () => {
    const dealer = await newDealer({ riskLimit: '600' });
    // each 270.00: two fit, the third and beyond do not, however they arrive together
    const tries = await Promise.all([1, 2, 3, 4, 5].map((i) => place(dealer, 'onAccount', '2', `paralel-${i}`)));
    expect(tries.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await ok(shop('GET', 'account', { headers: dealer.headers }))).toMatchObject({ openOrders: '540.00', riskLeft: '60.00' });
  });
});

describe("the dealer's own account (/b2b/modul/caristokview)", () => {
  it('shows the dealer its balance, statement and invoices, never another dealer’s; staff tokens open none of it and dealer tokens no staff call', async () => {
    const a = await newDealer({ riskLimit: '5000' });
    const b = await newDealer();
    const invoice = async (accountId: number, quantity: string) => {
      let doc = await ok(
        api('POST', 'documents', {
          token: admin,
          body: { type: 'salesInvoice', accountId, lines: [{ productId, quantity, unitPrice: '100.00', vatRate: 20 }] },
        }),
        201,
      );
      for (const type of ['START', 'COMPLETE'])
        doc = await ok(api('POST', `documents/${doc.id}/events`, { token: admin, body: { type, version: doc.version } }));
      return doc as { id: number; number: string };
    };
    const mine = await invoice(a.accountId, '3'); // 360.00
    const theirs = await invoice(b.accountId, '1');

    const account = await ok(shop('GET', 'account', { headers: a.headers }));
    shopAccountSchema.parse(account);
    expect(account).toEqual({
      accountId: a.accountId,
      name: expect.stringContaining('Ödeme Bayi'),
      balance: '360.00',
      riskLimit: '5000.00',
      openOrders: '0.00',
      riskLeft: '4640.00',
    });

    const statement = await ok(shop('GET', 'account/statement', { headers: a.headers }));
    statementSchema.parse(statement);
    expect(statement.account.id).toBe(a.accountId);
    expect(statement.rows.map((r: { documentId: number; balance: string }) => [r.documentId, r.balance])).toEqual([[mine.id, '360.00']]);
    expect(statement.closing).toBe('360.00');
    const bad = await shop('GET', 'account/statement?from=2024-02-30', { headers: a.headers, lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);

    const invoices = await ok(shop('GET', 'invoices', { headers: a.headers }));
    shopInvoicePageSchema.parse(invoices);
    expect(invoices.items).toEqual([expect.objectContaining({ id: mine.id, number: mine.number, total: '360.00', status: 'completed' })]);
    expect((await ok(shop('GET', 'invoices', { headers: b.headers }))).items.map((i: { id: number }) => i.id)).toEqual([theirs.id]);

    // the company chooses what the dealer's page shows (/b2b/modul/caristokview)
    expect(await ok(shop('GET', 'me', { headers: a.headers }))).toMatchObject({ showStatement: true, showInvoices: true });
    const settings = await ok(api('GET', 'b2b/settings', { token: admin }));
    await ok(api('PUT', 'b2b/settings', { token: admin, body: { ...settings, showStatement: false, showInvoices: false } }));
    expect(await ok(shop('GET', 'me', { headers: a.headers }))).toMatchObject({ showStatement: false, showInvoices: false });
    for (const path of ['account/statement', 'invoices']) {
      const hidden = await shop('GET', path, { headers: a.headers, lang: 'en' });
      expect(hidden.status).toBe(403);
      expect(hidden.body).toMatchObject({ code: 'BS10024', message: 'The shop does not show this page to dealers.' });
    }
    const hiddenNow = await ok(api('GET', 'b2b/settings', { token: admin }));
    await ok(api('PUT', 'b2b/settings', { token: admin, body: { ...hiddenNow, showStatement: true, showInvoices: true } }));

    // a staff token opens none of the dealer's pages, and a dealer's token no staff call
    for (const path of ['account', 'account/statement', 'invoices', 'orders/1']) expect((await shop('GET', path, { token: admin })).body.code).toBe('BS10004');
    expect((await api('GET', `accounts/${a.accountId}/statement`, { headers: a.headers })).status).toBe(401);
    expect((await api('GET', `card-payments?documentId=1`, { headers: a.headers })).status).toBe(401);
  });
});
