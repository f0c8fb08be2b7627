import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { MASTERDATA_MESSAGES } from '../../src/domain/schemas/masterdata';
import { call, login } from './client';

/**
 * POST /api/products and POST /api/accounts against the real server: every validation answers 422 with the
 * field's message in the asked language and stores nothing; the happy paths answer 201 with the same shape
 * as the list item. Rows made here carry RUN in their names so other files' searches never meet them.
 */

type Nested = { [k: string]: string | Nested };
const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const locales = Object.fromEntries(
  LANGS.map((l) => [l, JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8')) as Nested]),
) as Record<Lang, Nested>;

/** The text the server should answer for a locale key ("validation.digits|16" counts {n}). */
function msg(lang: Lang, keyWithValue: string): string {
  const [key, n] = keyWithValue.split('|') as [string, string | undefined];
  const text = key.split('.').reduce<unknown>((o, p) => (o as Nested | undefined)?.[p], locales[lang]);
  if (typeof text !== 'string') throw new Error(`locales/${lang}.json has no ${key}`);
  return n === undefined ? text : String(new IntlMessageFormat(text, lang).format({ n: Number(n) }));
}

interface Turkey {
  vkn: { valid: { v: string }[]; invalid: { v: string }[] };
  tckn: { valid: { v: string }[]; invalid: { v: string }[] };
  iban_tr: { valid: { v: string; print?: string }[]; invalid: { v: string }[] };
  ean13: { valid: string[]; invalid: { v: string }[] };
  isbn: { valid: string[]; invalid: string[] };
}
const turkey: Turkey = JSON.parse(readFileSync(new URL('../fixtures/turkey.json', import.meta.url), 'utf8'));

const RUN = `T${Date.now().toString(36)}`;
let seq = 0;
const uniq = (what: string) => `${RUN} ${what} ${++seq}`;

let admin: string;
let manager: string;
let auditor: string;
let cashier: string;
let otekiAdmin: string;
let demoLocation: number;
let otekiLocation: number;

beforeAll(async () => {
  [admin, manager, auditor, cashier, otekiAdmin] = await Promise.all(
    ['admin@demo.test', 'muhasebe@demo.test', 'denetci@demo.test', 'kasa@demo.test', 'admin@oteki.test'].map((e) => login(e)),
  );
  demoLocation = (await call('GET', 'locations', { token: admin })).body.response.items[0].id;
  otekiLocation = (await call('GET', 'locations', { token: otekiAdmin })).body.response.items[0].id;
});

const product = (extra: Record<string, unknown> = {}) => ({
  name: uniq('Ürün'),
  unit: 'ADET',
  vatRate: 20,
  price: '10.00',
  locationId: demoLocation,
  ...extra,
});
const account = (extra: Record<string, unknown> = {}) => ({ name: uniq('Cari'), kind: 'customer', ...extra });

async function countProducts(q: string, token = admin): Promise<number> {
  return (await call('GET', `products?q=${encodeURIComponent(q)}`, { token })).body.response.total;
}
async function countAccounts(q: string, token = admin): Promise<number> {
  return (await call('GET', `accounts?q=${encodeURIComponent(q)}`, { token })).body.response.total;
}

/** Posts an invalid body and checks the 422, the one message of `field` and that nothing was stored. */
async function refused(path: 'products' | 'accounts', body: Record<string, unknown>, field: string, key: string, lang: Lang = 'tr', token = admin) {
  const r = await call('POST', path, { token, body, lang });
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.code).toBe('VA10022');
  expect(r.body.message).toBe(msg(lang, 'errors.VA10022'));
  expect(r.body.errors[field]).toEqual([msg(lang, key)]);
  const count = path === 'products' ? countProducts : countAccounts;
  expect(await count(String(body.name), token)).toBe(0);
  return r;
}

describe('locale keys', () => {
  it.each(LANGS)('every message of the master-data schemas exists in %s', (lang) => {
    const missing = MASTERDATA_MESSAGES.filter((k) => {
      try {
        msg(lang, k);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});

describe('POST /api/products', () => {
  it('creates a product: 201 in the shape of the list item, code generated, spec fields kept', async () => {
    const body = product({
      barcode: '750 1031 31130 9',
      price: '12,50',
      vatRate: '10',
      unit: 'kutu',
      author: 'Sabahattin Ali',
      pageCount: 160,
      criticalStock: '5',
      showcase: true,
      editionDate: '2024-03-01',
    });
    const r = await call('POST', 'products', { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const p = r.body.response;
    expect(p).toMatchObject({
      name: body.name,
      barcode: '7501031311309',
      isbn: null,
      unit: 'KUTU',
      vatRate: 10,
      price: '12.50',
      locationId: demoLocation,
      stockQuantity: '0',
      criticalStock: '5',
      author: 'Sabahattin Ali',
      pageCount: 160,
      showcase: true,
      editionDate: '2024-03-01',
    });
    expect(p.code).toMatch(/^STK\d{7}$/);
    const list = (await call('GET', `products?q=${encodeURIComponent(body.name)}`, { token: admin })).body.response;
    expect(list.total).toBe(1);
    expect(list.items[0]).toEqual(p);
    expect((await call('GET', `products/${p.id}`, { token: admin })).body.response).toEqual(p);
  });

  it('generates the next free code, unique in the company', async () => {
    const a = (await call('POST', 'products', { token: admin, body: product() })).body.response.code as string;
    const b = (await call('POST', 'products', { token: manager, body: product() })).body.response.code as string;
    expect(Number(b.slice(3))).toBe(Number(a.slice(3)) + 1);
    // a company's series is its own: the next after its own highest generated code, whatever the other company's
    const otekiCodes = (await call('GET', 'products?q=STK&limit=500', { token: otekiAdmin })).body.response.items.map((i: { code: string }) => i.code);
    const highest = Math.max(0, ...otekiCodes.filter((c: string) => /^STK\d{7}$/.test(c)).map((c: string) => Number(c.slice(3))));
    const o = await call('POST', 'products', { token: otekiAdmin, body: product({ locationId: otekiLocation }) });
    expect(o.status).toBe(201);
    expect(o.body.response.code).toBe(`STK${String(highest + 1).padStart(7, '0')}`);
  });

  it('keeps an explicit code and refuses it a second time (also in another case)', async () => {
    const code = `${RUN}-P1`;
    const first = await call('POST', 'products', { token: admin, body: product({ code }) });
    expect(first.status).toBe(201);
    expect(first.body.response.code).toBe(code);
    await refused('products', product({ code }), 'code', 'validation.codeTaken', 'en');
    await refused('products', product({ code: code.toLowerCase() }), 'code', 'validation.codeTaken', 'de');
    // the same code is free in the other company
    expect((await call('POST', 'products', { token: otekiAdmin, body: product({ code, locationId: otekiLocation }) })).status).toBe(201);
  });

  it('refuses a malformed code', async () => {
    await refused('products', product({ code: 'a b' }), 'code', 'validation.productCode', 'fr');
    await refused('products', product({ code: 'X'.repeat(31) }), 'code', 'validation.productCode');
  });

  it.each(turkey.ean13.valid.filter((v) => !v.startsWith('978')).concat(['978-0-8044-2957-3']))('accepts the barcode %s', async (barcode) => {
    const r = await call('POST', 'products', { token: admin, body: product({ barcode }) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.barcode).toBe(barcode.replace(/-/g, ''));
  });

  it('an ISBN-10 barcode is kept and its ISBN-13 is searchable', async () => {
    const body = product({ barcode: '0-8044-2957-x' });
    const r = await call('POST', 'products', { token: manager, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response).toMatchObject({ barcode: '080442957X', isbn: '9780804429573' });
    for (const q of ['9780804429573', '978-0-8044-2957-3', '0-8044-2957-X']) {
      const found = (await call('GET', `products?q=${encodeURIComponent(q)}`, { token: admin })).body.response.items.map((p: { id: number }) => p.id);
      expect(found, q).toContain(r.body.response.id);
    }
  });

  it.each([...turkey.ean13.invalid.map((x) => x.v), ...turkey.isbn.invalid, '12345', '080442957Y', '0804429574'])(
    'refuses the barcode %s (422 errors.barcode)',
    async (barcode) => {
      await refused('products', product({ barcode }), 'barcode', 'validation.barcode', 'en');
    },
  );

  it('refuses a bad ISBN field', async () => {
    await refused('products', product({ isbn: '978-9024538271' }), 'isbn', 'validation.isbn', 'ar');
  });

  it('a product needs a location before saving', async () => {
    const body = product();
    delete (body as Record<string, unknown>).locationId;
    await refused('products', body, 'locationId', 'validation.locationRequired', 'tr');
    await refused('products', product({ locationId: null }), 'locationId', 'validation.locationRequired', 'en');
    await refused('products', product({ locationId: 999999 }), 'locationId', 'validation.locationNotFound', 'de');
    await refused('products', product({ locationId: 'raf' }), 'locationId', 'validation.number', 'de');
  });

  it("the other company's location is refused as if it did not exist", async () => {
    await refused('products', product({ locationId: demoLocation }), 'locationId', 'validation.locationNotFound', 'tr', otekiAdmin);
    await refused('products', product({ locationId: otekiLocation }), 'locationId', 'validation.locationNotFound', 'en', admin);
  });

  it('prices: dot or comma decimals, never both', async () => {
    for (const [price, expected] of [
      ['12.50', '12.50'],
      ['12,5', '12.50'],
      ['1234,5678', '1234.5678'],
      ['7', '7.00'],
    ]) {
      const r = await call('POST', 'products', { token: admin, body: product({ price }) });
      expect(r.status).toBe(201);
      expect(r.body.response.price).toBe(expected);
    }
    await refused('products', product({ price: '1,234.50' }), 'price', 'validation.mixedSeparators', 'tr');
    await refused('products', product({ price: '1.234,50' }), 'price', 'validation.mixedSeparators', 'en');
    for (const price of ['abc', '-5', '1,2,3', '1.23456', '1e3', true]) await refused('products', product({ price }), 'price', 'validation.decimal', 'fr');
    await refused('products', product({ price: '' }), 'price', 'validation.required', 'de');
  });

  it('VAT rates are 0, 1, 10 or 20', async () => {
    for (const vatRate of [0, 1, 10, 20]) expect((await call('POST', 'products', { token: admin, body: product({ vatRate }) })).status).toBe(201);
    for (const vatRate of [8, 18, -1, 'yirmi']) await refused('products', product({ vatRate }), 'vatRate', 'validation.vatRate', 'en');
  });

  it('reports every invalid field in one 422, database checks included, and stores nothing', async () => {
    const code = `${RUN}-ALL`;
    expect((await call('POST', 'products', { token: admin, body: product({ code }) })).status).toBe(201);
    const body = { name: '', barcode: '7501031311308', vatRate: 18, price: '1,234.50', locationId: otekiLocation, code, pageCount: 'çok' };
    const r = await call('POST', 'products', { token: admin, body, lang: 'de' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      name: [msg('de', 'validation.required')],
      barcode: [msg('de', 'validation.barcode')],
      vatRate: [msg('de', 'validation.vatRate')],
      price: [msg('de', 'validation.mixedSeparators')],
      locationId: [msg('de', 'validation.locationNotFound')],
      code: [msg('de', 'validation.codeTaken')],
      pageCount: [msg('de', 'validation.number')],
    });
    expect(r.body.errors.name).toEqual(['Dieses Feld darf nicht leer sein.']);
    expect(await countProducts(code)).toBe(1);
  });

  it('only admin and manager create: the auditor and the cashier get 403, nothing stored', async () => {
    for (const token of [auditor, cashier]) {
      const body = product();
      const r = await call('POST', 'products', { token, body, lang: 'en' });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'PE10003', message: msg('en', 'errors.PE10003') });
      expect(await countProducts(body.name)).toBe(0);
    }
    expect((await call('POST', 'products', { body: product() })).status).toBe(401);
  });

  it('an unreadable body is a 422, not a 500', async () => {
    const r = await call('POST', 'products', { token: admin, raw: '{"name":' });
    expect(r.status).toBe(422);
  });

  it('Idempotency-Key: a retry answers the same and stores nothing more', async () => {
    const body = product();
    const headers = { 'idempotency-key': `${RUN}-prod` };
    const first = await call('POST', 'products', { token: admin, body, headers });
    const again = await call('POST', 'products', { token: admin, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await countProducts(body.name)).toBe(1);
    const other = await call('POST', 'products', { token: admin, body: { ...body, price: '11' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('VA10023');
  });
});

describe('POST /api/accounts', () => {
  it('creates an account: 201 in the shape of the list item, code C + 9 digits, IBAN normalised', async () => {
    const body = account({
      taxNumber: '4540536920',
      taxOffice: 'Kadıköy',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      email: 'okur@example.com',
      phone: '+90 (212) 555 12 34',
      city: 'İstanbul',
      postalCode: '34710',
      riskLimit: '25000,5',
      mersisNumber: '0123456789012345',
      authorizedIps: '10.0.0.1, 2001:db8::1',
      personType: 'corporate',
    });
    const r = await call('POST', 'accounts', { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const a = r.body.response;
    expect(a).toMatchObject({
      name: body.name,
      kind: 'customer',
      taxNumber: '4540536920',
      taxOffice: 'Kadıköy',
      iban: 'TR330006100519786457841326',
      email: 'okur@example.com',
      balance: '0.00',
      phone: '+90 (212) 555 12 34',
      city: 'İstanbul',
      postalCode: '34710',
      riskLimit: '25000.50',
      mersisNumber: '0123456789012345',
      authorizedIps: '10.0.0.1,2001:db8::1',
      personType: 'corporate',
    });
    expect(a.code).toMatch(/^C\d{9}$/);
    const list = (await call('GET', `accounts?q=${encodeURIComponent(body.name)}`, { token: admin })).body.response;
    expect(list.total).toBe(1);
    expect(list.items[0]).toEqual(a);
    expect((await call('GET', `accounts/${a.id}`, { token: admin })).body.response).toEqual(a);
  });

  it('generates the next free code per kind: C for customers, S for suppliers', async () => {
    const codes = async (token: string) =>
      new Set(((await call('GET', 'accounts?limit=500', { token })).body.response.items as { code: string }[]).map((x) => x.code));
    const before = await codes(admin);
    const next = (prefix: string) => {
      const max = Math.max(0, ...[...before].filter((c) => new RegExp(`^${prefix}\\d{9}$`).test(c)).map((c) => Number(c.slice(1))));
      return prefix + String(max + 1).padStart(9, '0');
    };
    const c1 = await call('POST', 'accounts', { token: admin, body: account() });
    const s1 = await call('POST', 'accounts', { token: manager, body: account({ kind: 'supplier' }) });
    const c2 = await call('POST', 'accounts', { token: admin, body: account({ code: '' }) });
    expect(c1.body.response.code).toBe(next('C'));
    expect(s1.body.response.code).toBe(next('S'));
    expect(c2.body.response.code).toBe(`C${String(Number(next('C').slice(1)) + 1).padStart(9, '0')}`);
  });

  it('keeps an explicit code (upper case) and refuses a taken one; another company may use it', async () => {
    const code = `Q${Date.now().toString().slice(-9)}`;
    const first = await call('POST', 'accounts', { token: admin, body: account({ code: code.toLowerCase() }) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.response.code).toBe(code);
    await refused('accounts', account({ code }), 'code', 'validation.codeTaken', 'tr');
    await refused('accounts', account({ code: 'C000000001' }), 'code', 'validation.codeTaken', 'en');
    expect((await call('POST', 'accounts', { token: otekiAdmin, body: account({ code }) })).status).toBe(201);
  });

  it.each(['ABC', 'ABCDEFGHIJK', 'ABCDE-GHIJ', 'ÇABCDEFGHI'])('refuses the malformed code %s', async (code) => {
    await refused('accounts', account({ code }), 'code', 'validation.accountCode', 'de');
  });

  it('accepts every valid VKN and TCKN of the fixture', async () => {
    for (const taxNumber of [...turkey.vkn.valid, ...turkey.tckn.valid].map((x) => x.v)) {
      const r = await call('POST', 'accounts', { token: otekiAdmin, body: account({ taxNumber }) });
      expect(r.status, taxNumber).toBe(201);
      expect(r.body.response.taxNumber).toBe(taxNumber);
    }
  });

  it.each(turkey.vkn.invalid.map((x) => x.v).filter((v) => v.length === 10))('refuses the VKN %s (errors.taxNumber)', async (taxNumber) => {
    await refused('accounts', account({ taxNumber }), 'taxNumber', 'validation.vkn', 'en');
  });

  it.each(turkey.tckn.invalid.map((x) => x.v).filter((v) => v.length === 11))('refuses the TCKN %s (errors.taxNumber)', async (taxNumber) => {
    await refused('accounts', account({ taxNumber }), 'taxNumber', 'validation.tckn', 'fr');
  });

  it.each(
    [...turkey.vkn.invalid, ...turkey.tckn.invalid]
      .map((x) => x.v)
      .filter((v) => v.length !== 10 && v.length !== 11)
      .concat(['12345', '45405369AB']),
  )('refuses the tax number %s of neither length', async (taxNumber) => {
    await refused('accounts', account({ taxNumber }), 'taxNumber', 'validation.taxNumber', 'ar');
  });

  it('accepts every valid IBAN of the fixture, printed or compact, lower case too', async () => {
    for (const x of turkey.iban_tr.valid) {
      for (const iban of [x.v, x.print ?? x.v.toLowerCase()]) {
        const r = await call('POST', 'accounts', { token: otekiAdmin, body: account({ kind: 'supplier', iban }) });
        expect(r.status, iban).toBe(201);
        expect(r.body.response.iban).toBe(x.v);
      }
    }
  });

  it.each(turkey.iban_tr.invalid.map((x) => x.v).concat(['TR33 0006 1005 1978 6457 8413 2X', 'IBAN']))('refuses the IBAN %s (errors.iban)', async (iban) => {
    await refused('accounts', account({ iban }), 'iban', 'validation.iban', 'tr');
  });

  it('authorized IPs are a comma-separated list of IPv4 or IPv6 addresses', async () => {
    for (const authorizedIps of ['10.0.0.1;10.0.0.2', '300.1.1.1', '10.0.0.1, localhost', ',']) {
      await refused('accounts', account({ authorizedIps }), 'authorizedIps', 'validation.ipList', 'en');
    }
  });

  it('kind, e-mail, MERSİS, postal code, phone, dates and amounts are checked', async () => {
    await refused('accounts', account({ kind: undefined }), 'kind', 'validation.required', 'tr');
    await refused('accounts', account({ kind: 'both' }), 'kind', 'validation.invalid', 'en');
    await refused('accounts', account({ email: 'not-an-email' }), 'email', 'validation.email', 'de');
    await refused('accounts', account({ mersisNumber: '123' }), 'mersisNumber', 'validation.digits|16', 'fr');
    await refused('accounts', account({ postalCode: '3471' }), 'postalCode', 'validation.digits|5', 'ar');
    await refused('accounts', account({ phone: '12' }), 'phone', 'validation.phone', 'tr');
    await refused('accounts', account({ birthDate: '2001-02-30' }), 'birthDate', 'validation.date', 'en');
    await refused('accounts', account({ riskLimit: '1.000,50' }), 'riskLimit', 'validation.mixedSeparators', 'tr');
  });

  it('reports every invalid field in one 422 and stores nothing', async () => {
    const body = {
      name: uniq('Hepsi'),
      kind: 'both',
      code: 'C000000001',
      taxNumber: '4540536921',
      iban: 'TR330006100519786457841327',
      email: 'x@',
      authorizedIps: '1.2.3',
    };
    const r = await call('POST', 'accounts', { token: admin, body, lang: 'fr' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      kind: [msg('fr', 'validation.invalid')],
      code: [msg('fr', 'validation.codeTaken')],
      taxNumber: [msg('fr', 'validation.vkn')],
      iban: [msg('fr', 'validation.iban')],
      email: [msg('fr', 'validation.email')],
      authorizedIps: [msg('fr', 'validation.ipList')],
    });
    expect(await countAccounts(body.name)).toBe(0);
    const noName = await call('POST', 'accounts', { token: admin, body: { kind: 'customer' }, lang: 'en' });
    expect(noName.body.errors).toEqual({ name: ['This field cannot be empty.'] });
  });

  it('only admin and manager create: the auditor gets 403 PE10003, nothing stored', async () => {
    const body = account();
    const r = await call('POST', 'accounts', { token: auditor, body, lang: 'tr' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'PE10003', message: 'Erişim yetkiniz yok.' });
    expect(await countAccounts(body.name)).toBe(0);
    expect((await call('POST', 'accounts', { token: cashier, body })).status).toBe(403);
  });
});
