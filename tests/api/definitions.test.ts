import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFINITION_MESSAGES } from '../../src/domain/schemas/definitions';
import { call, login } from './client';

/**
 * /api/definitions/{kind}, POST/PUT /api/warehouses and /api/locations against the real server: every
 * validation answers 422 with each field's message in the asked language and stores nothing; lists sort in
 * Turkish order and search ignoring case and marks; another company's ids are refused. Names carry RUN so
 * that other files' rows (the database is shared) never meet these.
 */

type Nested = { [k: string]: string | Nested };
const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const locales = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8')) as Nested]),
) as Record<Lang, Nested>;

function msg(lang: Lang, keyWithValue: string): string {
  const [key, n] = keyWithValue.split('|') as [string, string | undefined];
  const text = key.split('.').reduce<unknown>((o, p) => (o as Nested | undefined)?.[p], locales[lang]);
  if (typeof text !== 'string') throw new Error(`locales/${lang}.json has no ${key}`);
  return n === undefined ? text : String(new IntlMessageFormat(text, lang).format({ n: Number(n) }));
}

const RUN = `D${Date.now().toString(36)}`;
let seq = 0;
const uniq = (what: string) => `${RUN} ${what} ${++seq}`;

let admin: string;
let manager: string;
let auditor: string;
let cashier: string;
let oteki: string;

beforeAll(async () => {
  [admin, manager, auditor, cashier, oteki] = await Promise.all(
    ['admin@demo.test', 'muhasebe@demo.test', 'denetci@demo.test', 'kasa@demo.test', 'admin@oteki.test'].map((e) => login(e)),
  );
});

const list = async (kind: string, query: string, token = admin) =>
  (await call('GET', `definitions/${kind}?${query}`, { token })).body.response as { items: any[]; total: number };
const count = async (kind: string, q: string, token = admin) => (await list(kind, `q=${encodeURIComponent(q)}`, token)).total;
const create = async (kind: string, body: Record<string, unknown>, token = admin) => {
  const r = await call('POST', `definitions/${kind}`, { token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
};

/** Posts (or puts) an invalid body: 422 listing exactly `fields` with their messages in `lang`. */
async function refused(method: 'POST' | 'PUT', path: string, body: unknown, fields: Record<string, string[]>, lang: Lang = 'tr', token = admin) {
  const r = await call(method, path, { token, body, lang });
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.code).toBe('VA10022');
  expect(r.body.message).toBe(msg(lang, 'errors.VA10022'));
  expect(r.body.errors).toEqual(Object.fromEntries(Object.entries(fields).map(([f, keys]) => [f, keys.map((k) => msg(lang, k))])));
  return r;
}

describe('locale keys', () => {
  it.each(LANGS)('every message of the definitions exists in %s', (lang) => {
    for (const k of DEFINITION_MESSAGES) expect(() => msg(lang, k)).not.toThrow();
  });
});

describe('GET /api/definitions/{kind}', () => {
  it('the demo has categories with a sub-category, people by role, publishers and types', async () => {
    const cats = await list('category', 'limit=500');
    const roman = cats.items.find((c) => c.name === 'Roman');
    expect(roman).toMatchObject({ kind: 'category', parentId: null, active: true, roles: [] });
    expect(cats.items.find((c) => c.name === 'Polisiye')?.parentId).toBe(roman.id);
    const authors = await list('person', 'role=author&q=orhan');
    expect(authors.items).toEqual([expect.objectContaining({ name: 'Orhan Pamuk', roles: ['author'], birthYear: 1952 })]);
    const publisher = (await list('manufacturer', 'q=yapi kredi')).items[0];
    expect(publisher).toMatchObject({ name: 'Yapı Kredi Yayınları', isPublisher: true });
    expect((await list('type', 'limit=500')).items.map((t) => t.name)).toEqual(expect.arrayContaining(['Kitap', 'Kırtasiye']));
  });

  it('sorts in Turkish alphabetical order (c < ç, ı < i, o < ö, s < ş, u < ü), case-insensitively', async () => {
    const names = ['Üzüm', 'ılık', 'Çam', 'şeker', 'Ilgaz', 'Cam', 'İnci', 'Öykü', 'Oya', 'sabah', 'Uçak', 'zeytin', 'ağaç', 'Ağaç Evi'];
    for (const n of names) await create('type', { name: `${RUN}sort ${n}` });
    const got = (await list('type', `q=${RUN}sort&limit=100`)).items.map((t) => t.name.slice(`${RUN}sort `.length));
    expect(got).toEqual(['ağaç', 'Ağaç Evi', 'Cam', 'Çam', 'Ilgaz', 'ılık', 'İnci', 'Oya', 'Öykü', 'sabah', 'şeker', 'Uçak', 'Üzüm', 'zeytin']);
  });

  it('q ignores case and Turkish marks both ways; limit and offset page; total counts all matches', async () => {
    await create('person', { name: `${RUN} Öğretmen Işıl Çağlar`, roles: ['author'] });
    for (const q of ['ogretmen', 'ÖĞRETMEN', 'isil', 'IŞIL', 'caglar', 'Çağlar', 'öğretmen ışıl']) {
      const r = await list('person', `q=${encodeURIComponent(q)}`);
      expect(
        r.items.map((p) => p.name),
        q,
      ).toContain(`${RUN} Öğretmen Işıl Çağlar`);
    }
    expect(await count('person', `${RUN} ogretmenx`)).toBe(0);
    const page = await list('type', `q=${RUN}sort&limit=5&offset=5`);
    expect(page.total).toBe(14);
    expect(page.items).toHaveLength(5);
  });

  it('role filters people; active filters passive ones', async () => {
    const t = await create('person', { name: uniq('Çevirmen'), roles: ['translator', 'editor'] });
    expect((await list('person', `q=${encodeURIComponent(t.name)}&role=translator`)).total).toBe(1);
    expect((await list('person', `q=${encodeURIComponent(t.name)}&role=editor`)).total).toBe(1);
    expect((await list('person', `q=${encodeURIComponent(t.name)}&role=author`)).total).toBe(0);
    const r = await call('GET', 'definitions/person?role=painter', { token: admin });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['role']);
    await call('PUT', `definitions/person/${t.id}`, { token: admin, body: { name: t.name, roles: t.roles, active: false } });
    expect((await list('person', `q=${encodeURIComponent(t.name)}&active=true`)).total).toBe(0);
    expect((await list('person', `q=${encodeURIComponent(t.name)}&active=false`)).total).toBe(1);
  });

  it('an unknown kind is 404; another company sees none of these rows', async () => {
    expect((await call('GET', 'definitions/author', { token: admin })).status).toBe(404);
    expect((await call('POST', 'definitions/author', { token: admin, body: { name: 'x' } })).status).toBe(404);
    expect((await list('category', 'q=roman', oteki)).total).toBe(0);
    const roman = (await list('category', 'q=roman')).items[0];
    expect((await call('GET', `definitions/category/${roman.id}`, { token: oteki })).status).toBe(404);
    expect((await call('GET', `definitions/category/${roman.id}`, { token: admin })).body.response.name).toBe('Roman');
    expect((await call('GET', `definitions/person/${roman.id}`, { token: admin })).status).toBe(404);
  });
});

describe('POST and PUT /api/definitions/{kind}', () => {
  it('creates a category tree, moves and renames, refuses cycles', async () => {
    const top = await create('category', { name: `  ${uniq('Bilim')}  ` });
    expect(top.name).toBe(`${RUN} Bilim ${seq}`);
    const sub = await create('category', { name: uniq('Fizik'), parentId: top.id });
    const subsub = await create('category', { name: uniq('Kuantum'), parentId: String(sub.id) });
    expect(sub.parentId).toBe(top.id);
    expect(subsub.parentId).toBe(sub.id);
    await refused('PUT', `definitions/category/${top.id}`, { name: top.name, parentId: subsub.id }, { parentId: ['validation.parentCycle'] });
    await refused('PUT', `definitions/category/${top.id}`, { name: top.name, parentId: top.id }, { parentId: ['validation.parentCycle'] });
    const renamed = await call('PUT', `definitions/category/${subsub.id}`, { token: manager, body: { name: uniq('Kuantum Fiziği'), parentId: top.id } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.response).toMatchObject({ id: subsub.id, parentId: top.id, active: true });
    const passive = await call('PUT', `definitions/category/${sub.id}`, { token: admin, body: { name: sub.name, parentId: top.id, active: false } });
    expect(passive.body.response.active).toBe(false);
    // absent active keeps the state; absent parent makes it a top category
    const again = await call('PUT', `definitions/category/${sub.id}`, { token: admin, body: { name: sub.name } });
    expect(again.body.response).toMatchObject({ active: false, parentId: null });
  });

  it('every invalid field in one 422, in each language, and nothing stored', async () => {
    const name = uniq('Hatalı');
    for (const lang of LANGS) {
      await refused(
        'POST',
        'definitions/person',
        { name, roles: [], birthYear: 3000, note: 'x'.repeat(1001) },
        {
          roles: ['validation.rolesRequired'],
          birthYear: ['validation.birthYear'],
          note: ['validation.maxLength|1000'],
        },
        lang,
      );
      await refused(
        'POST',
        'definitions/manufacturer',
        { name, isPublisher: 'yes', phone: '12', email: 'a@b', website: 'yayinevi', taxNumber: '12345', address: 'x'.repeat(501) },
        {
          isPublisher: ['validation.invalid'],
          phone: ['validation.phone'],
          email: ['validation.email'],
          website: ['validation.website'],
          taxNumber: ['validation.digits|10'],
          address: ['validation.maxLength|500'],
        },
        lang,
      );
    }
    await refused('POST', 'definitions/manufacturer', { name, taxNumber: '0010213577' }, { taxNumber: ['validation.vkn'] });
    await refused('POST', 'definitions/person', { name, roles: ['painter'] }, { roles: ['validation.invalid'] });
    await refused(
      'POST',
      'definitions/category',
      { name: '   ', parentId: 'abc', active: 'no' },
      {
        name: ['validation.required'],
        parentId: ['validation.number'],
        active: ['validation.invalid'],
      },
    );
    await refused('POST', 'definitions/type', {}, { name: ['validation.required'] });
    await refused('POST', 'definitions/type', { name: 'x'.repeat(201) }, { name: ['validation.maxLength|200'] });
    await refused('POST', 'definitions/category', { name, parentId: 2147483647 }, { parentId: ['validation.parentNotFound'] });
    for (const kind of ['person', 'manufacturer', 'category', 'type']) expect(await count(kind, name)).toBe(0);
    expect((await call('POST', 'definitions/type', { token: admin, raw: '{"name":' })).status).toBe(422);
  });

  it('names are unique per kind, Turkish case ignored; the same name in another kind or company is fine', async () => {
    const name = `${RUN} Işık Yayınları`;
    const first = await create('manufacturer', {
      name,
      isPublisher: true,
      taxNumber: '0010213576',
      website: 'www.isik.com.tr',
      email: 'bilgi@isik.com.tr',
      phone: '0212 555 12 34',
      address: 'İstanbul',
    });
    expect(first).toMatchObject({ isPublisher: true, taxNumber: '0010213576', website: 'www.isik.com.tr', parentId: null, roles: [] });
    await refused('POST', 'definitions/manufacturer', { name: `${RUN} IŞIK yayınları`, parentId: 1 }, { name: ['validation.nameTaken'] });
    await refused(
      'POST',
      'definitions/manufacturer',
      { name: `${RUN} ışık YAYINLARI `, email: 'x' },
      { name: ['validation.nameTaken'], email: ['validation.email'] },
      'en',
    );
    expect((await list('manufacturer', `q=${encodeURIComponent(name)}`)).total).toBe(1);
    await create('category', { name });
    await create('manufacturer', { name }, oteki);
    // renaming onto another's name is refused; keeping one's own name is not
    const other = await create('manufacturer', { name: uniq('Başka') });
    await refused('PUT', `definitions/manufacturer/${other.id}`, { name: name.toLocaleUpperCase('tr-TR') }, { name: ['validation.nameTaken'] });
    const same = await call('PUT', `definitions/manufacturer/${first.id}`, { token: admin, body: { name, isPublisher: false } });
    expect(same.status).toBe(200);
    expect(same.body.response).toMatchObject({ isPublisher: false });
    expect(same.body.response.taxNumber).toBeUndefined();
  });

  it("another company's category is no parent, its records cannot be changed", async () => {
    const otekiCat = await create('category', { name: uniq('Öteki Kategori') }, oteki);
    await refused('POST', 'definitions/category', { name: uniq('Alt'), parentId: otekiCat.id }, { parentId: ['validation.parentNotFound'] });
    const mine = await create('category', { name: uniq('Benim') });
    expect((await call('PUT', `definitions/category/${mine.id}`, { token: oteki, body: { name: 'ele geçirildi' } })).status).toBe(404);
    expect((await call('PUT', `definitions/category/999999999`, { token: admin, body: { name: 'yok' } })).status).toBe(404);
    expect((await call('GET', `definitions/category/${mine.id}`, { token: admin })).body.response.name).toBe(mine.name);
  });

  it('only manager and admin write; auditor and cashier read or are refused', async () => {
    expect((await call('POST', 'definitions/type', { token: auditor, body: { name: uniq('Denetçi') } })).status).toBe(403);
    expect((await call('POST', 'definitions/type', { token: cashier, body: { name: uniq('Kasa') } })).status).toBe(403);
    expect((await call('POST', 'definitions/type', { token: manager, body: { name: uniq('Müdür') } })).status).toBe(201);
    expect((await call('GET', 'definitions/type', { token: auditor })).status).toBe(200);
  });

  it('Idempotency-Key: a retry answers the same and stores nothing more; another body with the key is 422', async () => {
    const body = { name: uniq('Tekrar'), roles: ['author'], birthYear: '1970', note: 'Şair' };
    const headers = { 'idempotency-key': `${RUN}-person` };
    const first = await call('POST', 'definitions/person', { token: admin, body, headers });
    const again = await call('POST', 'definitions/person', { token: admin, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.response).toMatchObject({ birthYear: 1970, note: 'Şair', roles: ['author'] });
    expect(await count('person', body.name)).toBe(1);
    const other = await call('POST', 'definitions/person', { token: admin, body: { ...body, note: 'başka' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('VA10023');
  });
});

describe('warehouses and locations', () => {
  const warehouses = async (token = admin) => (await call('GET', 'warehouses', { token })).body.response.items as { id: number; name: string }[];
  const locations = async (token = admin) =>
    (await call('GET', 'locations', { token })).body.response.items as { id: number; name: string; warehouseId: number }[];

  it('creates and renames a warehouse; the name is required and unique (Turkish case ignored)', async () => {
    const name = `${RUN} Şube Deposu`;
    const r = await call('POST', 'warehouses', { token: manager, body: { name } });
    expect(r.status).toBe(201);
    expect(r.body.response).toEqual({ id: expect.any(Number), name, negativeStock: 'warn' });
    expect(await warehouses()).toContainEqual({ id: r.body.response.id, name, negativeStock: 'warn' });
    await refused('POST', 'warehouses', { name: name.toLocaleUpperCase('tr-TR') }, { name: ['validation.nameTaken'] });
    await refused('POST', 'warehouses', { name: ' ' }, { name: ['validation.required'] }, 'de');
    const renamed = await call('PUT', `warehouses/${r.body.response.id}`, { token: admin, body: { name: `${name} 2` } });
    expect(renamed.status).toBe(200);
    expect((await warehouses()).find((w) => w.id === r.body.response.id)?.name).toBe(`${name} 2`);
    await refused('PUT', `warehouses/${r.body.response.id}`, { name: 'Merkez Depo' }, { name: ['validation.nameTaken'] });
    expect((await call('PUT', `warehouses/${r.body.response.id}`, { token: oteki, body: { name: 'x' } })).status).toBe(404);
    expect((await call('POST', 'warehouses', { token: auditor, body: { name: uniq('x') } })).status).toBe(403);
    expect((await warehouses(oteki)).some((w) => w.name.startsWith(RUN))).toBe(false);
  });

  it("creates and moves a location; its warehouse must be the company's; name unique in its warehouse", async () => {
    const [main, store] = await warehouses();
    const [otekiWarehouse] = await warehouses(oteki);
    const name = `${RUN} C-01 Tarih`;
    const r = await call('POST', 'locations', { token: admin, body: { name, warehouseId: main!.id } });
    expect(r.status).toBe(201);
    const shelf = { aisle: null, shelf: null, bin: null, pickOrder: 0, kind: 'shelf' };
    expect(r.body.response).toEqual({ id: expect.any(Number), name, warehouseId: main!.id, ...shelf });
    expect(await locations()).toContainEqual(r.body.response);
    await refused('POST', 'locations', { name: `${RUN} c-01 TARİH`, warehouseId: main!.id }, { name: ['validation.nameTaken'] });
    await refused('POST', 'locations', { name: uniq('Raf'), warehouseId: otekiWarehouse!.id }, { warehouseId: ['validation.warehouseNotFound'] });
    await refused('POST', 'locations', { name: '' }, { name: ['validation.required'], warehouseId: ['validation.required'] }, 'fr');
    await refused('POST', 'locations', { name: uniq('Raf'), warehouseId: 'abc' }, { warehouseId: ['validation.number'] });
    expect((await locations()).some((l) => l.name.startsWith(`${RUN} Raf`))).toBe(false);
    const moved = await call('PUT', `locations/${r.body.response.id}`, { token: admin, body: { name: `${name} Yeni`, warehouseId: store!.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.response).toEqual({ id: r.body.response.id, name: `${name} Yeni`, warehouseId: store!.id, ...shelf });
    await refused('PUT', `locations/${r.body.response.id}`, { name, warehouseId: otekiWarehouse!.id }, { warehouseId: ['validation.warehouseNotFound'] });
    expect((await call('PUT', `locations/${r.body.response.id}`, { token: oteki, body: { name, warehouseId: otekiWarehouse!.id } })).status).toBe(404);
  });

  it('Idempotency-Key on warehouse and location creation', async () => {
    const body = { name: uniq('Depo') };
    const headers = { 'idempotency-key': `${RUN}-wh` };
    const a = await call('POST', 'warehouses', { token: admin, body, headers });
    const b = await call('POST', 'warehouses', { token: admin, body, headers });
    expect(b.body).toEqual(a.body);
    expect((await warehouses()).filter((w) => w.name === body.name)).toHaveLength(1);
    const lbody = { name: uniq('Raf'), warehouseId: a.body.response.id };
    const lheaders = { 'idempotency-key': `${RUN}-loc` };
    const c = await call('POST', 'locations', { token: admin, body: lbody, headers: lheaders });
    const d = await call('POST', 'locations', { token: admin, body: lbody, headers: lheaders });
    expect(c.status).toBe(201);
    expect(d.body).toEqual(c.body);
    expect((await locations()).filter((l) => l.name === lbody.name)).toHaveLength(1);
  });
});
