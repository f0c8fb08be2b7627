import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Sistem → Birimler (/api/units): the company's units and their conversions. On a server of this file's own: units
 * and products are added and deleted here.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let admin: string;
let manager: string;
let cashier: string;
let location: number;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  [admin, manager, cashier] = await Promise.all(['admin@demo.test', 'muhasebe@demo.test', 'kasa@demo.test'].map((e) => login(e, 'demo1234', base)));
  location = (await call('GET', 'locations', { base, token: admin })).body.response.items[0].id;
}, 120_000);
afterAll(() => server?.close());

const api = (method: string, path: string, token: string, body?: unknown, lang?: string) => call(method, path, { base, token, body, lang });
const units = async () =>
  (await api('GET', 'units', cashier)).body.response.items as { id: number; code: string; baseCode: string | null; factor: string; inUse: boolean }[];
const product = (unit: string) => api('POST', 'products', manager, { name: `Birimli ${unit}`, unit, vatRate: 20, price: '1.00', locationId: location });

describe('units of measure and their conversions', () => {
  it('the demo company starts with the defaults (Turkish codes: koli is KOLİ): base units and packing units with their factor', async () => {
    const all = await units();
    expect(all.find((u) => u.code === 'ADET')).toMatchObject({ baseCode: null, factor: '1', inUse: true });
    expect(all.find((u) => u.code === 'KOLİ')).toMatchObject({ baseCode: 'ADET', factor: '12' });
    expect(all.find((u) => u.code === 'GR')).toMatchObject({ baseCode: 'KG', factor: '0.001' });
    expect(all.map((u) => u.code)).toEqual(expect.arrayContaining(['KG', 'LT', 'M', 'PAKET']));
  });

  it('a manager defines a unit (code upper-cased in Turkish); a cashier reads them and may not write', async () => {
    expect((await api('POST', 'units', cashier, { code: 'x', name: 'X', baseCode: null, factor: '1' })).status).toBe(403);
    const made = await api('POST', 'units', manager, { code: 'çuval', name: 'Çuval (50 kg)', baseCode: 'KG', factor: '50' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.response).toMatchObject({ code: 'ÇUVAL', baseCode: 'KG', factor: '50', inUse: false });
    const changed = await api('PUT', `units/${made.body.response.id}`, manager, { name: 'Çuval (25 kg)', baseCode: 'KG', factor: '25' });
    expect(changed.body.response).toMatchObject({ code: 'ÇUVAL', name: 'Çuval (25 kg)', factor: '25' });
  });

  it("a bad unit is one 422 naming each field in the user's language, and nothing is saved", async () => {
    const bad = await api('POST', 'units', manager, { code: 'KOLİ', name: '', baseCode: 'KOLİ', factor: '0' }, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['factor', 'name']);
    const twice = await api('POST', 'units', manager, { code: 'koli', name: 'Koli', baseCode: 'KOLİ', factor: '6' }, 'en');
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors).sort()).toEqual(['baseCode', 'code']);
    expect(twice.body.errors.baseCode[0]).toMatch(/base unit/);
    const baseWithFactor = await api('POST', 'units', manager, { code: 'TOP', name: 'Top', baseCode: null, factor: '5' }, 'en');
    expect(baseWithFactor.body.errors.factor[0]).toBe("A base unit's factor is 1.");
    // ADET has units packed from it: it cannot get a base itself
    const adet = (await units()).find((u) => u.code === 'ADET')!;
    const chained = await api('PUT', `units/${adet.id}`, manager, { name: 'Adet', baseCode: 'KG', factor: '2' }, 'en');
    expect(chained.status).toBe(422);
    expect(Object.keys(chained.body.errors)).toEqual(['baseCode']);
    expect((await units()).find((u) => u.code === 'ADET')!.baseCode).toBeNull();
  });

  it("a product picks its unit from the company's units; an undefined one is a 422 on `unit`", async () => {
    const ok = await product('koli');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.response.unit).toBe('KOLİ');
    const bad = await api('POST', 'products', manager, { name: 'Birimsiz', unit: 'FIÇI', vatRate: 20, price: '1.00', locationId: location }, 'en');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.unit[0]).toMatch(/not defined/);
  });

  it('a unit a product or another unit names cannot be deleted (409 UN10001); an unused one can', async () => {
    const all = await units();
    const koli = all.find((u) => u.code === 'KOLİ')!;
    const kg = all.find((u) => u.code === 'KG')!;
    expect(koli.inUse).toBe(true);
    for (const u of [koli, kg]) {
      const refused = await api('DELETE', `units/${u.id}`, manager);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('UN10001');
    }
    const duzine = all.find((u) => u.code === 'DÜZİNE')!;
    expect((await api('DELETE', `units/${duzine.id}`, manager)).status).toBe(200);
    expect((await units()).some((u) => u.code === 'DÜZİNE')).toBe(false);
  });

  it('the database keeps the rule under parallel clients: a unit deleted while products take it is either deleted or named, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const code = `YARIŞ${round}`;
      const made = (await api('POST', 'units', manager, { code, name: code, baseCode: null, factor: '1' })).body.response;
      const [deleted, ...created] = await Promise.all([api('DELETE', `units/${made.id}`, admin), product(code), product(code)]);
      const products = created.filter((r) => r.status === 201).length;
      if (deleted.status === 200) expect(products).toBe(0);
      else {
        expect(deleted.body.code).toBe('UN10001');
        expect(products).toBeGreaterThan(0);
      }
      for (const r of created) expect([201, 422, 409]).toContain(r.status);
    }
  });
});
