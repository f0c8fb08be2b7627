import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, tillHeaders } from './client';

/**
 * GET /api/offline/products and /accounts: the pages the till keeps in IndexedDB. Id order, a cursor that
 * walks every row exactly once, the count on the first page, only the own company's rows, the POS roles only,
 * and a 422 naming every bad query field.
 */

let admin: string;
let cashier: string;
let auditor: string;
let oteki: string;
/** each user's authorised till, named on every download */
const till = new Map<string, Record<string, string>>();

beforeAll(async () => {
  [admin, cashier, auditor, oteki] = (await Promise.all(
    ['admin@demo.test', 'kasa@demo.test', 'denetci@demo.test', 'admin@oteki.test'].map((e) => login(e)),
  )) as [string, string, string, string];
  for (const token of [admin, cashier, oteki]) till.set(token, await tillHeaders(token));
});

async function walk(kind: 'products' | 'accounts', token: string, limit: number) {
  const ids: number[] = [];
  let after = 0;
  let total: number | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const r = await call('GET', `offline/${kind}?after=${after}&limit=${limit}`, { token, headers: till.get(token) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const page = r.body.response;
    if (after === 0) total = page.total;
    else expect(page.total).toBeNull();
    ids.push(...page.items.map((x: { id: number }) => x.id));
    if (page.next === null) break;
    after = page.next;
  }
  return { ids, total };
}

describe('offline downloads', () => {
  it('the cashier walks every product once, in id order, with the fields the till needs', async () => {
    const { ids, total } = await walk('products', cashier, 2);
    expect(ids.length).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const listed = (await call('GET', 'products?limit=1', { token: admin })).body.response.total;
    expect(ids.length).toBe(listed);
    const first = (await call('GET', 'offline/products?limit=1', { token: cashier, headers: till.get(cashier) })).body.response.items[0];
    expect(Object.keys(first).sort()).toEqual(['barcode', 'code', 'id', 'isbn', 'name', 'passive', 'price', 'priceIncludesVat', 'unit', 'vatRate']);
    expect(first.price).toMatch(/^\d+\.\d{2,4}$/);
    expect(typeof first.vatRate).toBe('number');
    expect(typeof first.passive).toBe('boolean');
  });

  it('accounts likewise, and another company sees only its own', async () => {
    const mine = await walk('accounts', cashier, 3);
    expect(mine.ids.length).toBe(mine.total);
    const first = (await call('GET', 'offline/accounts?limit=1', { token: cashier, headers: till.get(cashier) })).body.response.items[0];
    expect(Object.keys(first).sort()).toEqual(['code', 'id', 'kind', 'name', 'points', 'taxNumber']);
    const theirs = await walk('accounts', oteki, 500);
    expect(theirs.ids.filter((id) => mine.ids.includes(id))).toEqual([]);
    const theirProducts = await walk('products', oteki, 5000);
    const myProducts = await walk('products', admin, 5000);
    expect(theirProducts.ids.filter((id) => myProducts.ids.includes(id))).toEqual([]);
  });

  it('each account carries the points it holds as of the download, and the first page the company’s loyalty settings', async () => {
    const made = await call('POST', 'accounts', { token: admin, body: { name: `Puanlı müşteri ${Date.now()}`, kind: 'customer' } });
    const accountId = made.body.response.id as number;
    const voucher = await call('POST', 'documents', { token: admin, body: { type: 'pointsIn', accountId, points: 42, reason: 'açılış' } });
    const done = await call('POST', `documents/${voucher.body.response.id}/events`, {
      token: admin,
      body: { type: 'COMPLETE', version: voucher.body.response.version },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const page = (await call('GET', `offline/accounts?after=${accountId - 1}&limit=1`, { token: cashier, headers: till.get(cashier) })).body.response;
    expect(page.items[0]).toMatchObject({ id: accountId, points: 42 });
    expect(page.loyalty).toBeUndefined();
    const first = (await call('GET', 'offline/accounts?limit=1', { token: cashier, headers: till.get(cashier) })).body.response;
    expect(first.loyalty).toEqual((await call('GET', 'loyalty-settings', { token: cashier })).body.response);
  });

  it('a page past the end is empty with no next cursor', async () => {
    const r = await call('GET', 'offline/products?after=2000000000&limit=10', { token: cashier, headers: till.get(cashier) });
    expect(r.status).toBe(200);
    expect(r.body.response).toMatchObject({ items: [], next: null, total: null });
  });

  it('bad query fields answer 422 listing each; other roles and no token are refused', async () => {
    const bad = await call('GET', 'offline/products?after=-1&limit=5001', { token: cashier, lang: 'en', headers: till.get(cashier) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['after', 'limit']);
    expect((await call('GET', 'offline/accounts?limit=abc', { token: cashier, headers: till.get(cashier) })).status).toBe(422);
    expect((await call('GET', 'offline/products', { token: auditor })).status).toBe(403);
    expect((await call('GET', 'offline/products')).status).toBe(401);
  });
});

describe('offline device authorisation', () => {
  const newCashier = async () => {
    const email = `cihaz-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}@demo.test`;
    const r = await call('POST', 'users', { token: admin, body: { name: 'Cihaz Kasiyeri', email, password: 'gizli2026', roles: ['operator'] } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return { id: r.body.response.id as number, token: await login(email, 'gizli2026') };
  };
  const authorise = (token: string, body: unknown, lang = 'tr') => call('POST', 'offline/device', { token, body, lang });

  it('one device per user: the same device again is fine, another is refused until an admin releases the first', async () => {
    const user = await newCashier();
    const first = await authorise(user.token, { deviceId: 'till-A' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.response).toMatchObject({ deviceId: 'till-A', authorisedAt: expect.any(String) });
    expect((await authorise(user.token, { deviceId: 'till-A' })).status).toBe(200);

    const second = await authorise(user.token, { deviceId: 'till-B' }, 'en');
    expect([second.status, second.body.code]).toEqual([409, 'DV10001']);
    expect(second.body.message).toMatch(/already authorised on another device/);

    // without the identifier the till asks the user whether to send it
    for (const body of [{}, { deviceId: '  ' }]) {
      const missing = await authorise(user.token, body, 'en');
      expect(missing.status).toBe(422);
      expect(JSON.stringify(missing.body)).toContain("Send this device's identifier?");
    }

    // only an admin lists and releases; the other company's admin sees none of it
    expect((await call('GET', 'offline/devices', { token: cashier })).status).toBe(403);
    expect((await call('DELETE', `offline/devices/${user.id}`, { token: cashier })).status).toBe(403);
    expect((await call('DELETE', `offline/devices/${user.id}`, { token: oteki })).status).toBe(404);
    expect((await call('GET', 'offline/devices', { token: oteki })).body.response.items.map((d: { userId: number }) => d.userId)).not.toContain(user.id);
    const listed = (await call('GET', 'offline/devices', { token: admin })).body.response.items;
    expect(listed).toContainEqual(expect.objectContaining({ userId: user.id, deviceId: 'till-A', name: 'Cihaz Kasiyeri' }));

    expect((await call('DELETE', `offline/devices/${user.id}`, { token: admin })).status).toBe(204);
    expect((await call('DELETE', `offline/devices/${user.id}`, { token: admin })).status).toBe(404);
    const moved = await authorise(user.token, { deviceId: 'till-B' });
    expect([moved.status, moved.body.response?.deviceId]).toEqual([200, 'till-B']);
    expect((await authorise(user.token, { deviceId: 'till-A' })).status).toBe(409);
  });

  it('offline data and queued sales only from the authorised device: none named asks for it, a new one must register, another is refused until released', async () => {
    const user = await newCashier();
    const products = (device?: string, lang = 'en') =>
      call('GET', 'offline/products?limit=1', { token: user.token, lang, headers: device ? { 'x-defter-device': device } : {} });
    const missing = await products();
    expect(missing.status).toBe(422);
    expect(missing.body.errors.deviceId[0]).toContain("Send this device's identifier?");
    const unregistered = await products('till-A');
    expect([unregistered.status, unregistered.body.code]).toEqual([403, 'DV10002']);
    expect((await authorise(user.token, { deviceId: 'till-A' })).status).toBe(200);
    expect((await products('till-A')).status).toBe(200);
    expect((await call('GET', 'offline/accounts?limit=1', { token: user.token, headers: { 'x-defter-device': 'till-A' } })).status).toBe(200);

    const other = await products('till-B');
    expect([other.status, other.body.code]).toEqual([409, 'DV10001']);
    expect(other.body.message).toMatch(/already authorised on another device/);
    expect((await call('GET', 'offline/accounts?limit=1', { token: user.token, headers: { 'x-defter-device': 'till-B' } })).status).toBe(409);

    // a queued sale names its device: the other device's upload is refused before anything is written
    const sale = (device: string) =>
      call('POST', 'pos/sales', { token: user.token, headers: { 'x-defter-device': device }, body: { clientId: crypto.randomUUID() } });
    const upload = await sale('till-B');
    expect([upload.status, upload.body.code]).toEqual([409, 'DV10001']);
    // the authorised device's upload reaches the sale's own checks (here: its missing fields)
    expect((await sale('till-A')).status).toBe(422);

    expect((await call('DELETE', `offline/devices/${user.id}`, { token: admin })).status).toBe(204);
    expect((await authorise(user.token, { deviceId: 'till-B' })).status).toBe(200);
    expect((await products('till-B')).status).toBe(200);
    expect((await products('till-A')).status).toBe(409);
  });
});
