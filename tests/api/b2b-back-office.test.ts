import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type CallOptions } from './client';
import { startOwnServer } from './own-server';

/**
 * The B2B shop's back office (issue #31): what it publishes (/b2b/ayarList), the campaigns that run in it
 * (/b2b/kampanya), its content pages (/b2b/iceriksayfalari), the dealers' reviews (/b2b/yorum) and the collection
 * that pays an order placed for a bank transfer (/b2b/islem). A server of its own: the tests change the shop's
 * settings and reach into the database.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let other: string;
const OTHER_HOST = 'ofis.oteki.test';
const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, base: server.baseUrl });
const shop = (path: string, opts: CallOptions & { host?: string } = {}) =>
  api(opts.body === undefined ? 'GET' : 'POST', `shop/${path}`, {
    ...opts,
    headers: { ...(opts.host ? { 'x-forwarded-host': opts.host } : {}), ...(opts.headers ?? {}) },
  });
let seq = 0;
const newProduct = async (name: string, extra: Record<string, unknown> = {}) => {
  const location = (await api('GET', 'locations', { token: admin })).body.response.items[0].id as number;
  const r = await api('POST', 'products', {
    token: admin,
    body: { name, unit: 'ADET', vatRate: 20, price: '100.00', priceIncludesVat: false, locationId: location, ...extra },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const newDealer = async () => {
  const n = ++seq;
  const account = await api('POST', 'accounts', { token: admin, body: { kind: 'customer', name: `Ofis Bayi ${n}` } });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const accountId = account.body.response.id as number;
  const email = `ofis${n}@bayi.test`;
  expect((await api('PUT', `b2b/dealers/${accountId}`, { token: admin, body: { email, password: 'bayi1234' } })).status).toBe(200);
  const signed = await shop('login', { body: { email, password: 'bayi1234' } });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { accountId, headers: { authorization: `Bearer ${signed.body.response.token as string}` } };
};
const settings = async () => (await api('GET', 'b2b/settings', { token: admin })).body.response;
const saveSettings = async (change: Record<string, unknown>) => {
  const r = await api('PUT', 'b2b/settings', { token: admin, body: { ...(await settings()), ...change } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
let cargoId: number;
const placeOrder = async (dealer: { headers: Record<string, string> }, productId: number, paymentType = 'onAccount', quantity = '1') =>
  shop('orders', {
    headers: { ...dealer.headers, 'idempotency-key': `ofis-${++seq}` },
    body: { lines: [{ productId, quantity }], deliveryAddress: 'Beşiktaş, İstanbul', cargoOptionId: cargoId, paymentType },
  });
const found = async (dealer: { headers: Record<string, string> }, q: string) =>
  ((await shop(`products?q=${encodeURIComponent(q)}`, { headers: dealer.headers })).body.response.items as { id: number }[]).map((p) => p.id).sort();

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  other = await login('admin@oteki.test', 'demo1234', server.baseUrl);
  await api('POST', 'modules/frontappui/license/accept', { token: other });
  await saveSettings({ name: 'Ofis Bayi', publishAll: true, minimumOrder: '0.00', onAccountOffered: true, transferOffered: true });
  const oteki = (await api('GET', 'b2b/settings', { token: other })).body.response;
  expect((await api('PUT', 'b2b/settings', { token: other, body: { ...oteki, host: OTHER_HOST, name: 'Öteki Ofis' } })).status).toBe(200);
  const cargo = await api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'Ofis Kargo', price: '20.00' } });
  expect(cargo.status, JSON.stringify(cargo.body)).toBe(201);
  cargoId = cargo.body.response.id;
});
afterAll(() => server?.close());

describe('what the shop publishes (/b2b/ayarList)', () => {
  it('a hidden product never appears in the storefront nor can be ordered, whatever publishes it; groups and products are published in bulk', async () => {
    const group = await api('POST', 'definitions/category', { token: admin, body: { name: 'Yayın Grubu Atlas' } });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const groupId = group.body.response.id as number;
    const inGroup = await newProduct('Yayınlı Atlas Bir', { categoryId: groupId });
    const hidden = await newProduct('Yayınlı Atlas İki', { categoryId: groupId });
    const alone = await newProduct('Yayınlı Atlas Üç');
    const dealer = await newDealer();

    // everything published: all three show; hiding one takes it out of the search and the orders
    expect(await found(dealer, 'yayinli atlas')).toEqual([inGroup, hidden, alone].sort());
    const hide = await api('POST', 'b2b/publishing/products', { token: admin, body: { productIds: [hidden], published: false } });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(await found(dealer, 'yayinli atlas')).toEqual([inGroup, alone].sort());
    const refused = await placeOrder(dealer, hidden);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['lines.0.productId']);

    // only the group published: its products but the hidden one
    await saveSettings({ publishAll: false, publishedGroupIds: [], publishedProductIds: [] });
    expect(await found(dealer, 'yayinli atlas')).toEqual([]);
    expect((await api('POST', 'b2b/publishing/groups', { token: admin, body: { groupIds: [groupId], published: true } })).status).toBe(200);
    expect(await found(dealer, 'yayinli atlas')).toEqual([inGroup]);
    const groups = (await api('GET', 'b2b/publishing/groups', { token: admin })).body.response;
    expect(groups.publishAll).toBe(false);
    expect(groups.items.find((g: { id: number }) => g.id === groupId)).toMatchObject({ name: 'Yayın Grubu Atlas', published: true });

    // the list the page shows, with a search and a state filter
    const listed = (state: string) =>
      api('GET', `b2b/publishing/products?q=${encodeURIComponent('Yayınlı Atlas')}&state=${state}`, { token: admin }).then((r) =>
        (r.body.response.items as { id: number; published: boolean }[]).map((p) => p.id).sort(),
      );
    expect(await listed('published')).toEqual([inGroup]);
    expect(await listed('hidden')).toEqual([hidden, alone].sort());

    // bulk: the hidden one and the one outside the group published at once
    expect((await api('POST', 'b2b/publishing/products', { token: admin, body: { productIds: [hidden, alone], published: true } })).status).toBe(200);
    expect(await found(dealer, 'yayinli atlas')).toEqual([inGroup, hidden, alone].sort());
    expect(await listed('hidden')).toEqual([]);
    expect((await placeOrder(dealer, hidden)).status).toBe(201);

    // another company's product, a staff reader and a body not parsed are refused
    const unknown = await api('POST', 'b2b/publishing/products', { token: other, lang: 'en', body: { productIds: [inGroup], published: false } });
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([422, ['productIds']]);
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await api('GET', 'b2b/publishing/products', { token: auditor })).status).toBe(200);
    expect((await api('POST', 'b2b/publishing/products', { token: auditor, body: { productIds: [inGroup], published: false } })).status).toBe(403);
    const bad = await api('POST', 'b2b/publishing/groups', { token: admin, body: { groupIds: [], published: 'yes' } });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['groupIds', 'published']);
    await saveSettings({ publishAll: true });
  });
});

describe('the shop campaigns (/b2b/kampanya)', () => {
  it('a shop order gets the campaigns that run in the shop and not those of the panel only; a panel order the other way round', async () => {
    const productId = await newProduct('Kanal Sözlüğü', { price: '200.00', priceIncludesVat: true });
    const campaign = async (name: string, percent: string, channel?: string) => {
      const r = await api('POST', 'campaigns', {
        token: admin,
        body: { name, kind: 'percent', scope: 'product', productIds: [productId], percent, ...(channel ? { channel } : {}) },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.response;
    };
    const everywhere = await campaign('Kanal her yerde %5', '5');
    const shopOnly = await campaign('Kanal mağaza %10', '10', 'shop');
    const panelOnly = await campaign('Kanal panel %20', '20', 'panel');
    expect([everywhere.channel, shopOnly.channel, panelOnly.channel]).toEqual(['all', 'shop', 'panel']);
    const dealer = await newDealer();
    const names = (doc: { lines: { campaignDiscounts?: { name: string }[] }[] }) =>
      doc.lines.flatMap((l) => (l.campaignDiscounts ?? []).map((d) => d.name)).sort();

    const placed = await placeOrder(dealer, productId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const fromShop = (await api('GET', `documents/${placed.body.response.documentId}`, { token: admin })).body.response;
    expect(names(fromShop)).toEqual(['Kanal her yerde %5', 'Kanal mağaza %10']);
    const inPanel = await api('POST', 'documents', {
      token: admin,
      body: { type: 'salesOrder', accountId: dealer.accountId, lines: [{ productId, quantity: '1', unitPrice: '200', vatRate: 20, priceIncludesVat: true }] },
    });
    expect(inPanel.status, JSON.stringify(inPanel.body)).toBe(201);
    expect(names(inPanel.body.response)).toEqual(['Kanal her yerde %5', 'Kanal panel %20']);

    // the staff editing the shop's order keep it a shop order: its campaigns stay the shop's
    const edited = await api('POST', `documents/${fromShop.id}/events`, {
      token: admin,
      body: { type: 'EDIT', version: fromShop.version, lines: [{ productId, quantity: '2', unitPrice: '200', vatRate: 20, priceIncludesVat: true }] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(names(edited.body.response)).toEqual(['Kanal her yerde %5', 'Kanal mağaza %10']);

    // moved to the panel, the shop's campaign is no longer given in the shop
    const { id, ...moved } = shopOnly;
    expect((await api('PUT', `campaigns/${id}`, { token: admin, body: { ...moved, channel: 'panel' } })).status).toBe(200);
    const again = await placeOrder(dealer, productId);
    const later = (await api('GET', `documents/${again.body.response.documentId}`, { token: admin })).body.response;
    expect(names(later)).toEqual(['Kanal her yerde %5']);
    const bad = await api('POST', 'campaigns', { token: admin, body: { name: 'Kanal kötü', kind: 'percent', scope: 'basket', percent: '1', channel: 'web' } });
    expect(Object.keys(bad.body.errors)).toEqual(['channel']);
  });
});

describe('content pages (/b2b/iceriksayfalari)', () => {
  const HOSTILE =
    '<h2 onclick="steal()">Mesafeli Satış</h2><p style="position:fixed"><b>Kalın</b> ve <i>eğik</i> <a href="javascript:alert(1)">kötü</a> ' +
    '<a href="https://ornek.test/kosullar" onmouseover="x()">koşullar</a></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
    '<iframe src="https://kotu.test"></iframe><ul><li>bir</li></ul><a href="data:text/html,<script>alert(3)</script>">veri</a>';

  it('keep their body cleaned of scripts, handlers, styles and javascript: links, and the storefront serves the published ones, the language asked first', async () => {
    const made = await api('POST', 'b2b/content-pages', {
      token: admin,
      body: { title: 'Mesafeli satış sözleşmesi', slug: ' Mesafeli-Satis ', language: 'tr', body: HOSTILE, published: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const page = made.body.response;
    expect(page).toMatchObject({ slug: 'mesafeli-satis', language: 'tr', published: true, version: 1 });
    for (const bad of ['<script', 'onclick', 'onmouseover', 'onerror', 'style=', 'javascript:', 'data:', '<iframe', '<img'])
      expect(page.body.toLowerCase()).not.toContain(bad);
    expect(page.body).toContain('<b>Kalın</b>');
    expect(page.body).toContain('<i>eğik</i>');
    expect(page.body).toContain('<h2>Mesafeli Satış</h2>');
    expect(page.body).toContain('<ul><li>bir</li></ul>');
    expect(page.body).toContain('<a href="https://ornek.test/kosullar" rel="noopener noreferrer nofollow" target="_blank">koşullar</a>');

    const english = await api('POST', 'b2b/content-pages', {
      token: admin,
      body: { title: 'Distance sales contract', slug: 'mesafeli-satis', language: 'en', body: '<p>In English</p>', published: true },
    });
    expect(english.status, JSON.stringify(english.body)).toBe(201);
    const draft = await api('POST', 'b2b/content-pages', {
      token: admin,
      body: { title: 'Taslak KVKK', slug: 'kvkk', language: 'tr', body: '<p>taslak</p>' },
    });
    expect(draft.body.response.published).toBe(false);
    const taken = await api('POST', 'b2b/content-pages', { token: admin, lang: 'en', body: { title: 'x', slug: 'kvkk', language: 'tr', body: '' } });
    expect(taken.body.errors.slug).toEqual(['Another page has this address in this language.']);
    const bad = await api('POST', 'b2b/content-pages', { token: admin, body: { title: '', slug: 'Boşluk var', language: 'xx', body: 5 } });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['body', 'language', 'slug', 'title']);

    // the storefront: published pages only, no sign-in needed, the asked language first
    const list = await shop('pages', { lang: 'en' });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.response.items.map((p: { slug: string; language: string }) => `${p.language}:${p.slug}`)).toEqual([
      'en:mesafeli-satis',
      'tr:mesafeli-satis',
    ]);
    expect((await shop('pages/mesafeli-satis', { lang: 'en' })).body.response).toMatchObject({ title: 'Distance sales contract', body: '<p>In English</p>' });
    const turkish = (await shop('pages/mesafeli-satis', { lang: 'tr' })).body.response;
    expect(turkish).toMatchObject({ title: 'Mesafeli satış sözleşmesi', language: 'tr', body: page.body });
    expect((await shop('pages/kvkk')).status).toBe(404);
    expect((await shop('pages', { host: OTHER_HOST })).body.response.items).toEqual([]);

    // a body stored some other way is cleaned again when served
    await server.db.system((q) => q.query(`update b2b_content_pages set body = $2 where id = $1`, [english.body.response.id, HOSTILE]));
    const served = (await shop('pages/mesafeli-satis', { lang: 'en' })).body.response.body as string;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', 'style=']) expect(served.toLowerCase()).not.toContain(bad);

    // edited with its version; a stale one is refused; unpublished it leaves the storefront
    const saved = await api('PUT', `b2b/content-pages/${page.id}`, {
      token: admin,
      body: { ...page, body: '<p>Yeni <strong>metin</strong></p>', published: false },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({ version: 2, body: '<p>Yeni <strong>metin</strong></p>', published: false });
    expect((await api('PUT', `b2b/content-pages/${page.id}`, { token: admin, body: page })).body.code).toBe('BS10001');
    expect((await shop('pages/mesafeli-satis', { lang: 'tr' })).body.response.language).toBe('en');
    // another company sees none of them
    expect((await api('GET', `b2b/content-pages/${page.id}`, { token: other })).status).toBe(404);
    expect((await api('GET', 'b2b/content-pages', { token: other })).body.response.items).toEqual([]);
  });
});

describe('reviews (/b2b/yorum)', () => {
  it('a dealer writes one plain-text review per product; only those the staff approve are shown, with their average', async () => {
    const productId = await newProduct('Yorumlu Roman');
    const a = await newDealer();
    const b = await newDealer();
    const c = await newDealer();
    const write = (dealer: { headers: Record<string, string> }, stars: number, text: string, lang?: string) =>
      shop(`products/${productId}/reviews`, { headers: dealer.headers, body: { stars, text }, lang });

    const first = await write(a, 5, 'Çok <b>güzel</b> <script>alert(1)</script><img src=x onerror=alert(2)> & hızlı');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.response).toMatchObject({ stars: 5, text: 'Çok güzel  & hızlı', state: 'pending' });
    const twice = await write(a, 1, 'ikinci', 'en');
    expect(twice.status).toBe(422);
    expect(twice.body.errors.product).toEqual(['You have already reviewed this product.']);
    expect((await write(b, 2, 'idare eder')).status).toBe(201);
    expect((await write(c, 4, 'iyi')).status).toBe(201);
    const bad = await write(c, 6, 'x'.repeat(2001));
    expect(Object.keys(bad.body.errors).sort()).toEqual(['stars', 'text']);

    // nothing is shown before the staff decide
    const shown = async () => (await shop(`products/${productId}/reviews`, { headers: a.headers })).body.response;
    expect(await shown()).toEqual({ items: [], count: 0, average: null });
    const pending = (await api('GET', 'b2b/reviews?state=pending', { token: admin })).body.response.items as { id: number; stars: number; accountId: number }[];
    const mine = pending.filter((r) => [a.accountId, b.accountId, c.accountId].includes(r.accountId));
    expect(mine).toHaveLength(3);
    const byStars = (n: number) => mine.find((r) => r.stars === n)!.id;
    expect((await api('PUT', `b2b/reviews/${byStars(5)}/state`, { token: admin, body: { state: 'approved' } })).status).toBe(200);
    expect((await api('PUT', `b2b/reviews/${byStars(4)}/state`, { token: admin, body: { state: 'approved' } })).status).toBe(200);
    expect((await api('PUT', `b2b/reviews/${byStars(2)}/state`, { token: admin, body: { state: 'rejected' } })).status).toBe(200);
    const now = await shown();
    expect(now).toMatchObject({ count: 2, average: '4.50' });
    expect(now.items.map((r: { stars: number; text: string }) => `${r.stars}:${r.text}`).sort()).toEqual(['4:iyi', '5:Çok güzel  & hızlı']);
    expect((await api('GET', 'b2b/reviews?state=rejected', { token: admin })).body.response.items.map((r: { id: number }) => r.id)).toContain(byStars(2));

    // a staff token writes none, a reader of the staff decides none, another company sees none
    expect((await shop(`products/${productId}/reviews`, { token: admin, body: { stars: 3, text: 'x' } })).status).toBe(401);
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await api('PUT', `b2b/reviews/${byStars(2)}/state`, { token: auditor, body: { state: 'approved' } })).status).toBe(403);
    expect((await api('PUT', `b2b/reviews/${byStars(2)}/state`, { token: other, body: { state: 'approved' } })).status).toBe(404);
    expect((await api('GET', 'b2b/reviews?state=approved', { token: other })).body.response.items).toEqual([]);
    // a product the shop hides takes no review and shows none
    await api('POST', 'b2b/publishing/products', { token: admin, body: { productIds: [productId], published: false } });
    expect((await shop(`products/${productId}/reviews`, { headers: a.headers })).status).toBe(404);
    expect((await write(b, 3, 'gizli')).status).toBe(404);
  });
});

describe('bank transfers matched by a collection (/b2b/islem)', () => {
  it('an order placed for a transfer is paid by one booked collection of its dealer that covers it, and a collection pays one order, however many try at once', async () => {
    const productId = await newProduct('Havale Ansiklopedisi');
    const dealer = await newDealer();
    const stranger = await newDealer();
    const bank = await api('POST', 'cash-accounts', { token: admin, body: { kind: 'cash', name: `Havale kasası ${++seq}` } });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
    const collection = async (accountId: number, amount: string, complete = true) => {
      const made = await api('POST', 'documents', { token: admin, body: { type: 'collection', cashAccountId: bank.body.response.id, accountId, amount } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      if (complete) {
        const done = await api('POST', `documents/${made.body.response.id}/events`, {
          token: admin,
          body: { type: 'COMPLETE', version: made.body.response.version },
        });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
      }
      return made.body.response.id as number;
    };
    // 100.00 + 20 % VAT, delivery 20.00: 140.00 due
    const orders = await Promise.all([1, 2, 3].map(() => placeOrder(dealer, productId, 'transfer')));
    for (const o of orders)
      expect(o.body.response, JSON.stringify(o.body)).toMatchObject({ paymentState: 'awaitingTransfer', total: '120.00', cargoPrice: '20.00' });
    const [first, second, third] = orders.map((o) => o.body.response.documentId as number) as [number, number, number];
    const onAccount = (await placeOrder(dealer, productId, 'onAccount')).body.response.documentId as number;

    const enough = await collection(dealer.accountId, '140.00');
    const short = await collection(dealer.accountId, '139.99');
    const unbooked = await collection(dealer.accountId, '500.00', false);
    const theirs = await collection(stranger.accountId, '500.00');
    const open = (await api('GET', `b2b/orders/${first}/collections`, { token: admin })).body.response;
    expect(open.due).toBe('140.00');
    expect(open.items.map((c: { id: number }) => c.id).sort()).toEqual([enough, short].sort());

    const link = (order: number, collectionId: number, token = admin) =>
      api('POST', `b2b/orders/${order}/transfer-collection`, { token, lang: 'en', body: { collectionId } });
    const refusal = async (order: number, collectionId: number) => (await link(order, collectionId)).body.errors?.collectionId;
    expect(await refusal(first, short)).toEqual(["The collection does not cover the order's 140.00."]);
    expect(await refusal(first, unbooked)).toEqual(['The collection is not completed yet.']);
    expect(await refusal(first, theirs)).toEqual(["The collection is not on the order's dealer account."]);
    expect(await refusal(onAccount, enough)).toEqual(['This order is not awaiting a transfer.']);

    // three orders reach for one collection at once: one is paid by it, the others are refused
    const tries = await Promise.all([first, second, third].map((o) => link(o, enough)));
    expect(tries.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const paid = tries.find((r) => r.status === 200)!.body.response;
    expect(paid).toMatchObject({ paymentState: 'paid' });
    for (const r of tries.filter((t) => t.status === 422)) expect(r.body.errors.collectionId).toEqual(['This collection already pays something else.']);
    // one order reached by two collections at once is paid once
    const unpaid = [first, second, third].filter((o) => o !== paid.documentId);
    const more = await Promise.all([collection(dealer.accountId, '150.00'), collection(dealer.accountId, '160.00')]);
    const both = await Promise.all(more.map((c) => link(unpaid[0]!, c)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await api('GET', `b2b/orders/${unpaid[1]}/collections`, { token: admin })).body.response.items.map((c: { id: number }) => c.id)).toHaveLength(2);

    const states = (await shop('orders', { headers: dealer.headers })).body.response.items as { documentId: number; paymentState: string }[];
    expect(
      states
        .filter((o) => o.paymentState === 'paid')
        .map((o) => o.documentId)
        .sort(),
    ).toEqual([paid.documentId, unpaid[0]].sort());
    // staff who only read match nothing; another company reaches nothing
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await link(unpaid[1]!, more[0]!, auditor)).status).toBe(403);
    expect((await link(unpaid[1]!, more[0]!, other)).status).toBe(404);
  });
});
