import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { call, login, type CallOptions } from './client';
import { startOwnServer } from './own-server';

/**
 * The B2B shop (issue #31): its back office (/b2b/ayar, /b2b/kargotanimlari, /b2b/odemetipleri, /b2b/havalehesaplari),
 * its dealers (current accounts given a shop log-in of their own audience) and the storefront found by host. A
 * server of its own: the tests give the companies shop hosts.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let other: string;
const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, base: server.baseUrl });
const OTHER_HOST = 'bayi.oteki.test';
const shop = (path: string, opts: CallOptions & { host?: string } = {}) =>
  api(opts.body === undefined ? 'GET' : 'POST', `shop/${path}`, {
    ...opts,
    headers: { ...(opts.host ? { 'x-forwarded-host': opts.host } : {}), ...(opts.headers ?? {}) },
  });
const signIn = (email: string, password: string, opts: { lang?: string; host?: string } = {}) => shop('login', { body: { email, password }, ...opts });
const newAccount = async (token: string, name: string) => {
  const r = await api('POST', 'accounts', { token, body: { kind: 'customer', name } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const newDealer = async (token: string, name: string, email: string, password = 'bayi1234') => {
  const accountId = await newAccount(token, name);
  const r = await api('PUT', `b2b/dealers/${accountId}`, { token, body: { email, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return accountId;
};
let dealers = 0;
/** A dealer of the demo company with a new e-mail. */
const newDealerEmail = async () => {
  const email = `vitrin${++dealers}@bayi.test`;
  return { email, accountId: await newDealer(admin, `Vitrin Bayi ${dealers}`, email) };
};
const asDealer = async (email: string, password = 'bayi1234', host?: string) => {
  const r = await signIn(email, password, { host });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { authorization: `Bearer ${r.body.response.token as string}` };
};

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  other = await login('admin@oteki.test', 'demo1234', server.baseUrl);
  await api('POST', 'modules/frontappui/license/accept', { token: other });
  // the demo's shop is the installation's one without a host; Öteki's has its own
  const demo = (await api('GET', 'b2b/settings', { token: admin })).body.response;
  expect((await api('PUT', 'b2b/settings', { token: admin, body: { ...demo, name: 'Demo Bayi' } })).status).toBe(200);
  const oteki = (await api('GET', 'b2b/settings', { token: other })).body.response;
  expect((await api('PUT', 'b2b/settings', { token: other, body: { ...oteki, host: OTHER_HOST, name: 'Öteki Bayi' } })).status).toBe(200);
});
afterAll(() => server?.close());

describe('the shop settings', () => {
  it("are saved per company with their version, parse every field, keep one host per shop, and are the managers' to change", async () => {
    const first = await api('GET', 'b2b/settings', { token: other });
    expect(first.body.response).toMatchObject({ version: 1, host: OTHER_HOST, name: 'Öteki Bayi', stockDisplay: 'inStock', cardOffered: false });
    const saved = await api('PUT', 'b2b/settings', {
      token: other,
      body: {
        ...first.body.response,
        host: ' Bayi.Oteki.TEST ',
        primaryColour: '#AA0011',
        publishAll: false,
        publishedGroupIds: [3, 3, 4],
        pricesWithVat: true,
        minimumOrder: '250.50',
        stockDisplay: 'exact',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({
      version: 2,
      host: OTHER_HOST,
      primaryColour: '#aa0011',
      publishAll: false,
      publishedGroupIds: [3, 4],
      pricesWithVat: true,
      minimumOrder: '250.50',
      stockDisplay: 'exact',
    });
    // saved by someone else since read
    const stale = await api('PUT', 'b2b/settings', { token: other, body: first.body.response });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('BS10001');

    const demo = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    const bad = await api('PUT', 'b2b/settings', {
      token: admin,
      lang: 'en',
      body: { ...demo, host: 'no spaces/here', primaryColour: 'red', logoUrl: 'http://x.test/logo.png', minimumOrder: '-1', stockDisplay: 'some' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['host', 'logoUrl', 'minimumOrder', 'primaryColour', 'stockDisplay']);
    const taken = await api('PUT', 'b2b/settings', { token: admin, lang: 'en', body: { ...demo, host: OTHER_HOST } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.host).toEqual(["This address is another company's dealer shop."]);

    const cashier = await login('kasa@demo.test', 'demo1234', server.baseUrl);
    expect((await api('GET', 'b2b/settings', { token: cashier })).status).toBe(403);
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await api('GET', 'b2b/settings', { token: auditor })).status).toBe(200);
    expect((await api('PUT', 'b2b/settings', { token: auditor, body: demo })).status).toBe(403);
  });

  it('has its back-office pages in the menu of the roles that manage or read the shop, and of no cashier', async () => {
    const links = async (email: string) =>
      flattenMenu((await api('GET', 'menu', { token: await login(email, 'demo1234', server.baseUrl) })).body.response as MenuItem[]).map((m) => m.mn_link);
    const pages = ['/b2b/ayar', '/b2b/odemetipleri', '/b2b/kargotanimlari', '/b2b/havalehesaplari', '/b2b/bayiler', '/b2b/islem', '/b2b/modul/caristokview'];
    expect(await links('muhasebe@demo.test')).toEqual(expect.arrayContaining(pages));
    expect(await links('denetci@demo.test')).toEqual(expect.arrayContaining(pages));
    expect((await links('kasa@demo.test')).filter((l) => l?.startsWith('/b2b/'))).toEqual([]);
  });

  it("delivery options and transfer accounts are the company's own, unique by name and IBAN, and saved with their version", async () => {
    const cargo = await api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'Yurtiçi Kargo', price: '45.00', freeAbove: '1000' } });
    expect(cargo.status, JSON.stringify(cargo.body)).toBe(201);
    expect(cargo.body.response).toMatchObject({ name: 'Yurtiçi Kargo', price: '45.00', freeAbove: '1000.00', active: true, version: 1 });
    expect((await api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'yurtiçi kargo', price: '1' } })).body.errors).toHaveProperty('name');
    const moved = await api('PUT', `b2b/cargo-options/${cargo.body.response.id}`, {
      token: admin,
      body: { ...cargo.body.response, price: '50.00', freeAbove: '' },
    });
    expect(moved.body.response).toMatchObject({ price: '50.00', freeAbove: null, version: 2 });
    expect((await api('PUT', `b2b/cargo-options/${cargo.body.response.id}`, { token: admin, body: cargo.body.response })).body.code).toBe('BS10001');
    // another company's option is out of sight (row-level security)
    expect((await api('PUT', `b2b/cargo-options/${cargo.body.response.id}`, { token: other, body: moved.body.response })).status).toBe(404);
    expect((await api('GET', 'b2b/cargo-options', { token: other })).body.response.items).toEqual([]);

    const bank = await api('POST', 'b2b/bank-accounts', {
      token: admin,
      body: { bankName: 'Ziraat', holder: 'Demo Yayın A.Ş.', iban: 'tr33 0006 1005 1978 6457 8413 26' },
    });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
    expect(bank.body.response).toMatchObject({ iban: 'TR330006100519786457841326', active: true });
    const again = await api('POST', 'b2b/bank-accounts', {
      token: admin,
      lang: 'en',
      body: { bankName: 'Ziraat', holder: 'x', iban: 'TR330006100519786457841326' },
    });
    expect(again.body.errors.iban).toEqual(['This IBAN is already listed.']);
    expect((await api('POST', 'b2b/bank-accounts', { token: admin, body: { bankName: 'B', holder: 'x', iban: '12' } })).body.errors).toHaveProperty('iban');
    expect((await api('GET', 'b2b/bank-accounts', { token: other })).body.response.items).toEqual([]);
  });
});

describe('dealers in the shop', () => {
  it("sign in at their company's host with the password the company set (hashed, throttled), and see what checkout offers them", async () => {
    const email = 'kitabevi@bayi.test';
    const accountId = await newDealer(admin, 'Kitabevi Bayi', email);
    expect((await api('GET', 'b2b/dealers', { token: admin })).body.response.items).toContainEqual({
      accountId,
      accountName: 'Kitabevi Bayi',
      email,
      active: true,
    });
    // a log-in needs a password at first, and one e-mail opens one dealer
    const bare = await newAccount(admin, 'Parolasız Bayi');
    expect(Object.keys((await api('PUT', `b2b/dealers/${bare}`, { token: admin, body: { email: 'p@bayi.test' } })).body.errors)).toEqual(['password']);
    expect((await api('PUT', `b2b/dealers/${bare}`, { token: admin, body: { email, password: 'bayi1234' } })).body.errors).toHaveProperty('email');
    // another company's account cannot be given a log-in
    expect((await api('PUT', `b2b/dealers/${accountId}`, { token: other, body: { email: 'x@y.test', password: 'bayi1234' } })).status).toBe(404);

    const wrong = await signIn(email, 'yanlis123', { lang: 'en' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'BS10003', message: 'Wrong e-mail or password.' });
    expect((await signIn('nobody@bayi.test', 'bayi1234')).body.code).toBe('BS10003');
    // the dealer is the demo's: at Öteki's host the same log-in opens nothing
    expect((await signIn(email, 'bayi1234', { host: OTHER_HOST })).body.code).toBe('BS10003');
    expect((await shop('home', { host: 'nowhere.test' })).status).toBe(200);
    expect((await shop('home', { host: OTHER_HOST })).body.response).toMatchObject({ name: 'Öteki Bayi', stockDisplay: 'exact', pricesWithVat: true });

    const bearer = await asDealer(email.toUpperCase());
    const me = await shop('me', { headers: bearer });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.response).toMatchObject({ accountId, name: 'Kitabevi Bayi', email, paymentTypes: ['onAccount', 'transfer'] });
    expect(me.body.response.cargoOptions.map((o: { name: string }) => o.name)).toContain('Yurtiçi Kargo');

    // card is offered only once the virtual POS is configured too
    const demo = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    await api('PUT', 'b2b/settings', { token: admin, body: { ...demo, cardOffered: true, transferOffered: false } });
    expect((await shop('me', { headers: bearer })).body.response.paymentTypes).toEqual(['onAccount']);

    // five wrong passwords, then the log-in waits (429 with Retry-After), even with the right password
    const tried = 'denenen@bayi.test';
    await newDealer(admin, 'Denenen Bayi', tried);
    for (let i = 0; i < 5; i++) expect((await signIn(tried, 'yanlis123')).status).toBe(401);
    const throttled = await signIn(tried, 'bayi1234');
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('AU10003');
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('hold a session no staff call accepts, and a staff or reader token opens nothing of the shop; a new password or signing out ends it', async () => {
    const email = 'oturum@bayi.test';
    const accountId = await newDealer(admin, 'Oturum Bayi', email);
    const bearer = await asDealer(email);
    // a dealer's token is no staff session
    expect((await api('GET', 'accounts', { headers: bearer })).status).toBe(401);
    expect((await api('GET', 'b2b/settings', { headers: bearer })).status).toBe(401);
    expect((await api('GET', 'reader/account', { headers: bearer })).status).toBe(401);
    // and a staff token is no dealer's
    const staff = await shop('me', { token: admin });
    expect(staff.status).toBe(401);
    expect(staff.body.code).toBe('BS10004');
    expect((await shop('me')).status).toBe(401);

    // a new password ends the sessions made with the old one; a log-in turned off ends them too
    await api('PUT', `b2b/dealers/${accountId}`, { token: admin, body: { email, password: 'yeni1234' } });
    expect((await shop('me', { headers: bearer })).status).toBe(401);
    const again = await asDealer(email, 'yeni1234');
    expect((await shop('me', { headers: again })).status).toBe(200);
    await api('PUT', `b2b/dealers/${accountId}`, { token: admin, body: { email, active: false } });
    expect((await shop('me', { headers: again })).status).toBe(401);
    expect((await signIn(email, 'yeni1234')).body.code).toBe('BS10003');
    await api('PUT', `b2b/dealers/${accountId}`, { token: admin, body: { email, active: true } });
    const last = await asDealer(email, 'yeni1234');
    expect((await shop('logout', { headers: last, body: {} })).status).toBe(200);
    expect((await shop('me', { headers: last })).status).toBe(401);
  });
});

describe('the storefront', () => {
  it('shows a dealer the published products the stock search finds, Turkish-aware, with the price and stock as the company chose, and no one else', async () => {
    const location = (await api('GET', 'locations', { token: admin })).body.response.items[0].id as number;
    const product = async (name: string, price: string, priceIncludesVat: boolean) => {
      const r = await api('POST', 'products', { token: admin, body: { name, unit: 'ADET', vatRate: 20, price, priceIncludesVat, locationId: location } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.response.id as number;
    };
    const shelf = await product('Bayi Öğretmen Kılavuzu', '120.00', true);
    const net = await product('Bayi Öğretmen Defteri', '50.00', false);
    await product('Bayi Öğretmen Gizli', '10.00', false);
    const bearer = await asDealer((await newDealerEmail()).email);
    const find = async (q: string) => (await shop(`products?q=${encodeURIComponent(q)}`, { headers: bearer })).body.response;

    const settings = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    await api('PUT', 'b2b/settings', {
      token: admin,
      body: { ...settings, publishAll: false, publishedProductIds: [shelf, net], pricesWithVat: false, stockDisplay: 'exact' },
    });
    // "ogretmen" finds "Öğretmen"; the product not published is not shown
    const found = await find('bayi ogretmen');
    expect(found.items.map((p: { id: number }) => p.id).sort()).toEqual([shelf, net].sort());
    expect(found.total).toBe(2);
    const byId = (id: number) => found.items.find((p: { id: number }) => p.id === id);
    // a shelf price of 120.00 with 20% VAT in it: 100.00 + 20.00; a net price of 50.00: 50.00 + 10.00
    expect(byId(shelf)).toMatchObject({
      price: { net: '100.00', vat: '20.00', gross: '120.00', vatRate: 20, withVat: false },
      stock: { quantity: '0', inStock: false },
    });
    expect(byId(net).price).toEqual({ net: '50.00', vat: '10.00', gross: '60.00', vatRate: 20, withVat: false });

    const now = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    await api('PUT', 'b2b/settings', { token: admin, body: { ...now, pricesWithVat: true, stockDisplay: 'hidden' } });
    expect((await find('bayi ogretmen kilavuzu')).items[0]).toMatchObject({ id: shelf, price: { withVat: true }, stock: { quantity: null, inStock: null } });
    // prices are for signed-in dealers only; a staff token is none
    expect((await shop('products?q=bayi')).status).toBe(401);
    expect((await shop('products?q=bayi', { token: admin })).status).toBe(401);
    expect((await shop('products?limit=500', { headers: bearer })).status).toBe(422);
  });
});

describe('orders from the shop', () => {
  it('a basket placed on account becomes one sales order awaiting approval at the shown prices, however often it is sent; each dealer sees only its own', async () => {
    const location = (await api('GET', 'locations', { token: admin })).body.response.items[0].id as number;
    const made = await api('POST', 'products', {
      token: admin,
      body: { name: 'Sipariş Atlası', unit: 'ADET', vatRate: 20, price: '100.00', priceIncludesVat: false, locationId: location },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const productId = made.body.response.id as number;
    const hidden = await api('POST', 'products', {
      token: admin,
      body: { name: 'Sipariş Gizli', unit: 'ADET', vatRate: 20, price: '5.00', locationId: location },
    });
    const settings = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    const open = {
      ...settings,
      publishAll: false,
      publishedProductIds: [productId],
      publishedGroupIds: [],
      minimumOrder: '0.00',
      onAccountOffered: true,
      transferOffered: true,
    };
    expect((await api('PUT', 'b2b/settings', { token: admin, body: open })).status).toBe(200);
    const cargo = (await api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'Sipariş Kargo', price: '30.00', freeAbove: '500.00' } })).body
      .response;

    const a = await newDealerEmail();
    const b = await newDealerEmail();
    const asA = await asDealer(a.email);
    const asB = await asDealer(b.email);
    const basket = { lines: [{ productId, quantity: '2' }], deliveryAddress: 'Kadıköy, İstanbul', cargoOptionId: cargo.id, paymentType: 'onAccount' };
    const order = (key: string, body: unknown = basket, headers = asA) => shop('orders', { headers: { ...headers, 'idempotency-key': key }, body });

    const first = await order('sepet-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 2 × 100.00 + 20 % VAT; delivery 30.00 under 500.00
    expect(first.body.response).toMatchObject({ status: 'draft', paymentType: 'onAccount', paymentState: 'onAccount', total: '240.00', cargoPrice: '30.00' });
    const documentId = first.body.response.documentId as number;
    const inPanel = (await api('GET', `documents/${documentId}`, { token: admin })).body.response;
    expect(inPanel).toMatchObject({ type: 'salesOrder', status: 'draft', accountId: a.accountId });
    expect(inPanel.allowedEvents).toContain('APPROVE');

    // a retry, and a double click sent four times at once, make no second order
    expect((await order('sepet-1')).body.response.documentId).toBe(documentId);
    const clicks = await Promise.all([1, 2, 3, 4].map(() => order('sepet-2')));
    expect(clicks.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(clicks.map((r) => r.body.response.documentId)).size).toBe(1);
    // the same key with another basket is refused; without a key nothing is placed
    expect((await order('sepet-1', { ...basket, lines: [{ productId, quantity: '3' }] })).body.code).toBe('VA10023');
    expect((await shop('orders', { headers: asA, body: basket })).status).toBe(422);

    const listed = (await api('GET', 'b2b/orders', { token: admin })).body.response;
    const mine = listed.items.filter((o: { accountId: number }) => o.accountId === a.accountId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      accountName: expect.stringContaining('Vitrin Bayi'),
      paymentState: 'onAccount',
      total: '240.00',
      cargoName: 'Sipariş Kargo',
    });
    // a dealer sees its own orders, never another's; another company sees none of them
    expect((await shop('orders', { headers: asA })).body.response.total).toBe(2);
    expect((await shop('orders', { headers: asB })).body.response).toEqual({ items: [], total: 0 });
    expect((await api('GET', 'b2b/orders', { token: other })).body.response.items).toEqual([]);

    // refused, nothing placed: a product not published, a payment type not offered, under the minimum order
    const notPublished = await order('sepet-3', { ...basket, lines: [{ productId: hidden.body.response.id, quantity: '1' }] }, asB);
    expect(Object.keys(notPublished.body.errors)).toEqual(['lines.0.productId']);
    expect(Object.keys((await order('sepet-4', { ...basket, paymentType: 'card' }, asB)).body.errors)).toEqual(['paymentType']);
    const now = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    await api('PUT', 'b2b/settings', { token: admin, body: { ...now, minimumOrder: '1000.00' } });
    const small = await shop('orders', { headers: { ...asB, 'idempotency-key': 'sepet-5' }, body: basket, lang: 'en' });
    expect(small.body.errors.lines).toEqual(['The order must come to at least 1000.00.']);
    expect((await shop('orders', { headers: asB })).body.response.total).toBe(0);
    // a staff token places nothing in the shop
    expect((await shop('orders', { token: admin, headers: { 'idempotency-key': 'sepet-6' }, body: basket })).status).toBe(401);
  });

  it('gets the campaigns a sales order of the same lines gets in the panel, from the same evaluator', async () => {
    const location = (await api('GET', 'locations', { token: admin })).body.response.items[0].id as number;
    const made = await api('POST', 'products', {
      token: admin,
      body: { name: 'Kampanyalı Sözlük', unit: 'ADET', vatRate: 20, price: '200.00', priceIncludesVat: true, locationId: location },
    });
    const productId = made.body.response.id as number;
    const campaign = await api('POST', 'campaigns', {
      token: admin,
      body: { name: 'Bayi sözlük %15', kind: 'percent', scope: 'product', productIds: [productId], percent: '15' },
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const settings = (await api('GET', 'b2b/settings', { token: admin })).body.response;
    await api('PUT', 'b2b/settings', { token: admin, body: { ...settings, publishAll: true, minimumOrder: '0.00', onAccountOffered: true } });
    const cargo = (await api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'Kampanya Kargo', price: '20.00' } })).body.response;
    const dealer = await newDealerEmail();
    const placed = await shop('orders', {
      headers: { ...(await asDealer(dealer.email)), 'idempotency-key': 'kampanya-1' },
      body: { lines: [{ productId, quantity: '3' }], deliveryAddress: 'Çankaya, Ankara', cargoOptionId: cargo.id, paymentType: 'onAccount' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const fromShop = (await api('GET', `documents/${placed.body.response.documentId}`, { token: admin })).body.response;
    const inPanel = await api('POST', 'documents', {
      token: admin,
      body: { type: 'salesOrder', accountId: dealer.accountId, lines: [{ productId, quantity: '3', unitPrice: '200', vatRate: 20, priceIncludesVat: true }] },
    });
    expect(inPanel.status, JSON.stringify(inPanel.body)).toBe(201);
    const discounts = (doc: { lines: { campaignDiscounts?: { name: string; amount: string }[] }[] }) =>
      doc.lines.map((l) => (l.campaignDiscounts ?? []).map((d) => `${d.name}:${d.amount}`));
    // 3 × 200.00 with VAT in it, 15 % off: 90.00 off, 510.00 to pay
    expect(discounts(fromShop)).toEqual([['Bayi sözlük %15:90.00']]);
    expect(discounts(fromShop)).toEqual(discounts(inPanel.body.response));
    expect(fromShop.totals.grand).toBe(inPanel.body.response.totals.grand);
    expect(placed.body.response.total).toBe('510.00');
  });
});
