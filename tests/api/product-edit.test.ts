import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';

/**
 * PUT /api/products/:id (the stock card's edit), a copy saved with POST, the definition references of a
 * card, the search (folded name, code prefix, barcode, ISBN-10) in Turkish order, and the stock per
 * warehouse on the card. Rows made here carry RUN in their names so other files' searches never meet them.
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

// Z: these cards sort after the demo ones, so the fixtures' first products stay the demo's
const RUN = `Z${Date.now().toString(36)}`;
let seq = 0;
const uniq = (what: string) => `${RUN} ${what} ${++seq}`;

let admin: string;
let manager: string;
let auditor: string;
let cashier: string;
let otekiAdmin: string;
let demoLocation: number;
let otherDemoLocation: number;
let otekiLocation: number;

beforeAll(async () => {
  [admin, manager, auditor, cashier, otekiAdmin] = await Promise.all(
    ['admin@demo.test', 'muhasebe@demo.test', 'denetci@demo.test', 'kasa@demo.test', 'admin@oteki.test'].map((e) => login(e)),
  );
  const locations = (await call('GET', 'locations', { token: admin })).body.response.items;
  demoLocation = locations[0].id;
  otherDemoLocation = locations[1].id;
  otekiLocation = (await call('GET', 'locations', { token: otekiAdmin })).body.response.items[0].id;
});

const product = (extra: Record<string, unknown> = {}) => ({
  name: uniq('Kart'),
  unit: 'ADET',
  vatRate: 20,
  price: '10.00',
  locationId: demoLocation,
  ...extra,
});

/** Cards made here get explicit codes: generated ones would shift the series masterdata.test.ts checks. */
async function created(body: Record<string, unknown>, token = admin) {
  const r = await call('POST', 'products', { token, body: { code: `${RUN}-C${++seq}`, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

const card = async (id: number, token = admin) => (await call('GET', `products/${id}`, { token })).body.response;
const search = async (q: string, token = admin) => (await call('GET', `products?q=${encodeURIComponent(q)}&limit=100`, { token })).body.response;

/** Puts an invalid body and checks the 422, the one message of `field`, and that the card did not change. */
async function refusedEdit(id: number, body: Record<string, unknown>, field: string, key: string, lang: Lang = 'tr', token = admin) {
  const before = await card(id, token);
  const r = await call('PUT', `products/${id}`, { token, body, lang });
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.code).toBe('VA10022');
  expect(r.body.errors[field]).toEqual([msg(lang, key)]);
  expect(await card(id, token)).toEqual(before);
}

/** A definition made through H-B's API, or null while that API is not there. */
async function definition(kind: string, name: string, extra: Record<string, unknown> = {}, token = admin): Promise<number | null> {
  const r = await call('POST', `definitions/${kind}`, { token, body: { name, ...extra } });
  if (r.status === 404) return null;
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

describe('PUT /api/products/:id', () => {
  it('saves the whole card: columns and spec §3 fields, the version goes up, the list shows the change', async () => {
    const p = await created(product({ author: 'Eski Yazar', pageCount: 100, criticalStock: '3' }));
    expect(p.version).toBe(1);
    const name = uniq('Düzenlenmiş');
    const body = {
      name,
      barcode: '978-0-8044-2957-3',
      unit: 'kutu',
      boxUnit: 'KOLİ',
      vatRate: 10,
      price: '12,75',
      locationId: otherDemoLocation,
      criticalStock: '7',
      stockValue: '150,5',
      brand: 'Marka',
      pageCount: '320',
      editionNumber: 3,
      editionDate: '2020-01-15',
      printDate: '2021-02-01',
      cover: 'Karton',
      paper: 'Şamua',
      weight: '350',
      width: '13,5',
      height: '21',
      depth: '2',
      color: 'Mavi',
      variants: ['Ciltli', 'Karton kapak'],
      showcase: true,
      salesStatus: 'onSale',
      version: 1,
    };
    const r = await call('PUT', `products/${p.id}`, { token: manager, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response).toMatchObject({
      id: p.id,
      code: p.code,
      name,
      barcode: '9780804429573',
      isbn: '9780804429573',
      unit: 'KUTU',
      boxUnit: 'KOLİ',
      vatRate: 10,
      price: '12.75',
      locationId: otherDemoLocation,
      criticalStock: '7',
      stockValue: '150.5',
      pageCount: 320,
      editionNumber: 3,
      width: '13.5',
      variants: ['Ciltli', 'Karton kapak'],
      showcase: true,
      salesStatus: 'onSale',
      version: 2,
    });
    // absent optional fields are cleared: the old free-text author is gone
    expect(r.body.response.author).toBeUndefined();
    expect(await card(p.id)).toEqual(r.body.response);
    const list = await search(name);
    expect(list.items).toEqual([r.body.response]);
    expect((await search(p.name)).total).toBe(0);
  });

  it('an absent code keeps the current one; a new code must be free except on the card itself', async () => {
    const taken = await created(product({ code: `${RUN}-TAKEN` }));
    const p = await created(product({ code: `${RUN}-OWN` }));
    const same = await call('PUT', `products/${p.id}`, { token: admin, body: product({ name: p.name, code: `${RUN}-own` }) });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.response.code).toBe(`${RUN}-own`);
    const kept = await call('PUT', `products/${p.id}`, { token: admin, body: product({ name: p.name }) });
    expect(kept.body.response.code).toBe(`${RUN}-own`);
    await refusedEdit(p.id, product({ name: p.name, code: taken.code }), 'code', 'validation.codeTaken', 'en');
    await refusedEdit(p.id, product({ name: p.name, code: taken.code.toLowerCase() }), 'code', 'validation.codeTaken', 'de');
    await refusedEdit(p.id, product({ name: p.name, code: 'a b' }), 'code', 'validation.productCode', 'fr');
  });

  it('every validation of POST holds, each with its message, and nothing is stored', async () => {
    const p = await created(product());
    const cases: [Record<string, unknown>, string, string, Lang][] = [
      [{ name: '' }, 'name', 'validation.required', 'tr'],
      [{ name: 'x'.repeat(201) }, 'name', 'validation.maxLength|200', 'en'],
      [{ barcode: '7501031311308' }, 'barcode', 'validation.barcode', 'de'],
      [{ isbn: '978-9024538271' }, 'isbn', 'validation.isbn', 'fr'],
      [{ vatRate: 18 }, 'vatRate', 'validation.vatRate', 'ar'],
      [{ price: '1,234.50' }, 'price', 'validation.mixedSeparators', 'tr'],
      [{ price: 'abc' }, 'price', 'validation.decimal', 'en'],
      [{ price: '' }, 'price', 'validation.required', 'de'],
      [{ locationId: null }, 'locationId', 'validation.locationRequired', 'tr'],
      [{ locationId: 999999 }, 'locationId', 'validation.locationNotFound', 'en'],
      [{ locationId: 'raf' }, 'locationId', 'validation.number', 'fr'],
      [{ criticalStock: '1.2.3' }, 'criticalStock', 'validation.decimal', 'ar'],
      [{ stockValue: '-1' }, 'stockValue', 'validation.decimal', 'tr'],
      [{ unit: 'U'.repeat(21) }, 'unit', 'validation.maxLength|20', 'en'],
      [{ boxUnit: 'K'.repeat(21) }, 'boxUnit', 'validation.maxLength|20', 'de'],
      [{ pageCount: 'çok' }, 'pageCount', 'validation.number', 'fr'],
      [{ editionNumber: 0 }, 'editionNumber', 'validation.number', 'ar'],
      [{ editionDate: '2024-13-01' }, 'editionDate', 'validation.date', 'tr'],
      [{ printDate: 'dün' }, 'printDate', 'validation.date', 'en'],
      [{ weight: '1,2,3' }, 'weight', 'validation.decimal', 'de'],
      [{ color: 'r'.repeat(51) }, 'color', 'validation.maxLength|50', 'fr'],
      [{ salesStatus: 'gone' }, 'salesStatus', 'validation.invalid', 'ar'],
      [{ setProducts: [{ productId: 999999, quantity: '1' }] }, 'setProducts', 'validation.productNotFound', 'tr'],
      [{ categoryId: 999999 }, 'categoryId', 'stock.validation.categoryNotFound', 'en'],
      [{ manufacturerId: 999999 }, 'manufacturerId', 'stock.validation.manufacturerNotFound', 'de'],
      [{ typeId: 999999 }, 'typeId', 'stock.validation.typeNotFound', 'fr'],
      [{ authorId: 999999 }, 'authorId', 'stock.validation.personNotFound', 'ar'],
      [{ translatorId: 999999 }, 'translatorId', 'stock.validation.personNotFound', 'tr'],
      [{ editorId: 'x' }, 'editorId', 'validation.number', 'en'],
    ];
    for (const [extra, field, key, lang] of cases) await refusedEdit(p.id, product({ name: p.name, ...extra }), field, key, lang);
  });

  it('reports every invalid field in one 422, database checks included, and changes nothing', async () => {
    const taken = await created(product({ code: `${RUN}-ALL` }));
    const p = await created(product());
    const before = await card(p.id);
    const body = {
      name: '',
      barcode: '7501031311308',
      vatRate: 18,
      price: '1,234.50',
      locationId: otekiLocation,
      code: taken.code,
      pageCount: 'çok',
      categoryId: 999999,
    };
    const r = await call('PUT', `products/${p.id}`, { token: admin, body, lang: 'de' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: [msg('de', 'validation.required')],
      barcode: [msg('de', 'validation.barcode')],
      vatRate: [msg('de', 'validation.vatRate')],
      price: [msg('de', 'validation.mixedSeparators')],
      locationId: [msg('de', 'validation.locationNotFound')],
      code: [msg('de', 'validation.codeTaken')],
      pageCount: [msg('de', 'validation.number')],
      categoryId: [msg('de', 'stock.validation.categoryNotFound')],
    });
    expect(await card(p.id)).toEqual(before);
  });

  it("the other company's card is not found, its location is refused as if it did not exist", async () => {
    const p = await created(product());
    const theirs = await created({ ...product({ code: `${RUN}-OT1` }), locationId: otekiLocation }, otekiAdmin);
    await refusedEdit(p.id, product({ name: p.name, locationId: otekiLocation }), 'locationId', 'validation.locationNotFound', 'tr');
    await refusedEdit(
      theirs.id,
      { ...product({ name: theirs.name }), locationId: demoLocation },
      'locationId',
      'validation.locationNotFound',
      'en',
      otekiAdmin,
    );
    const r = await call('PUT', `products/${theirs.id}`, { token: admin, body: product({ code: `${RUN}-OT4` }), lang: 'en' });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('NF10004');
    expect((await card(theirs.id, otekiAdmin)).name).toBe(theirs.name);
    expect((await call('PUT', 'products/99999999999', { token: admin, body: product() })).status).toBe(404);
  });

  it('a stale version is refused with 409 and the newer save stays', async () => {
    const p = await created(product());
    const first = await call('PUT', `products/${p.id}`, { token: admin, body: product({ name: uniq('Birinci'), version: 1 }) });
    expect(first.status).toBe(200);
    const second = await call('PUT', `products/${p.id}`, { token: manager, body: product({ name: uniq('İkinci'), version: 1 }), lang: 'en' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'DC10009', message: msg('en', 'errors.DC10009') });
    expect(await card(p.id)).toEqual(first.body.response);
  });

  it('honours Idempotency-Key: a retry gets the first answer and saves nothing again', async () => {
    const p = await created(product());
    const key = `${RUN}-idem-${p.id}`;
    const body = product({ name: uniq('Tekrar'), version: 1 });
    const a = await call('PUT', `products/${p.id}`, { token: admin, body, headers: { 'idempotency-key': key } });
    const b = await call('PUT', `products/${p.id}`, { token: admin, body, headers: { 'idempotency-key': key } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await card(p.id)).version).toBe(2);
  });

  it('only admin and manager edit: the auditor and the cashier get 403, nothing changes', async () => {
    const p = await created(product());
    for (const token of [auditor, cashier]) {
      const r = await call('PUT', `products/${p.id}`, { token, body: product({ name: uniq('Yasak') }), lang: 'en' });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('PE10003');
    }
    expect((await call('PUT', `products/${p.id}`, { body: product() })).status).toBe(401);
    expect((await card(p.id)).version).toBe(1);
  });

  it('an unreadable body is a 422, not a 500', async () => {
    const p = await created(product());
    expect((await call('PUT', `products/${p.id}`, { token: admin, raw: '{"name":' })).status).toBe(422);
  });
});

describe('a copy (/stok/cogalt) is a new card saved with POST', () => {
  it('keeps the fields, gets its own code; the original is unchanged', async () => {
    const original = await created(product({ code: `${RUN}-ORIG`, barcode: '4006381333931', author: 'Yaşar Kemal', pageCount: 200 }));
    const { id, code, barcode, isbn, version, stockQuantity, stockByWarehouse, stockByLocation, ...rest } = original;
    void [id, code, barcode, isbn, version, stockQuantity, stockByWarehouse, stockByLocation];
    const copy = await created({ ...rest, name: uniq('Kopya') });
    expect(copy.id).not.toBe(original.id);
    expect(copy.code).not.toBe(original.code);
    expect(copy).toMatchObject({ author: 'Yaşar Kemal', pageCount: 200, price: original.price, locationId: original.locationId, barcode: null });
    expect(await card(original.id)).toEqual(original);
  });
});

describe('definition references', () => {
  it('a card refers to a category, type, manufacturer and people of the right kind and role, with their names', async (ctx) => {
    const category = await definition('category', uniq('Kategori'));
    if (category === null) return ctx.skip();
    const type = (await definition('type', uniq('Tür')))!;
    const manufacturer = (await definition('manufacturer', uniq('Yayınevi')))!;
    const author = (await definition('person', uniq('Yazar'), { roles: ['author'] }))!;
    const translator = (await definition('person', uniq('Çevirmen'), { roles: ['translator', 'editor'] }))!;
    const p = await created(
      product({ categoryId: category, typeId: type, manufacturerId: manufacturer, authorId: author, translatorId: translator, editorId: translator }),
    );
    expect(p).toMatchObject({
      categoryId: category,
      typeId: type,
      manufacturerId: manufacturer,
      authorId: author,
      translatorId: translator,
      editorId: translator,
    });
    expect(p.categoryName).toContain('Kategori');
    expect(p.authorName).toContain('Yazar');
    expect(p.editorName).toContain('Çevirmen');

    // the wrong kind, or a person without the role, is refused on its field
    await refusedEdit(p.id, product({ name: p.name, categoryId: type }), 'categoryId', 'stock.validation.categoryNotFound', 'tr');
    await refusedEdit(p.id, product({ name: p.name, manufacturerId: author }), 'manufacturerId', 'stock.validation.manufacturerNotFound', 'en');
    await refusedEdit(p.id, product({ name: p.name, authorId: translator }), 'authorId', 'stock.validation.personNotFound', 'de');
    await refusedEdit(p.id, product({ name: p.name, translatorId: author }), 'translatorId', 'stock.validation.personNotFound', 'fr');

    // the other company's definitions do not exist for this one
    const theirs = (await definition('category', uniq('Öteki Kategori'), {}, otekiAdmin))!;
    await refusedEdit(p.id, product({ name: p.name, categoryId: theirs }), 'categoryId', 'stock.validation.categoryNotFound', 'ar');
    const r = await call('POST', 'products', {
      token: otekiAdmin,
      body: { ...product({ code: `${RUN}-OT2` }), locationId: otekiLocation, categoryId: category },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.categoryId).toEqual([msg('tr', 'stock.validation.categoryNotFound')]);
  });
});

describe('GET /api/products?q= (the stock search)', () => {
  it('finds a name anywhere, ignoring case and Turkish marks', async () => {
    const p = await created(product({ name: `${RUN} Küçük Öğretmen Işığı` }));
    for (const q of [
      `${RUN} kucuk ogretmen`,
      'ÖĞRETMEN IŞIĞI'.toLocaleLowerCase('tr-TR').replace('ı', 'i'),
      `${RUN.toLowerCase()} KÜÇÜK`,
      'ogretmen isigi',
      'Öğretmen Işığı',
    ]) {
      expect(
        (await search(q)).items.map((x: { id: number }) => x.id),
        q,
      ).toContain(p.id);
    }
    expect((await search(`${RUN} ogretmenler`)).total).toBe(0);
  });

  it('finds a code by its prefix, a barcode exactly, an ISBN typed as ISBN-10', async () => {
    const p = await created(product({ code: `${RUN}-ARA-01`, barcode: '0-8044-2957-X' }));
    const other = await created(product({ code: `${RUN}-ARA-02` }));
    const ids = async (q: string) => (await search(q)).items.map((x: { id: number }) => x.id);
    expect(await ids(`${RUN}-ARA-0`)).toEqual(expect.arrayContaining([p.id, other.id]));
    expect(await ids(`${RUN.toLowerCase()}-ara-01`)).toEqual([p.id]);
    expect(await ids('9780804429573')).toContain(p.id);
    expect(await ids('978-0-8044-2957-3')).toContain(p.id);
    expect(await ids('080442957x')).toContain(p.id);
    expect(await ids('0-8044-2957-X')).toContain(p.id);
    // a search text with LIKE's wildcards means those characters
    expect((await search(`${RUN}%`)).total).toBe(0);
    expect((await search(`${RUN}_ARA`)).total).toBe(0);
  });

  it('lists in Turkish alphabetical order (ç after c, ı before i, ö after o, ş after s)', async () => {
    const tag = `${RUN}SIRA`;
    const names = ['Şeker', 'Çay', 'Ilık', 'İnce', 'Cam', 'Ördek', 'Oda', 'Sabun', 'Üzüm', 'Uçak', 'Zeytin', 'ağaç'].map((n) => `${tag} ${n}`);
    for (const name of names) await created(product({ name }));
    const listed = (await search(tag)).items.map((x: { name: string }) => x.name.slice(tag.length + 1));
    expect(listed).toEqual(['ağaç', 'Cam', 'Çay', 'Ilık', 'İnce', 'Oda', 'Ördek', 'Sabun', 'Şeker', 'Uçak', 'Üzüm', 'Zeytin']);
    // paging keeps the order and the total
    const page2 = (await call('GET', `products?q=${encodeURIComponent(tag)}&limit=5&offset=5`, { token: admin })).body.response;
    expect(page2.total).toBe(12);
    expect(page2.items.map((x: { name: string }) => x.name.slice(tag.length + 1))).toEqual(['Oda', 'Ördek', 'Sabun', 'Şeker', 'Uçak']);
  });

  it('the unfiltered list counts every card of the company (a kept count, migration 006)', async () => {
    const total = async (token: string) => (await call('GET', 'products?limit=1', { token })).body.response.total as number;
    const before = await total(admin);
    await created(product());
    await created(product());
    // other files add cards at the same time: at least these two more
    expect(await total(admin)).toBeGreaterThanOrEqual(before + 2);
  });

  it("never shows the other company's cards", async () => {
    const theirs = await created({ ...product({ name: `${RUN} Öteki Gizli Kart`, code: `${RUN}-OT3` }), locationId: otekiLocation }, otekiAdmin);
    expect((await search(`${RUN} oteki gizli`)).total).toBe(0);
    expect((await search(`${RUN} oteki gizli`, otekiAdmin)).items.map((x: { id: number }) => x.id)).toEqual([theirs.id]);
  });
});

describe('stock per warehouse on the card', () => {
  it('a completed stock-in document shows on the card, per warehouse, and in the total', async () => {
    const warehouses = (await call('GET', 'warehouses', { token: admin })).body.response.items as { id: number; name: string }[];
    const p = await created(product({ criticalStock: '10' }));
    expect((await card(p.id)).stockByWarehouse).toEqual([]);
    for (const [w, quantity] of [
      [warehouses[0]!, '4'],
      [warehouses[1]!, '2.5'],
    ] as const) {
      const doc = await call('POST', 'documents', {
        token: manager,
        body: { type: 'stockIn', warehouseId: w.id, lines: [{ productId: p.id, quantity, unitPrice: '1.00', vatRate: 20 }] },
      });
      expect(doc.status, JSON.stringify(doc.body)).toBe(201);
      const started = await call('POST', `documents/${doc.body.response.id}/events`, {
        token: manager,
        body: { type: 'START', version: doc.body.response.version },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const done = await call('POST', `documents/${doc.body.response.id}/events`, {
        token: manager,
        body: { type: 'COMPLETE', version: started.body.response.version },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    const c = await card(p.id);
    expect(c.stockQuantity).toBe('6.5');
    const byName = [...warehouses.slice(0, 2)].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    expect(c.stockByWarehouse).toEqual(byName.map((w) => ({ warehouseId: w.id, warehouseName: w.name, quantity: w.id === warehouses[0]!.id ? '4' : '2.5' })));
    // still at or below the critical value: the list item says so through its numbers
    const item = (await search(p.name)).items[0];
    expect(item).toMatchObject({ stockQuantity: '6.5', criticalStock: '10' });
  });
});
