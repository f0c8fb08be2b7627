import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type CallOptions } from './client';

/**
 * The QR menu (/qrmenu/ayar and the public menu, issue #33): the settings choose what the menu shows, its prices are
 * the products' with VAT as the domain computes them, its hours are read on the company's clock, and a guest's order
 * waits on the table's one open bill for the staff; a table's code finds its own company's menu only.
 */

let admin: string;
let cashier: string;
let oteki: string;
let host: string;
let seq = 0;
const unique = (p: string) => `${p}-${Date.now() % 1e7}-${++seq}`;
const ALWAYS = Array.from({ length: 7 }, () => ({ open: '00:00', close: '24:00' }));

/** A call from a guest's phone at the menu's host: no token. */
const guest = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, headers: { 'x-forwarded-host': host, ...opts.headers } });

async function newProduct(token: string, price: string, vatRate: number, priceIncludesVat: boolean, categoryId?: number): Promise<number> {
  const locationId = (await call('GET', 'locations', { token })).body.response.items[0].id as number;
  const r = await call('POST', 'products', {
    token,
    body: { name: unique('Menü ürünü'), unit: 'ADET', vatRate, price, priceIncludesVat, locationId, ...(categoryId ? { categoryId } : {}) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
}

async function newGroup(name: string): Promise<number> {
  const r = await call('POST', 'definitions/category', { token: admin, body: { name: unique(name) } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
}

type Settings = Record<string, unknown>;
async function saveSettings(token: string, change: Settings): Promise<Settings> {
  const current = (await call('GET', 'qr-menu/settings', { token })).body.response;
  const base = {
    version: current.version,
    enabled: current.enabled,
    host: current.host,
    guestOrders: current.guestOrders,
    languages: current.languages,
    hours: current.hours.length === 7 ? current.hours : ALWAYS,
    groupIds: current.groupIds,
    items: current.items.map((i: Settings) => ({ productId: i.productId, allergens: i.allergens, texts: i.texts })),
  };
  const r = await call('PUT', 'qr-menu/settings', { token, body: { ...base, ...change } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}

async function newTable(token = admin): Promise<{ id: number; name: string; code: string }> {
  const r = await call('POST', 'qr-menu/tables', { token, body: { name: unique('Bahçe') } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

const order = (code: string, productId: number, key = randomUUID(), quantity = '2') =>
  guest('POST', `menu/${code}/orders`, { body: { key, lines: [{ productId, quantity }] } });

/** The weekday (Monday 0) on the wall clock of the demo company (Europe/Istanbul). */
const todayThere = () =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'Europe/Istanbul' }).format(new Date()),
  );

let plain: number;
let inclusive: number;
let hidden: number;
let outOfGroup: number;
let notChosen: number;
let drinks: number;

beforeAll(async () => {
  [admin, cashier, oteki] = await Promise.all([login('admin@demo.test'), login('kasa@demo.test'), login('admin@oteki.test')]);
  host = `${unique('menu')}.demo.test`;
  drinks = await newGroup('İçecekler');
  const desserts = await newGroup('Tatlılar');
  plain = await newProduct(admin, '33.33', 10, false, drinks);
  inclusive = await newProduct(admin, '25.50', 20, true, drinks);
  hidden = await newProduct(admin, '5.00', 20, true);
  outOfGroup = await newProduct(admin, '7.00', 20, true, desserts);
  notChosen = await newProduct(admin, '9.00', 20, true, drinks);
  await saveSettings(admin, {
    enabled: true,
    host,
    guestOrders: true,
    languages: ['tr', 'en', 'ar'],
    hours: ALWAYS,
    groupIds: [drinks],
    items: [
      { productId: inclusive, allergens: ['süt'], texts: { en: { name: 'Latte', note: 'With oat milk on request' } } },
      { productId: plain, allergens: [], texts: {} },
      { productId: outOfGroup, allergens: [], texts: {} },
    ],
  });
});

describe('QR menu settings', () => {
  it('a bad settings form is a 422 naming each field, in the user’s language', async () => {
    const r = await call('PUT', 'qr-menu/settings', {
      token: admin,
      lang: 'en',
      body: {
        version: 0,
        enabled: 'yes',
        host: 'Menü Kafe!',
        guestOrders: true,
        languages: ['tr', 'xx'],
        hours: [{ open: '09:00', close: '08:00' }, null],
        groupIds: [],
        items: [{ productId: 'abc', allergens: [], texts: {} }],
      },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['enabled', 'host', 'languages.1', 'hours', 'hours.0.close', 'items.0.productId']));
    expect(r.body.errors.host[0]).toMatch(/host name/i);
  });

  it('a product or group of another company is a 422 naming it, and nothing is saved', async () => {
    const before = (await call('GET', 'qr-menu/settings', { token: admin })).body.response;
    const foreign = await newProduct(oteki, '1.00', 20, true);
    const r = await call('PUT', 'qr-menu/settings', {
      token: admin,
      body: { ...before, items: [{ productId: foreign, allergens: [], texts: {} }], groupIds: [999999999] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['groupIds.0', 'items.0.productId']);
    expect((await call('GET', 'qr-menu/settings', { token: admin })).body.response.version).toBe(before.version);
  });

  it('a form saved by someone else since it was read is refused (QR10001), and a cashier may not change the settings', async () => {
    const s = (await call('GET', 'qr-menu/settings', { token: admin })).body.response;
    const body = { ...s, version: s.version - 1, items: [] };
    const stale = await call('PUT', 'qr-menu/settings', { token: admin, body });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.code).toBe('QR10001');
    expect((await call('PUT', 'qr-menu/settings', { token: cashier, body: { ...body, version: s.version } })).status).toBe(403);
  });

  it('the menu offers the settings page to managers only', async () => {
    const hasPage = async (token: string) => JSON.stringify((await call('GET', 'menu', { token })).body.response).includes('"/qrmenu/ayar"');
    expect(await hasPage(admin)).toBe(true);
    expect(await hasPage(cashier)).toBe(false);
    expect((await call('GET', 'qr-menu/settings', { token: cashier })).status).toBe(403);
  });

  it('the module index lists the menu, set up once it is on, with its host', async () => {
    const items = (await call('GET', 'module-index', { token: admin })).body.response.items as { id: string; configured: boolean; detail: string | null }[];
    expect(items.find((m) => m.id === 'qrMenu')).toMatchObject({ configured: true, detail: host });
  });

  it('a photo larger than the cap or not an image is a 422; a product’s photo is served from the public menu', async () => {
    const big = `data:image/jpeg;base64,${'A'.repeat(300_000)}`;
    const tooBig = await call('PUT', `qr-menu/items/${plain}/photo`, { token: admin, body: { photo: big } });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.photo[0]).toMatch(/220 KB/);
    const script = await call('PUT', `qr-menu/items/${plain}/photo`, { token: admin, body: { photo: 'data:text/html;base64,PHA+' } });
    expect(script.status).toBe(422);
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect((await call('PUT', `qr-menu/items/${plain}/photo`, { token: admin, body: { photo: `data:image/png;base64,${png}` } })).status).toBe(204);
    const table = await newTable();
    const menu = (await guest('GET', `menu/${table.code}`)).body.response;
    const item = menu.groups
      .flatMap((g: { items: { productId: number; photo: string | null }[] }) => g.items)
      .find((i: { productId: number }) => i.productId === plain);
    const photo = await guest('GET', item.photo.replace(/^\/api\//, ''));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });
});

describe('the public menu', () => {
  it('shows only the products chosen for it, in chosen groups, with prices including VAT computed exactly', async () => {
    const table = await newTable();
    const r = await guest('GET', `menu/${table.code}?lang=en`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get('cache-control')).toMatch(/max-age/);
    const menu = r.body.response;
    expect(menu.tableName).toBe(table.name);
    const items = menu.groups.flatMap((g: { items: object[] }) => g.items) as {
      productId: number;
      name: string;
      note: string;
      price: string;
      allergens: string[];
    }[];
    expect(items.map((i) => i.productId)).toEqual([inclusive, plain]);
    // 33.33 + 10 % VAT = 33.33 + 3.33; 25.50 with VAT included stays 25.50
    expect(items.find((i) => i.productId === plain)!.price).toBe('36.66');
    expect(items.find((i) => i.productId === inclusive)).toMatchObject({ price: '25.50', name: 'Latte', note: 'With oat milk on request', allergens: ['süt'] });
    for (const id of [hidden, outOfGroup, notChosen]) expect(JSON.stringify(menu)).not.toContain(`"productId":${id},`);
    // a language the menu offers without a text of its own: the product's name
    const arabic = (await guest('GET', `menu/${table.code}?lang=ar`)).body.response;
    expect(arabic.groups[0].items[0].name).not.toBe('Latte');
  });

  it('is closed on a weekday without hours, on the company’s clock, and then takes no guest order', async () => {
    const table = await newTable();
    const hours = ALWAYS.map((h, day) => (day === todayThere() ? null : h));
    await saveSettings(admin, { hours });
    try {
      expect((await guest('GET', `menu/${table.code}`)).body.response.open).toBe(false);
      const refused = await order(table.code, plain);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('QR10003');
    } finally {
      await saveSettings(admin, { hours: ALWAYS });
    }
    expect((await guest('GET', `menu/${table.code}`)).body.response.open).toBe(true);
  });

  it('a table code of another company finds nothing at this menu’s host, nor does a removed table or a switched-off menu', async () => {
    await saveSettings(oteki, { enabled: true, host: `${unique('menu')}.oteki.test`, guestOrders: true, hours: ALWAYS });
    const theirs = await newTable(oteki);
    const got = await guest('GET', `menu/${theirs.code}`);
    expect(got.status).toBe(404);
    expect(got.body.code).toBe('QR10002');
    expect((await order(theirs.code, plain)).status).toBe(404);
    expect((await guest('GET', 'menu/not-a-code-at-all-xyz')).status).toBe(404);
    const ours = await newTable();
    expect((await call('DELETE', `qr-menu/tables/${ours.id}`, { token: admin })).status).toBe(204);
    expect((await guest('GET', `menu/${ours.code}`)).status).toBe(404);
    await saveSettings(oteki, { enabled: false });
  });
});

describe('guest orders', () => {
  it('a guest order goes to the table’s bill waiting for the staff; confirmed lines join it at the product’s price, refused ones never', async () => {
    const table = await newTable();
    const placed = await order(table.code, plain, randomUUID(), '2');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.response).toMatchObject({ state: 'waiting', tableName: table.name });
    const billId = placed.body.response.documentId as number;
    const bill = (await call('GET', `documents/${billId}`, { token: cashier })).body.response;
    expect(bill).toMatchObject({ type: 'posSale', status: 'draft', tableName: table.name });
    expect(bill.lines).toEqual([]);
    const listed = (await call('GET', `qr-menu/guest-orders?documentId=${billId}`, { token: cashier })).body.response.items;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([placed.body.response.id]);

    const second = await order(table.code, inclusive, randomUUID(), '1');
    expect(second.body.response.documentId).toBe(billId);
    const refused = await call('POST', `qr-menu/guest-orders/${second.body.response.id}/refuse`, { token: cashier, body: {} });
    expect(refused.body.response.state).toBe('refused');
    const confirmed = await call('POST', `qr-menu/guest-orders/${placed.body.response.id}/confirm`, { token: cashier, body: {} });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.response.state).toBe('confirmed');
    const after = (await call('GET', `documents/${billId}`, { token: cashier })).body.response;
    expect(after.lines.map((l: { productId: unknown; quantity: string; unitPrice: string }) => [Number(l.productId), l.quantity, l.unitPrice])).toEqual([
      [plain, '2', '33.33'],
    ]);
    // 2 × 33.33 = 66.66, its 10 % VAT 6.666 rounds to 6.67 on the line
    expect(after.totals.grand).toBe('73.33');
    const again = await call('POST', `qr-menu/guest-orders/${placed.body.response.id}/confirm`, { token: cashier, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('QR10005');
  });

  it('a double tap with one key makes one order', async () => {
    const table = await newTable();
    const key = randomUUID();
    const [a, b] = await Promise.all([order(table.code, plain, key), order(table.code, plain, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.response.id).toBe(b.body.response.id);
    const items = (await call('GET', `qr-menu/guest-orders?documentId=${a.body.response.documentId}`, { token: cashier })).body.response.items;
    expect(items).toHaveLength(1);
  });

  it('parallel guests at a table without a bill open one bill between them (the till’s one-open-bill rule, on PostgreSQL too)', async () => {
    const table = await newTable();
    const replies = await Promise.all(Array.from({ length: 6 }, () => order(table.code, plain)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(replies.map((r) => r.body.response.documentId)).size).toBe(1);
    const open = (await call('GET', 'tables', { token: cashier })).body.response.items as { tableName: string }[];
    expect(open.filter((t) => t.tableName === table.name)).toHaveLength(1);
  });

  it('a guest order at a table the till already opened joins that bill', async () => {
    const table = await newTable();
    const opened = await call('POST', 'tables', { token: cashier, body: { tableName: ` ${table.name.toUpperCase()} ` } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const placed = await order(table.code, plain);
    expect(placed.body.response.documentId).toBe(opened.body.response.id);
  });

  it('a product not on the menu is a 422 naming the line; a company taking no guest orders refuses them (QR10004)', async () => {
    const table = await newTable();
    const off = await order(table.code, notChosen);
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.errors)).toEqual(['lines.0.productId']);
    await saveSettings(admin, { guestOrders: false });
    try {
      const r = await order(table.code, plain);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('QR10004');
    } finally {
      await saveSettings(admin, { guestOrders: true });
    }
  });

  it('another company’s guest order is not found by this company’s staff', async () => {
    const hostBefore = host;
    const otekiHost = `${unique('menu')}.oteki.test`;
    await saveSettings(oteki, { enabled: true, host: otekiHost, guestOrders: true, hours: ALWAYS, items: [] });
    const theirProduct = await newProduct(oteki, '4.00', 20, true);
    await saveSettings(oteki, { items: [{ productId: theirProduct, allergens: [], texts: {} }], groupIds: [] });
    const theirs = await newTable(oteki);
    host = otekiHost;
    try {
      const placed = await order(theirs.code, theirProduct);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect((await call('POST', `qr-menu/guest-orders/${placed.body.response.id}/confirm`, { token: cashier, body: {} })).status).toBe(404);
    } finally {
      host = hostBefore;
      await saveSettings(oteki, { enabled: false });
    }
  });
});
