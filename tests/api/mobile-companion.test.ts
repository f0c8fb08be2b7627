import { beforeAll, describe, expect, inject, it } from 'vitest';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { call, login } from './client';

/**
 * The mobile companion (/modul/mobil/*, issue #32): a phone is its user's one authorised device (spec §6, shared with
 * the offline till); a phone's count becomes draft stock receipts for the differences only, once per count, in the
 * warehouse the settings chose; the log shows each count with its drafts. Another company's rows are not reachable.
 */

let admin: string;
let oteki: string;
let warehouseId: number;
let seq = 0;
const unique = (p: string) => `${p}-${Date.now()}-${++seq}`;

async function newUser(roles: string[]): Promise<{ token: string; id: number }> {
  const email = `${unique('mobil')}@demo.test`;
  const r = await call('POST', 'users', { token: admin, body: { name: 'Mobil Sayımcı', email, password: 'gizli2026', roles } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { token: await login(email, 'gizli2026'), id: r.body.response.id as number };
}

async function phoneOf(token: string): Promise<Record<string, string>> {
  const deviceId = unique('telefon');
  const r = await call('POST', 'offline/device', { token, body: { deviceId } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { 'x-defter-device': deviceId };
}

/** A valid EAN-13 of its own for each product: twelve digits and their check digit. */
function ean13(): string {
  const body = `869${String(Date.now() % 1e9).padStart(9, '0')}`.slice(0, 11) + String(++seq % 10);
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

async function newProduct(barcode = ean13()): Promise<{ id: number; code: string; barcode: string }> {
  const location = (await call('GET', `locations?warehouseId=${warehouseId}`, { token: admin })).body.response.items[0]?.id as number | undefined;
  const r = await call('POST', 'products', {
    token: admin,
    body: { name: `Sayılan ${barcode}`, barcode, unit: 'ADET', vatRate: 20, price: '10.00', ...(location ? { locationId: location } : {}) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.response.id as number, code: r.body.response.code as string, barcode };
}

/** Brings the product's stock in the counted warehouse to `quantity` with a completed stock receipt in. */
async function stockUp(productId: number, quantity: string) {
  const made = await call('POST', 'documents', {
    token: admin,
    body: { type: 'stockIn', warehouseId, lines: [{ productId, quantity, unitPrice: '5.00', vatRate: 0 }] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  let doc = made.body.response as { id: number; version: number };
  for (const type of ['START', 'COMPLETE']) {
    const r = await call('POST', `documents/${doc.id}/events`, { token: admin, body: { type, version: doc.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
}

async function documentLines(id: number) {
  const r = await call('GET', `documents/${id}`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const doc = r.body.response;
  return {
    type: doc.type as string,
    status: doc.status as string,
    lines: (doc.lines as { productId: unknown; quantity: string }[]).map((l) => [Number(l.productId), l.quantity]),
  };
}

beforeAll(async () => {
  [admin, oteki] = await Promise.all([login('admin@demo.test'), login('admin@oteki.test')]);
  const w = await call('POST', 'warehouses', { token: admin, body: { name: unique('Mobil depo') } });
  expect(w.status, JSON.stringify(w.body)).toBe(201);
  warehouseId = w.body.response.id as number;
  const s = await call('PUT', 'mobile/settings', { token: admin, body: { warehouseId, mayCount: true } });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
});

describe('mobile companion', () => {
  it('a user authorised on one phone is refused on a second ("user already authorised on another device") until a manager releases the first', async () => {
    const counter = await newUser(['operator']);
    await phoneOf(counter.token);
    const second = await call('POST', 'offline/device', { token: counter.token, body: { deviceId: 'ikinci-telefon' }, lang: 'en' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('DV10001');
    expect(second.body.message).toMatch(/already authorised on another device/);
    const manager = await newUser(['manager']);
    const listed = await call('GET', 'mobile/devices', { token: manager.token });
    expect(listed.status).toBe(200);
    expect(listed.body.response.items.map((x: { userId: number }) => x.userId)).toContain(counter.id);
    expect((await call('DELETE', `mobile/devices/${counter.id}`, { token: manager.token })).status).toBe(204);
    expect((await call('POST', 'offline/device', { token: counter.token, body: { deviceId: 'ikinci-telefon' } })).status).toBe(200);
    expect((await call('GET', 'mobile/devices', { token: counter.token })).status).toBe(403);
  });

  it('the menu offers the settings to managers, the count and its log to operators as well, none of them to an auditor', async () => {
    const links = async (token: string) =>
      flattenMenu((await call('GET', 'menu', { token })).body.response as MenuItem[])
        .map((m) => m.mn_link)
        .filter((l): l is string => l?.startsWith('/modul/mobil/') ?? false)
        .sort();
    expect(await links((await newUser(['manager'])).token)).toEqual(['/modul/mobil/ayar', '/modul/mobil/islem', '/modul/mobil/stokguncelle']);
    expect(await links((await newUser(['operator'])).token)).toEqual(['/modul/mobil/islem', '/modul/mobil/stokguncelle']);
    expect(await links(await login('denetci@demo.test'))).toEqual([]);
  });

  it.skipIf(inject('databaseKind') !== 'postgres')('two phones registering at once for one user leave one authorised', async () => {
    const counter = await newUser(['operator']);
    const replies = await Promise.all(
      ['telefon-a', 'telefon-b'].map((deviceId) => call('POST', 'offline/device', { token: counter.token, body: { deviceId } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = (await call('GET', 'mobile/devices', { token: admin })).body.response.items.filter((x: { userId: number }) => x.userId === counter.id);
    expect(rows).toHaveLength(1);
  });

  it('a count becomes draft stock receipts for the differences only, exact to the decimal, and stock moves only when a manager completes them', async () => {
    const counter = await newUser(['operator']);
    const phone = await phoneOf(counter.token);
    const [over, under, even, fresh] = [await newProduct(), await newProduct(), await newProduct(), await newProduct()];
    await stockUp(over!.id, '10');
    await stockUp(under!.id, '7.5');
    await stockUp(even!.id, '3');
    for (const code of [over!.code, over!.barcode])
      expect((await call('GET', `mobile/products?code=${encodeURIComponent(code)}`, { token: counter.token })).body.response).toMatchObject({ id: over!.id });
    const key = unique('sayim');
    const lines = [
      { productId: over!.id, counted: '12.125' },
      { productId: under!.id, counted: '0.3' },
      { productId: under!.id, counted: '0.2' },
      { productId: even!.id, counted: '3' },
      { productId: fresh!.id, counted: '1' },
    ];
    const sent = await call('POST', 'mobile/counts', { token: counter.token, headers: phone, body: { key, lines } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const count = sent.body.response;
    expect(count.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: under!.id, counted: '0.5', stock: '7.5' }),
        expect.objectContaining({ productId: even!.id, counted: '3', stock: '3' }),
      ]),
    );
    expect(count.deviceId).toBe(phone['x-defter-device']);
    expect(count.documents.map((d: { type: string; status: string }) => [d.type, d.status]).sort()).toEqual([
      ['stockIn', 'draft'],
      ['stockOut', 'draft'],
    ]);
    const byType = Object.fromEntries(await Promise.all(count.documents.map(async (d: { id: number; type: string }) => [d.type, await documentLines(d.id)])));
    expect(byType.stockIn.lines.sort()).toEqual(
      [
        [over!.id, expect.stringMatching(/^2\.125/)],
        [fresh!.id, expect.stringMatching(/^1(\.0*)?$/)],
      ].sort(),
    );
    expect(byType.stockOut.lines).toEqual([[under!.id, expect.stringMatching(/^7(\.0*)?$/)]]);
    expect(Number(byType.stockIn.lines.find((l: unknown[]) => l[0] === over!.id)[1])).toBe(2.125);

    // nothing moved yet: the same count again finds the same differences; once the drafts are completed, none
    const recount = async () =>
      (await call('POST', 'mobile/counts', { token: counter.token, headers: phone, body: { key: unique('yeniden'), lines } })).body.response
        .documents as unknown[];
    expect(await recount()).toHaveLength(2);
    for (const d of count.documents as { id: number }[]) {
      let doc = (await call('GET', `documents/${d.id}`, { token: admin })).body.response as { id: number; version: number };
      for (const type of ['START', 'COMPLETE']) {
        const r = await call('POST', `documents/${doc.id}/events`, { token: admin, body: { type, version: doc.version } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        doc = r.body.response;
      }
    }
    expect(await recount()).toEqual([]);

    const modules = (await call('GET', 'module-index', { token: admin })).body.response.items as {
      id: string;
      configured: boolean;
      lastRunAt: string | null;
    }[];
    expect(modules.find((m) => m.id === 'mobile')).toMatchObject({ configured: true, lastRunAt: expect.any(String) });

    const log = await call('GET', 'mobile/counts', { token: counter.token });
    expect(log.body.response.items.find((x: { id: number }) => x.id === count.id)).toMatchObject({
      userName: 'Mobil Sayımcı',
      warehouseName: expect.any(String),
    });
  });

  it('the same count sent again, one after another or at once, makes no second document', async () => {
    const counter = await newUser(['operator']);
    const phone = await phoneOf(counter.token);
    const p = await newProduct();
    const body = { key: unique('tekrar'), lines: [{ productId: p.id, counted: '4' }] };
    const first = await call('POST', 'mobile/counts', { token: counter.token, headers: phone, body });
    const again = await Promise.all([1, 2, 3].map(() => call('POST', 'mobile/counts', { token: counter.token, headers: phone, body })));
    for (const r of [first, ...again]) expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(new Set([first, ...again].map((r) => r.body.response.id)).size).toBe(1);
    expect(first.body.response.documents).toHaveLength(1);
    const drafts = (await call('GET', 'documents?type=stockIn&limit=100', { token: admin })).body.response.items.filter(
      (d: { note?: string | null }) => d.note === `Mobil sayım #${first.body.response.id}`,
    );
    expect(drafts.length).toBeLessThanOrEqual(1);
    const mine = (await call('GET', 'mobile/counts', { token: admin })).body.response.items.filter((c: { lines: { productId: number }[] }) =>
      c.lines.some((l) => l.productId === p.id),
    );
    expect(mine).toHaveLength(1);
  });

  it('another company’s product, a phone not authorised, a count not allowed or without a warehouse are refused', async () => {
    const counter = await newUser(['operator']);
    const phone = await phoneOf(counter.token);
    const theirs = (await call('GET', 'products?limit=1', { token: oteki })).body.response.items[0].id as number;
    const foreign = await call('POST', 'mobile/counts', {
      token: counter.token,
      headers: phone,
      lang: 'en',
      body: { key: unique('yabanci'), lines: [{ productId: theirs, counted: '1' }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['lines.0.productId']).toBeDefined();
    const theirManager = await call('DELETE', `mobile/devices/${counter.id}`, { token: oteki });
    expect(theirManager.status).toBe(404);
    const notMine = await call('POST', 'mobile/counts', {
      token: counter.token,
      headers: { 'x-defter-device': 'baska-telefon' },
      body: { key: unique('baska'), lines: [] },
    });
    expect(notMine.status).toBe(409);
    const bad = await call('POST', 'mobile/counts', {
      token: counter.token,
      headers: phone,
      lang: 'en',
      body: { key: 'x', lines: [{ productId: 'a', counted: '1,5' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['key', 'lines.0.counted', 'lines.0.productId']);
    const theirWarehouse = (await call('GET', 'warehouses', { token: oteki })).body.response.items[0].id as number;
    const setting = await call('PUT', 'mobile/settings', { token: admin, body: { warehouseId: theirWarehouse, mayCount: true } });
    expect(setting.status).toBe(422);
    expect(setting.body.errors.warehouseId).toBeDefined();
    const p = await newProduct();
    try {
      expect((await call('PUT', 'mobile/settings', { token: admin, body: { warehouseId, mayCount: false } })).status).toBe(200);
      const barred = await call('POST', 'mobile/counts', {
        token: counter.token,
        headers: phone,
        body: { key: unique('yasak'), lines: [{ productId: p.id, counted: '1' }] },
      });
      expect(barred.body.code).toBe('MB10001');
      expect((await call('PUT', 'mobile/settings', { token: admin, body: { warehouseId: null, mayCount: true } })).status).toBe(200);
      const nowhere = await call('POST', 'mobile/counts', {
        token: counter.token,
        headers: phone,
        body: { key: unique('depo'), lines: [{ productId: p.id, counted: '1' }] },
      });
      expect(nowhere.body.code).toBe('MB10002');
    } finally {
      await call('PUT', 'mobile/settings', { token: admin, body: { warehouseId, mayCount: true } });
    }
    expect((await call('PUT', 'mobile/settings', { token: counter.token, body: { warehouseId, mayCount: true } })).status).toBe(403);
    expect((await call('GET', 'mobile/settings', { token: counter.token })).body.response).toMatchObject({ warehouseId, mayCount: true });
    expect((await call('GET', 'mobile/settings', { token: await login('denetci@demo.test') })).status).toBe(403);
  });
});
