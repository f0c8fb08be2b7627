import { DEFAULT_PRINT_DESIGN } from '../../src/domain/print/design';
import { DEFAULT_LABEL_DESIGN } from '../../src/domain/print/labels';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { MAX_BODY_BYTES } from '../../src/server/http/body-limit';
import type { Database } from '../../src/server/db/database';
import { call, login, type Reply } from './client';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { startOwnServer } from './own-server';

/**
 * Hostile input to every write route of the API (contract.md "Limits every call honours"): wrong types,
 * huge strings, NUL, lone surrogates, numbers past what a column holds, 1e400, ids past PostgreSQL's
 * integer, impossible dates, 5,000-deep nesting, bodies over 1 MB. Each request changes one field of a
 * valid body (or its path id, or the whole body); every answer must be a 4xx in the envelope, and the
 * database must hold exactly what it held before. A server of the file's own, so that its rows can be read.
 */

let server: Awaited<ReturnType<typeof startOwnServer>>;
const tokens: Record<'admin' | 'manager' | 'cashier' | 'auditor' | 'leaving' | 'reader' | 'dealer' | 'provider', string> = {
  admin: '',
  provider: '',
  manager: '',
  cashier: '',
  auditor: '',
  leaving: '',
  reader: '',
  dealer: '',
};
let targets: Target[];

type Kind = 'id' | 'number' | 'date' | 'text' | 'flag' | 'container';

interface Target {
  /** the route as Hono lists it: `POST /api/documents/:id/events` */
  route: string;
  label: string;
  path: string;
  token?: keyof typeof tokens;
  body: unknown;
  /** a file upload: its raw body is fuzzed, not JSON fields */
  file?: true;
}

const api = (method: string, path: string, opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) =>
  call(method, path, { ...opts, base: server.baseUrl, lang: 'en' });

async function ok<T = any>(r: Promise<Reply>, status = 201): Promise<T> {
  const reply = await r;
  if (reply.status !== status) throw new Error(`fixture: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply.body.response;
}

/** Every row of every table of the database, hashed per table: equal before and after means nothing was written. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  return db.system(async (q) => {
    const tables = (
      await q.query<{ t: string }>(
        `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows;
    const r = await q.query<{ t: string; h: string }>(
      tables
        .map(({ t }) => `select '${t}' as t, count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
        .join(' union all '),
    );
    return Object.fromEntries(r.rows.map((row) => [row.t, row.h]));
  });
}

const DEEP = '['.repeat(5000) + ']'.repeat(5000);
const RAW = '\u0001raw:';
/** A value JSON.stringify cannot write, put into the body's text where the field was. */
const raw = (text: string) => `${RAW}${text}`;

const COMMON: unknown[] = ['a\u0000b', 'x\uD800y', '\uDC00', raw('1e400'), raw('-1e400'), raw(DEEP)];
const HOSTILE: Record<Kind, unknown[]> = {
  id: [...COMMON, { x: 1 }, 2147483648, '2147483648', 99999999999, '99999999999', -1, 1.5, '1e5', '12345678901234567890'],
  number: [...COMMON, { x: 1 }, '9'.repeat(17), `${'9'.repeat(15)}.9999999`, 1e20, -1, '-1', '1e5', '0x10', '1.2.3'],
  date: [...COMMON, { x: 1 }, '2023-13-01', '2023-02-29', '0000-01-01', '99999-01-01', '9999-99-99', '2023-1-1'],
  text: [...COMMON, { x: 1 }, ['x'], 'x'.repeat(300_000)],
  flag: [...COMMON, 'yes'],
  container: [...COMMON, 'x', 42],
};

function kindOf(key: string, parentKey: string, value: unknown): Kind {
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) return 'container';
  if (typeof value === 'boolean') return 'flag';
  const digits = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));
  if (digits && (/(^id$|Id$)/.test(key) || /Ids$/.test(parentKey) || key === 'version')) return 'id';
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value))) return 'number';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  return 'text';
}

/** Every field of a body (nested ones too) with its kind; '' is the body itself. */
function fieldsOf(value: unknown, path: string[] = []): { path: string[]; kind: Kind }[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => [{ path: [...path, k], kind: kindOf(k, path[path.length - 1] ?? '', v) }, ...fieldsOf(v, [...path, k])]);
}

/** The body with one field replaced, as JSON text (a raw value is spliced in). */
function mutated(body: unknown, path: string[], value: unknown): string {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  const isRaw = typeof value === 'string' && value.startsWith(RAW);
  node[path[path.length - 1]!] = isRaw ? '\u0001placeholder' : value;
  const text = JSON.stringify(copy);
  return isRaw ? text.replace('"\\u0001placeholder"', (value as string).slice(RAW.length)) : text;
}

/** The body as JSON text with one more key first (a key JavaScript itself cannot put in an object literal). */
const withKey = (body: unknown, key: string, value: unknown) => {
  const text = JSON.stringify(body);
  return `{${JSON.stringify(key)}:${JSON.stringify(value)}${text === '{}' ? '' : ','}${text.slice(1)}`;
};

/** Whole bodies no route takes: not JSON, the wrong shape, too deep, over 1 MB, a key that names an object's prototype. */
const WHOLE_BODIES = (body: unknown): string[] => [
  '{"type":',
  'null',
  '[]',
  '"x"',
  DEEP,
  JSON.stringify({ ...(body as object), padding: 'x'.repeat(1_100_000) }),
  withKey(body, '__proto__', { admin: true }),
  withKey(body, 'constructor', 1),
  withKey(body, 'prototype', {}),
];

const HOSTILE_PATH_IDS = ['2147483648', '99999999999', '-1', '0', '1e5', '%00', 'abc', '12345678901234567890'];

const BULLETIN = (date: string, no = '2015/231', unit = '1') =>
  `<?xml version="1.0" encoding="ISO-8859-9"?><Tarih_Date Tarih="${date}" Date="12/04/2015" Bulten_No="${no}"><Currency CrossOrder="0" Kod="USD" CurrencyCode="USD"><Unit>${unit}</Unit><Isim>ABD DOLARI</Isim><ForexBuying>2.9</ForexBuying><ForexSelling>2.91</ForexSelling><BanknoteBuying/><BanknoteSelling/></Currency></Tarih_Date>`;
const HOSTILE_FILES = [
  '',
  'x',
  '\u0000\u0000',
  BULLETIN('31.13.2015'),
  BULLETIN('30.02.2015'),
  BULLETIN('04.12.2015\u0000'),
  BULLETIN('04.12.2015', '2015/231', '99999999999'),
  BULLETIN('04.12.2015', '&#0;'),
  BULLETIN('04.12.2015', '&#99999999;'),
  'A'.repeat(1_500_000),
  // a data transfer file (/sistem/aktarimservis): NUL bytes in a cell, and a 10 MB cell
  'Stok kodu;Ürün adı\r\nX-1;a\u0000b\r\n',
  'Stok kodu;Ürün adı\r\nX-1;' + 'a'.repeat(10 * 1024 * 1024) + '\r\n',
];

function expectRefused(r: Reply, label: string): void {
  const text = `${label}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
  expect(r.status, text).toBeGreaterThanOrEqual(400);
  expect(r.status, text).toBeLessThan(500);
  expect(r.body !== null && typeof r.body === 'object', text).toBe(true);
  const { message, code, errors, transactions, ...rest } = r.body as Record<string, unknown>;
  expect(typeof message, text).toBe('string');
  expect(typeof code, text).toBe('string');
  expect(rest, text).toEqual({});
  expect(transactions === undefined || Array.isArray(transactions), text).toBe(true);
  if (errors !== undefined) {
    expect(
      Object.values(errors as object).every((list) => Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === 'string')),
      text,
    ).toBe(true);
  }
  if (r.status === 413) expect(code, text).toBe('RQ10001');
}

/**
 * A body over 1 MB is answered 413 before it is read, and the connection closed (body-limit.ts): a client still
 * sending it may meet the close before it reads the answer. That is a refusal too; what the server wrote is checked
 * by the caller's fingerprint either way.
 */
const CLOSED_WHILE_SENDING: Reply = { status: 413, body: { message: 'closed while sending', code: 'RQ10001' } } as Reply;

/**
 * A kept-alive connection the server closed as the client reused it fails before the request reaches the server: it
 * is sent again once, on a new connection. (A request that did reach the server and wrote would still show in the
 * caller's fingerprint.)
 */
async function send(t: Target, text: string, path = t.path, headers?: Record<string, string>, again = true): Promise<Reply> {
  const [method] = t.route.split(' ');
  try {
    return await api(method!, path, { token: t.token && tokens[t.token], raw: text, headers });
  } catch (e) {
    const socket = (e as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';
    if (socket && Buffer.byteLength(text) > MAX_BODY_BYTES) return CLOSED_WHILE_SENDING;
    if (socket && again) return send(t, text, path, headers, false);
    throw e;
  }
}

beforeAll(async () => {
  server = await startOwnServer({ tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  const emails = {
    admin: 'admin@demo.test',
    manager: 'muhasebe@demo.test',
    cashier: 'kasa@demo.test',
    auditor: 'denetci@demo.test',
    leaving: 'admin@demo.test',
    provider: 'saglayici@defter.test',
  } as const;
  for (const [k, email] of Object.entries(emails)) tokens[k as keyof typeof tokens] = await login(email, 'demo1234', server.baseUrl);
  const admin = tokens.admin;
  const get = async (path: string) => (await api('GET', path, { token: admin })).body.response;
  const products = (await get('products?limit=5')).items as { id: number; price: string; vatRate: number; priceIncludesVat: boolean }[];
  const accounts = (await get('accounts?limit=50')).items as { id: number; kind: string }[];
  const customer = accounts.find((a) => a.kind === 'customer')!.id;
  const supplier = accounts.find((a) => a.kind === 'supplier')!.id;
  const warehouse = (await get('warehouses')).items[0].id as number;
  // a QR menu table whose name a valid table body repeats: refused after parsing, nothing written
  const menuTable = await ok(api('POST', 'qr-menu/tables', { token: admin, body: { name: 'Fuzz masası' } }));
  const location = (await get('locations')).items[0].id as number;
  const boxes = (await get('cash-boxes')).items as { id: number; kind: string }[];
  const cashBox = boxes.find((b) => b.kind === 'cash')!.id;
  const bank = boxes.find((b) => b.kind === 'bank')!.id;
  const category = (await get('definitions/category?limit=1')).items[0].id as number;
  const unit = ((await get('units')).items as { id: number; code: string }[]).find((u) => u.code === 'KOLİ')!.id;
  const p = products[0]!;
  const line = { productId: p.id, quantity: '2', unitPrice: '10.50', discountRate: '5', multiplier: '1', vatRate: 20 };
  const doc = (body: object, token = admin) => ok(api('POST', 'documents', { token, body }));

  const invoice = await doc({ type: 'salesInvoice', accountId: customer, warehouseId: warehouse, lines: [line] });
  const waybills = [
    await doc({ type: 'salesWaybill', accountId: customer, lines: [line] }),
    await doc({ type: 'salesWaybill', accountId: customer, lines: [line] }),
  ];
  const order = await doc({ type: 'salesOrder', accountId: customer, lines: [line] });
  const voucher = await doc({ type: 'receivableVoucher', accountId: customer, amount: '10.00' });
  const cheque = await doc({ type: 'receivedCheque', accountId: customer, amount: '150.00', dueDate: '2030-01-01' });
  const job = await doc({ type: 'job', title: 'Say the stock', kind: 'service', accountId: customer });
  const colleague = (await get('colleagues')).items[0].id as number;
  const edoc = await doc({ type: 'eInvoice', documentId: String(invoice.id) });
  const member = await newLibraryMember(admin, { pin: '4321' }, api);
  const [reservedCopy, freeCopy, lentCopy] = [await newLibraryCopy(admin, {}, api), await newLibraryCopy(admin, {}, api), await newLibraryCopy(admin, {}, api)];
  await ok(api('POST', 'library/lend', { token: admin, body: { cardNumber: member.cardNumber, barcode: lentCopy.barcode } }));
  const hold = await ok(api('POST', 'library/holds', { token: admin, body: { memberId: member.id, productId: freeCopy.productId } }));
  // the member in the reader area (/okuyucu), signed in with card and PIN
  tokens.reader = (await ok(api('POST', 'reader/login', { body: { cardNumber: member.cardNumber, pin: '4321' } }), 200)).token;
  const readerLoan = (await ok(api('GET', 'reader/account', { token: tokens.reader }), 200)).loans[0] as { id: number; version: number };
  // the B2B shop: a dealer signed in at the installation's one shop, a delivery option and a transfer account
  const shopSettings = await ok(api('GET', 'b2b/settings', { token: admin }), 200);
  await ok(api('PUT', 'b2b/settings', { token: admin, body: { ...shopSettings, name: 'Demo Bayi' } }), 200);
  const cargo = await ok(api('POST', 'b2b/cargo-options', { token: admin, body: { name: 'Yurtiçi Kargo', price: '45.00', freeAbove: '1000.00' } }));
  const shopBank = await ok(
    api('POST', 'b2b/bank-accounts', { token: admin, body: { bankName: 'Ziraat', holder: 'Demo', iban: 'TR330006100519786457841326' } }),
  );
  const dealerAccount = (await ok(api('POST', 'accounts', { token: admin, body: { kind: 'customer', name: 'Bayi Kitabevi' } }))).id as number;
  const otherDealerAccount = (await ok(api('POST', 'accounts', { token: admin, body: { kind: 'customer', name: 'Bayi Sahaf' } }))).id as number;
  await ok(api('PUT', `b2b/dealers/${dealerAccount}`, { token: admin, body: { email: 'bayi@hostile.test', password: 'bayi1234' } }), 200);
  tokens.dealer = (await ok(api('POST', 'shop/login', { body: { email: 'bayi@hostile.test', password: 'bayi1234' } }), 200)).token;
  const contentPage = await ok(
    api('POST', 'b2b/content-pages', { token: admin, body: { title: 'Hakkımızda', slug: 'hakkimizda', language: 'tr', body: '<p>Biz</p>' } }),
  );
  const loan = await doc({ type: 'loan', event: 'RESERVE', memberId: member.id, copyId: reservedCopy.id });
  const libraryMember = {
    cardNumber: 'K-HOSTILE-1',
    pin: '1234',
    name: 'Ayşe',
    category: 'student',
    expiresOn: '2030-01-01',
    phone: '0212 555 00 00',
    email: 'a@b.tr',
    institution: 'Okul',
    active: true,
  };
  const loanRule = { loanDays: 14, graceDays: 3, maxLoans: 5, maxRenewals: 3, holdsAllowed: true, finePerDay: '0.00', fineCap: '0.00' };
  const session = await doc({ type: 'cashBoxSession', cashBoxId: cashBox, openingBalance: '0.00' }, tokens.cashier);
  // the cashier sells at the list price (spec §6, fast sale)
  const listPriced = { productId: p.id, quantity: '1', unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat };
  const tables = [
    await ok(api('POST', 'tables', { token: tokens.cashier, body: { tableName: 'Bahçe 1', lines: [listPriced] } })),
    await ok(api('POST', 'tables', { token: tokens.cashier, body: { tableName: 'Bahçe 2' } })),
  ];
  const event = (type: string, d: { id: number; version: number }, fields: object) => ({ type, version: d.version, ...fields });

  const product = {
    name: 'Defter A5',
    vatRate: 20,
    price: '12.50',
    locationId: location,
    criticalStock: '3',
    editionDate: '2020-05-01',
    pageCount: 120,
    showcase: true,
    categoryId: category,
  };
  const demoAdmin = ((await get('users')).items as { id: number; email: string }[]).find((u) => u.email === 'admin@demo.test')!.id;
  const demoCompany = ((await get('licences/companies')).items as { id: number }[])[0]!.id;
  const cashAccount = { kind: 'bank', name: 'Banka', currency: 'TRY', iban: 'TR330006100519786457841326', bank: 'Ziraat', holder: 'Demo' };
  const user = { name: 'Yeni Kullanıcı', email: 'yeni@demo.test', password: 'gizli2026', roles: ['operator'], permissions: ['fastSale'] };
  const service = { accountId: customer, productId: p.id, name: 'Bakım sözleşmesi', price: '150.25', vatRate: 20, period: 'monthly', startDate: '2026-11-01' };
  const dimension = { name: 'Beden', values: [{ name: 'Küçük', code: 'S' }] };
  const campaign = { name: 'Fuzz kampanyası', kind: 'percent', scope: 'product', percent: '5', productIds: [p.id] };
  const loyalty = { enabled: true, pointsPerLira: '1', categoryRates: {}, earnOn: ['posSale'], pointValue: '0.10', expiry: { kind: 'none' }, minSpend: 0 };
  const salesperson = { name: 'Fuzz temsilci', rules: [{ scope: 'all', basis: 'sales', rate: '3' }], targets: [] };
  // the shared catalogue: the provider writes it (a stale version: a body that passed every check would still change nothing)
  const catalogueEntry = { isbn: '9789753638029', title: 'Fuzz', author: 'Yazar', publisher: 'Yayınevi', pageCount: 120, price: '12.50', vatRate: 0 };
  const keptEntry = await ok(api('POST', 'catalogue/entries', { token: tokens.provider, body: catalogueEntry }));
  const keptMaker = await ok(api('POST', 'catalogue/manufacturers', { token: tokens.provider, body: { name: 'Fuzz üretici' } }));
  targets = [
    { route: 'POST /api/auth/login', label: 'login', path: 'auth/login', body: { email: 'admin@demo.test', password: 'not the password' } },
    { route: 'POST /api/auth/logout', label: 'logout', path: 'auth/logout', token: 'leaving', body: {} },
    { route: 'POST /api/auth/password-reset', label: 'password reset', path: 'auth/password-reset', body: { email: 'admin@demo.test' } },
    {
      route: 'POST /api/auth/password-reset/confirm',
      label: 'password reset confirm',
      path: 'auth/password-reset/confirm',
      body: { token: 'not a token', password: 'yeniŞifre42', repeat: 'yeniŞifre42' },
    },
    { route: 'POST /api/modules/frontappui/license/accept', label: 'licence', path: 'modules/frontappui/license/accept', token: 'admin', body: {} },
    {
      route: 'PUT /api/user/myprofile',
      label: 'profile',
      path: 'user/myprofile',
      token: 'admin',
      body: { name: 'admin@demo.test', password: 'a new password' },
    },
    { route: 'POST /api/products', label: 'new product', path: 'products', token: 'admin', body: product },
    { route: 'PUT /api/products/:id{[0-9]+}', label: 'product', path: `products/${p.id}`, token: 'admin', body: { ...product, version: 1 } },
    {
      route: 'POST /api/accounts',
      label: 'new account',
      path: 'accounts',
      token: 'admin',
      body: { name: 'Cari', kind: 'customer', riskLimit: '1000.00', birthDate: '1990-01-01', authorizedIps: ['10.0.0.1'] },
    },
    {
      route: 'PUT /api/accounts/:id{[0-9]+}',
      label: 'account',
      path: `accounts/${customer}`,
      token: 'admin',
      body: { name: 'Cari', kind: 'customer', monthlyInterest: '1.5', version: 1 },
    },
    {
      route: 'POST /api/definitions/:kind',
      label: 'new person',
      path: 'definitions/person',
      token: 'admin',
      body: { name: 'Sait Faik', roles: ['author'], birthYear: 1906, note: 'öykü' },
    },
    {
      route: 'PUT /api/definitions/:kind/:id{[0-9]+}',
      label: 'category',
      path: `definitions/category/${category}`,
      token: 'admin',
      body: { name: 'Roman', active: true, parentId: category },
    },
    { route: 'POST /api/warehouses', label: 'new warehouse', path: 'warehouses', token: 'admin', body: { name: 'Depo' } },
    { route: 'PUT /api/warehouses/:id{[0-9]+}', label: 'warehouse', path: `warehouses/${warehouse}`, token: 'admin', body: { name: 'Depo' } },
    { route: 'POST /api/locations', label: 'new location', path: 'locations', token: 'admin', body: { name: 'Raf', warehouseId: warehouse } },
    {
      route: 'PUT /api/locations/:id{[0-9]+}',
      label: 'location',
      path: `locations/${location}`,
      token: 'admin',
      body: { name: 'Raf', warehouseId: warehouse },
    },
    {
      route: 'POST /api/exchange-rates',
      label: 'manual rate',
      path: 'exchange-rates',
      token: 'manager',
      body: { date: '2015-11-30', currency: 'USD', forexSelling: '2.91', forexBuying: '2.9' },
    },
    { route: 'POST /api/exchange-rates/fetch', label: 'fetch rates', path: 'exchange-rates/fetch', token: 'manager', body: { date: '2015-12-04' } },
    { route: 'POST /api/exchange-rates/bulletin', label: 'bulletin', path: 'exchange-rates/bulletin', token: 'manager', body: null, file: true },
    // a data transfer file: refused whole when it cannot be read or stored, before any job is written
    {
      route: 'POST /api/transfers/:kind{products|accounts|prices|openingBalances|openingStock}',
      label: 'transfer file',
      path: 'transfers/products',
      token: 'manager',
      body: null,
      file: true,
    },
    // a transfer job that is not there: confirming it writes nothing, whatever the body
    {
      route: 'POST /api/transfer-jobs/:id{[0-9]+}/confirm',
      label: 'transfer confirmation',
      path: 'transfer-jobs/2000000000/confirm',
      token: 'manager',
      body: {},
    },
    // a background job that is not there: retrying it writes nothing, whatever the body
    { route: 'POST /api/jobs/:id/retry', label: 'job retry', path: 'jobs/00000000-0000-4000-8000-000000000000/retry', token: 'manager', body: {} },
    ...[
      {
        type: 'salesInvoice',
        accountId: customer,
        currency: 'USD',
        exchangeRate: '32.1234',
        date: '2025-01-15',
        paymentType: 'mixed',
        payments: { cash: '10.00', card: '12.05' },
        warehouseId: warehouse,
        cashBoxId: cashBox,
        note: 'not',
        jobId: job.id,
        lines: [line],
      },
      { type: 'stockTransfer', warehouseId: warehouse, targetWarehouseId: warehouse, tableName: 'Masa', lines: [line] },
      { type: 'salesOrder', accountId: customer, deliveryDate: '2025-02-01', lines: [line] },
      {
        type: 'receivedCheque',
        accountId: customer,
        amount: '150.00',
        currency: 'TRY',
        date: '2025-01-15',
        dueDate: '2025-03-01',
        serialNo: 'A-0012345',
        bank: 'Ziraat',
        drawer: 'Ali',
        note: 'n',
      },
      { type: 'loan', event: 'LEND', memberId: member.id, copyId: freeCopy.id, date: '2025-01-15', dueDate: '2025-01-29', note: 'n' },
      { type: 'eArchive', documentId: 'R-1', date: '2025-01-15' },
      { type: 'cashBoxSession', cashBoxId: bank, date: '2025-01-15', openingBalance: '100.00' },
      { type: 'task', title: 'Ara', priority: 'high', assigneeId: colleague, dueDate: '2025-01-20', note: 'n' },
      { type: 'note', title: 'Not', priority: 'low', note: 'n' },
      {
        type: 'transferVoucher',
        accountId: customer,
        targetAccountId: supplier,
        amount: '10.00',
        currency: 'TRY',
        date: '2025-01-15',
        dueDate: '2025-02-15',
        description: 'virman',
      },
    ].map((body): Target => ({ route: 'POST /api/documents', label: `new ${body.type}`, path: 'documents', token: 'admin', body })),
    {
      route: 'PATCH /api/documents/:id',
      label: 'receipt edit',
      path: `documents/${invoice.id}`,
      token: 'admin',
      body: { version: invoice.version, note: 'x', date: '2025-01-16', lines: [{ ...line, id: 'L1' }] },
    },
    ...[
      [invoice, event('EDIT', invoice, { accountId: customer, payments: { cash: '1.00', card: '2.00' }, lines: [line] })],
      [order, event('SHORT_CLOSE', order, { reason: 'yok' })],
      [voucher, event('EDIT', voucher, { amount: '20.00', date: '2025-01-15', dueDate: '2025-02-01', targetAccountId: supplier, description: 'd' })],
      [cheque, event('COLLECT', cheque, { cashAccountId: bank, amount: '150.00' })],
      [cheque, event('ENDORSE', cheque, { accountId: supplier })],
      [
        job,
        event('EDIT', job, { title: 'Say', priority: 'low', dueDate: '2025-01-20', note: 'n', kind: 'repair', accountId: customer, assigneeId: colleague }),
      ],
      [edoc, event('SEND_FAILED', edoc, { error: 'zaman aşımı' })],
      [loan, event('LEND', loan, { date: '2025-01-15', dueDate: '2025-01-29' })],
      [session, event('CLOSE', session, { countedCash: '12.50', date: '2025-01-15' })],
    ].map(([d, body]): Target => ({
      route: 'POST /api/documents/:id/events',
      label: `${(body as { type: string }).type} ${(d as { type: string }).type}`,
      path: `documents/${(d as { id: number }).id}/events`,
      token: 'admin',
      body,
    })),
    {
      route: 'POST /api/documents/:id/conversions',
      label: 'conversion',
      path: `documents/${order.id}/conversions`,
      token: 'admin',
      body: { target: 'salesInvoice', exchangeRate: 'source', lines: [{ sourceLineId: 'L1', quantity: '1' }] },
    },
    {
      route: 'POST /api/documents/merges',
      label: 'merge',
      path: 'documents/merges',
      token: 'admin',
      body: { target: 'salesInvoice', sourceIds: waybills.map((w) => w.id), lines: [{ sourceId: waybills[0].id, sourceLineId: 'L1', quantity: '1' }] },
    },
    {
      route: 'POST /api/audit/verifications',
      label: 'verification',
      path: 'audit/verifications',
      token: 'auditor',
      body: { scope: 'range', from: '2025-01-01', to: '2025-01-31' },
    },
    {
      route: 'POST /api/pos/sales',
      label: 'sale',
      path: 'pos/sales',
      token: 'cashier',
      body: {
        clientId: 'c0ffee00-0000-4000-8000-000000000001',
        cashBoxId: cashBox,
        paymentType: 'mixed',
        payments: { cash: '10.00', card: '10.00' },
        soldAt: '2025-01-15T10:00:00+03:00',
        lines: [listPriced],
      },
    },
    { route: 'PUT /api/product-sets/:id', label: 'set product', path: `product-sets/${p.id}`, token: 'manager', body: { components: [] } },
    { route: 'POST /api/secondhand/copies', label: 'second-hand copy', path: 'secondhand/copies', token: 'manager', body: { productId: p.id, grade: 'good' } },
    {
      route: 'PUT /api/secondhand/settings',
      label: 'second-hand settings',
      path: 'secondhand/settings',
      token: 'manager',
      body: { grades: [], roundingStep: '0.50', roundingMode: 'nearest' },
    },
    {
      route: 'PUT /api/ebook-pricing',
      label: 'e-book pricing rules',
      path: 'ebook-pricing',
      token: 'manager',
      body: { rules: [{ share: '60', categoryId: category, manufacturerId: null }], roundingStep: '0.50', roundingMode: 'nearest' },
    },
    {
      route: 'PUT /api/ebook-pricing/editions/:id',
      label: 'e-book edition',
      path: `ebook-pricing/editions/${products[1]!.id}`,
      token: 'manager',
      body: { printedProductId: p.id },
    },
    {
      route: 'POST /api/ebook-pricing/apply',
      label: 'e-book prices applied',
      path: 'ebook-pricing/apply',
      token: 'manager',
      body: { changes: [{ productId: products[1]!.id, oldPrice: '10.00', newPrice: '6.00' }] },
    },
    { route: 'PUT /api/pos/quick-keys', label: 'quick keys', path: 'pos/quick-keys', token: 'manager', body: { productIds: [p.id] } },
    { route: 'POST /api/tables', label: 'new table', path: 'tables', token: 'cashier', body: { tableName: 'Teras', lines: [line] } },
    {
      route: 'POST /api/tables/merges',
      label: 'table merge',
      path: 'tables/merges',
      token: 'cashier',
      body: { sourceId: tables[1].id, targetId: tables[0].id },
    },
    {
      route: 'POST /api/tables/:id/move',
      label: 'table move',
      path: `tables/${tables[0].id}/move`,
      token: 'cashier',
      body: { version: tables[0].version, tableName: 'Salon' },
    },
    {
      route: 'POST /api/tables/:id/splits',
      label: 'table split',
      path: `tables/${tables[0].id}/splits`,
      token: 'cashier',
      body: { version: tables[0].version, tableName: 'Salon 2', lines: [{ lineId: 'L1', quantity: '1' }] },
    },
    {
      route: 'POST /api/tables/:id/payments',
      label: 'table payment',
      path: `tables/${tables[0].id}/payments`,
      token: 'cashier',
      body: { version: tables[0].version, cashBoxId: cashBox, paymentType: 'credit', accountId: customer },
    },
    { route: 'POST /api/cash-accounts', label: 'new cash account', path: 'cash-accounts', token: 'admin', body: cashAccount },
    { route: 'PUT /api/cash-accounts/:id{[0-9]+}', label: 'cash account', path: `cash-accounts/${bank}`, token: 'admin', body: cashAccount },
    {
      route: 'PUT /api/instalment-plans/document/:id',
      label: 'instalment plan',
      path: `instalment-plans/document/${invoice.id}`,
      token: 'admin',
      body: { instalments: [{ dueDate: '2030-01-01', amount: '10.00' }] },
    },
    // a route that takes no body, tried by one who may not use it
    {
      route: 'DELETE /api/instalment-plans/document/:id',
      label: 'instalment plan removal',
      path: `instalment-plans/document/${invoice.id}`,
      token: 'auditor',
      body: {},
    },
    {
      route: 'PUT /api/general-settings',
      label: 'general settings',
      path: 'general-settings',
      token: 'admin',
      body: { version: 999, csvSeparator: 'tab', defaultCurrency: 'EUR' },
    },
    {
      route: 'PUT /api/receipt-settings',
      label: 'receipt settings',
      path: 'receipt-settings',
      token: 'admin',
      body: { version: 999, packingUnits: false, waybillWarning: false },
    },
    { route: 'POST /api/account-groups', label: 'new account group', path: 'account-groups', token: 'admin', body: { name: 'Fuzz grubu' } },
    { route: 'PUT /api/account-groups/:id{[0-9]+}', label: 'account group', path: 'account-groups/999999', token: 'admin', body: { name: 'Fuzz grubu' } },
    { route: 'DELETE /api/account-groups/:id{[0-9]+}', label: 'account group removal', path: 'account-groups/999999', token: 'auditor', body: {} },
    { route: 'POST /api/units', label: 'new unit', path: 'units', token: 'admin', body: { code: 'FUZZ', name: 'Fuzz', baseCode: 'ADET', factor: '6' } },
    { route: 'PUT /api/units/:id{[0-9]+}', label: 'unit', path: `units/${unit}`, token: 'admin', body: { name: 'Koli', baseCode: 'ADET', factor: '12' } },
    { route: 'DELETE /api/units/:id{[0-9]+}', label: 'unit removal', path: `units/${unit}`, token: 'auditor', body: {} },
    { route: 'POST /api/backups', label: 'backup', path: 'backups', token: 'auditor', body: {} },
    // issue #29: recurring services, unit tracking, variants, campaigns, loyalty points, commissions
    { route: 'POST /api/services', label: 'new service', path: 'services', token: 'admin', body: service },
    { route: 'PUT /api/services/:id{[0-9]+}', label: 'service', path: 'services/999999', token: 'admin', body: service },
    { route: 'POST /api/services/billing-runs', label: 'billing run', path: 'services/billing-runs', token: 'auditor', body: {} },
    // issue #30: the warehouse's settings, shelving and picking
    { route: 'PUT /api/warehouse/settings', label: 'warehouse settings', path: 'warehouse/settings', token: 'auditor', body: { pickingRequired: true } },
    {
      route: 'PUT /api/warehouse/product-locations',
      label: 'product location',
      path: 'warehouse/product-locations',
      token: 'admin',
      body: { productId: 999999, warehouseId: 1, locationId: 1 },
    },
    {
      route: 'POST /api/warehouse/moves',
      label: 'location move',
      path: 'warehouse/moves',
      token: 'admin',
      body: { warehouseId: 1, fromLocationId: 1, toLocationId: 2, productId: 999999, quantity: '1' },
    },
    {
      route: 'POST /api/warehouse/picks/:id{[0-9]+}',
      label: 'pick',
      path: 'warehouse/picks/999999',
      token: 'admin',
      body: { lineId: 'l1', locationId: 1, quantity: '1' },
    },
    { route: 'POST /api/unit-tracking/units', label: 'new tracking unit', path: 'unit-tracking/units', token: 'admin', body: { name: 'Cilt masası' } },
    {
      route: 'POST /api/unit-tracking/documents/:id{[0-9]+}/lines/:lineId/unit',
      label: 'line to a unit',
      path: 'unit-tracking/documents/999999/lines/1/unit',
      token: 'admin',
      body: { unitId: 1 },
    },
    {
      route: 'POST /api/unit-tracking/documents/:id{[0-9]+}/lines/:lineId/step',
      label: 'line step',
      path: 'unit-tracking/documents/999999/lines/1/step',
      token: 'admin',
      body: { step: 'inProgress' },
    },
    { route: 'POST /api/variant-dimensions', label: 'new variant dimension', path: 'variant-dimensions', token: 'admin', body: dimension },
    { route: 'PUT /api/variant-dimensions/:id{[0-9]+}', label: 'variant dimension', path: 'variant-dimensions/999999', token: 'admin', body: dimension },
    { route: 'DELETE /api/variant-dimensions/:id{[0-9]+}', label: 'variant dimension removal', path: 'variant-dimensions/999999', token: 'auditor', body: {} },
    {
      route: 'POST /api/products/:id{[0-9]+}/variants',
      label: 'variants made',
      path: 'products/999999/variants',
      token: 'admin',
      body: { dimensions: [{ dimensionId: 1, valueIds: [1, 2] }], barcodes: true },
    },
    {
      route: 'PUT /api/products/:id{[0-9]+}/variants',
      label: 'variants',
      path: 'products/999999/variants',
      token: 'admin',
      body: { items: [{ id: 999998, barcode: '2000000000008', price: '10.00', locationId: location }] },
    },
    { route: 'POST /api/campaigns', label: 'new campaign', path: 'campaigns', token: 'admin', body: campaign },
    { route: 'PUT /api/campaigns/:id{[0-9]+}', label: 'campaign', path: 'campaigns/999999', token: 'admin', body: campaign },
    { route: 'DELETE /api/campaigns/:id{[0-9]+}', label: 'campaign removal', path: 'campaigns/999999', token: 'auditor', body: {} },
    { route: 'PUT /api/loyalty-settings', label: 'loyalty settings', path: 'loyalty-settings', token: 'admin', body: loyalty },
    { route: 'POST /api/commissions/salespeople', label: 'new salesperson', path: 'commissions/salespeople', token: 'admin', body: salesperson },
    {
      route: 'PUT /api/commissions/salespeople/:id{[0-9]+}',
      label: 'salesperson',
      path: 'commissions/salespeople/999999',
      token: 'admin',
      body: salesperson,
    },
    {
      route: 'DELETE /api/commissions/salespeople/:id{[0-9]+}',
      label: 'salesperson removal',
      path: 'commissions/salespeople/999999',
      token: 'auditor',
      body: {},
    },
    { route: 'POST /api/offline/device', label: 'offline device', path: 'offline/device', token: 'cashier', body: { deviceId: 'fuzz-till' } },
    { route: 'DELETE /api/offline/devices/:id', label: 'offline device release', path: 'offline/devices/1', token: 'auditor', body: {} },
    // issue #32: the mobile companion's settings, a phone's count (refused before its body without the phone's device), a phone released
    { route: 'PUT /api/mobile/settings', label: 'mobile settings', path: 'mobile/settings', token: 'admin', body: { warehouseId: warehouse, mayCount: true } },
    { route: 'POST /api/mobile/counts', label: 'mobile count', path: 'mobile/counts', token: 'cashier', body: { key: 'fuzz-count-1', lines: [] } },
    { route: 'DELETE /api/mobile/devices/:id', label: 'mobile device release', path: 'mobile/devices/999999', token: 'auditor', body: {} },
    // issue #33: the QR menu's settings (a stale version), a photo and a table removal (no such product, table), a table
    // (a name taken), the staff's answer to a guest order (none), and a guest's order at a code no table has
    {
      route: 'PUT /api/qr-menu/settings',
      label: 'QR menu settings',
      path: 'qr-menu/settings',
      token: 'admin',
      body: {
        version: 999,
        enabled: true,
        host: 'menu.fuzz.test',
        guestOrders: true,
        languages: ['tr', 'en'],
        hours: Array.from({ length: 7 }, () => ({ open: '08:00', close: '22:00' })),
        groupIds: [category],
        items: [{ productId: products[0]!.id, allergens: ['süt'], texts: { en: { name: 'Tea', note: 'Hot' } } }],
      },
    },
    {
      route: 'PUT /api/qr-menu/items/:id/photo',
      label: 'QR menu photo',
      path: 'qr-menu/items/999999/photo',
      token: 'admin',
      body: { photo: 'data:image/png;base64,iVBORw0K' },
    },
    { route: 'POST /api/qr-menu/tables', label: 'QR menu table', path: 'qr-menu/tables', token: 'admin', body: { name: menuTable.name } },
    { route: 'DELETE /api/qr-menu/tables/:id', label: 'QR menu table removal', path: 'qr-menu/tables/999999', token: 'admin', body: {} },
    {
      route: 'POST /api/qr-menu/guest-orders/:id/confirm',
      label: 'guest order confirmed',
      path: 'qr-menu/guest-orders/999999/confirm',
      token: 'cashier',
      body: {},
    },
    {
      route: 'POST /api/qr-menu/guest-orders/:id/refuse',
      label: 'guest order refused',
      path: 'qr-menu/guest-orders/999999/refuse',
      token: 'cashier',
      body: {},
    },
    {
      route: 'POST /api/menu/:code/orders',
      label: 'guest order',
      path: 'menu/AAAAAAAAAAAAAAAAAAAAAA/orders',
      body: { key: 'fuzz-guest-order-1', lines: [{ productId: products[0]!.id, quantity: '1' }], note: 'Az şekerli' },
    },
    // a draft: sending it is refused, a hostile body is refused before
    {
      route: 'POST /api/documents/:id{[0-9]+}/edocument',
      label: 'e-document send',
      path: `documents/${invoice.id}/edocument`,
      token: 'admin',
      body: { action: 'send' },
    },
    // no incoming e-document 1 in this company: a valid answer finds none, a hostile one is refused before
    {
      route: 'POST /api/edocuments/:id{[0-9]+}/answer',
      label: 'incoming e-document answer',
      path: 'edocuments/1/answer',
      token: 'admin',
      body: { answer: 'reject', reason: 'Fiyat hatalı', lines: [{ lineId: '1', receivedQuantity: '2.5' }] },
    },
    // likewise, matching it with a sales return finds no incoming document 1
    {
      route: 'POST /api/edocuments/:id{[0-9]+}/match',
      label: 'incoming e-document matched with a sales return',
      path: 'edocuments/1/match',
      token: 'admin',
      body: { documentId: invoice.id },
    },
    {
      route: 'PUT /api/edocument-settings',
      label: 'e-document settings',
      path: 'edocument-settings',
      token: 'admin',
      body: { version: 999, invoiceProfile: 'TICARIFATURA' },
    },
    {
      route: 'PUT /api/company',
      label: 'company card',
      path: 'company',
      token: 'admin',
      // a stale version: a body that passed every check would still change nothing
      body: {
        version: 999,
        title: 'Ünvan',
        taxOffice: 'Kadıköy',
        taxNumber: '2920084496',
        mersis: '0292008449600011',
        address: 'a',
        phone: '0216 555 12 12',
        email: 'a@b.test',
        ibans: ['TR330006100519786457841326'],
      },
    },
    {
      route: 'PUT /api/document-settings',
      label: 'document settings',
      path: 'document-settings',
      token: 'admin',
      body: { version: 999, defaultWarehouseId: warehouse, defaultPaymentType: 'cash' },
    },
    {
      route: 'PUT /api/print-design',
      label: 'print design',
      path: 'print-design',
      token: 'admin',
      body: { version: 999, ...DEFAULT_PRINT_DESIGN },
    },
    {
      route: 'PUT /api/label-design',
      label: 'label design',
      path: 'label-design',
      token: 'admin',
      body: { version: 999, ...DEFAULT_LABEL_DESIGN },
    },
    {
      route: 'PUT /api/integrator-settings',
      label: 'integrator settings',
      path: 'integrator-settings',
      token: 'admin',
      // a stale version: a body that passed every check would still change nothing
      body: {
        version: 999,
        integrator: 'sandbox',
        mode: 'test',
        username: '',
        serviceUrl: '',
        senderAlias: '',
        invoicePrefix: 'DFT',
        archivePrefix: 'DFA',
        waybillPrefix: 'DIR',
        useSandbox: true,
      },
    },
    // issue #31, card payments: stale settings; a payment with no bank account chosen is refused before the provider is
    // asked; a refund of no payment; the bank's return to no payment (a form there, never JSON)
    {
      route: 'PUT /api/virtual-pos-settings',
      label: 'virtual POS settings',
      path: 'virtual-pos-settings',
      token: 'admin',
      body: { version: 999, provider: 'sandbox', mode: 'test', apiKey: '', merchantId: '', customerId: '', url: '', bankAccountId: null },
    },
    {
      route: 'POST /api/card-payments',
      label: 'card payment',
      path: 'card-payments',
      token: 'admin',
      body: { documentId: p.id, amount: '10.00', card: { holder: 'Ayşe Kaya', number: '5528790000000008', expireMonth: '12', expireYear: '2030', cvc: '123' } },
    },
    {
      route: 'POST /api/card-payments/:id/refund',
      label: 'card payment refund',
      path: 'card-payments/999999/refund',
      token: 'admin',
      body: { amount: '1.00' },
    },
    { route: 'POST /api/card-payments/:id/cancel', label: 'card payment cancel', path: 'card-payments/999999/cancel', token: 'admin', body: {} },
    // issue #32, cargo: stale carrier settings; a send with a carrier the company does not use ships nothing; no such shipment
    {
      route: 'PUT /api/cargo/carriers/:carrier',
      label: 'cargo carrier settings',
      path: 'cargo/carriers/yurtici',
      token: 'admin',
      body: {
        version: 999,
        active: true,
        customerCode: '123',
        paymentType: 'sender',
        packageCount: 1,
        description: '',
        connection: 'sandbox',
        mode: 'test',
        username: '',
        url: '',
        senderName: 'Demo',
        senderAddress: '',
        senderCity: 'Ankara',
        senderPhone: '',
        labelSize: '100x100',
      },
    },
    { route: 'POST /api/cargo/:carrier/shipments', label: 'cargo shipments', path: 'cargo/ptt/shipments', token: 'admin', body: { documentIds: [p.id] } },
    { route: 'POST /api/cargo/shipments/:id/refresh', label: 'cargo shipment refresh', path: 'cargo/shipments/999999/refresh', token: 'admin', body: {} },
    { route: 'POST /api/cargo/shipments/:id/cancel', label: 'cargo shipment cancel', path: 'cargo/shipments/999999/cancel', token: 'admin', body: {} },
    // issue #32, Mikro ERP: stale settings; cards are sent and read back only with the module in use; no such transfer
    {
      route: 'PUT /api/mikro/settings',
      label: 'Mikro settings',
      path: 'mikro/settings',
      token: 'admin',
      body: {
        version: 999,
        active: true,
        connection: 'sandbox',
        url: '',
        firmCode: 'FIRMA',
        workingYear: 2026,
        userCode: 'API',
        apiKey: '',
        sendStock: true,
        sendAccounts: true,
        documentTypes: ['salesInvoice'],
        warehouseNo: 1,
        vatCodes: { '20': 4 },
        intervalMinutes: 15,
      },
    },
    {
      route: 'POST /api/mikro/cards/send',
      label: 'Mikro cards send',
      path: 'mikro/cards/send',
      token: 'admin',
      body: { scope: 'all', kind: 'product', afterId: 0 },
    },
    { route: 'POST /api/mikro/cards/read-back', label: 'Mikro read-back', path: 'mikro/cards/read-back', token: 'admin', body: {} },
    { route: 'POST /api/mikro/transfers/retry', label: 'Mikro transfer retry', path: 'mikro/transfers/retry', token: 'admin', body: { ids: [999999] } },
    // issue #32, the marketplace: stale settings; a pull or push of a company whose marketplace is not set up; no such order
    {
      route: 'PUT /api/marketplace/settings',
      label: 'marketplace settings',
      path: 'marketplace/settings',
      token: 'admin',
      body: {
        version: 999,
        active: true,
        connection: 'sandbox',
        sellerId: '12345',
        url: '',
        warehouseId: null,
        listing: 'all',
        categoryIds: [],
        productIds: [],
        markup: '10',
        rounding: 'cents90',
        stockBuffer: 2,
        customerPrefix: 'PZ',
        pullMinutes: 15,
      },
    },
    { route: 'POST /api/marketplace/pull', label: 'marketplace pull', path: 'marketplace/pull', token: 'admin', body: {} },
    { route: 'POST /api/marketplace/push', label: 'marketplace push', path: 'marketplace/push', token: 'admin', body: {} },
    { route: 'POST /api/marketplace/orders/:id/retry', label: 'marketplace order retry', path: 'marketplace/orders/999999/retry', token: 'admin', body: {} },
    // issue #33, messages: stale settings; templates naming placeholders their event does not offer; no such message or account
    {
      route: 'PUT /api/messages/settings',
      label: 'message settings',
      path: 'messages/settings',
      token: 'admin',
      body: {
        version: 999,
        emailConnection: 'sandbox',
        smtpHost: '',
        smtpPort: 587,
        smtpSecure: false,
        smtpUser: '',
        senderName: 'Demo',
        senderAddress: '',
        smsConnection: 'sandbox',
        smsProvider: 'netgsm',
        smsUser: '',
        smsSender: '',
      },
    },
    {
      route: 'POST /api/messages/settings/test',
      label: 'test message',
      path: 'messages/settings/test',
      token: 'auditor',
      body: { channel: 'email', to: 'a@example.com' },
    },
    {
      route: 'PUT /api/messages/templates/:event/:language',
      label: 'message template',
      path: 'messages/templates/cargoTracking/tr',
      token: 'admin',
      body: { subject: '{{no.such}}', body: '{{nor.this}}' },
    },
    {
      route: 'DELETE /api/messages/templates/:event/:language',
      label: 'message template reset',
      path: 'messages/templates/cargoTracking/tr',
      token: 'auditor',
      body: {},
    },
    {
      route: 'POST /api/messages/templates/:event/:language/preview',
      label: 'message template preview',
      path: 'messages/templates/statement/en/preview',
      token: 'admin',
      body: { subject: '{{no.such}}', body: '{{nor.this}}' },
    },
    { route: 'POST /api/messages/:id/resend', label: 'message resend', path: 'messages/999999/resend', token: 'admin', body: {} },
    {
      route: 'POST /api/messages/statement',
      label: 'statement message',
      path: 'messages/statement',
      token: 'admin',
      body: { accountId: 999999, requestId: 'hostile-00000001' },
    },
    {
      route: 'POST /odeme/donus/:companyId{[0-9]{1,9}}/:token{[0-9a-f-]{36}}',
      label: "the bank's return",
      path: '../odeme/donus/1/00000000-0000-0000-0000-000000000000',
      body: { status: 'success', paymentId: '1', mdStatus: '1' },
    },
    // the auditor may not ask; a hostile body or id is refused before the integrator is
    {
      route: 'POST /api/accounts/:id{[0-9]+}/einvoice-check',
      label: 'e-invoice registration check',
      path: `accounts/${supplier}/einvoice-check`,
      token: 'auditor',
      body: {},
    },
    {
      route: 'PUT /api/accounts/:id{[0-9]+}/products',
      label: "account's product list",
      path: `accounts/${customer}/products`,
      token: 'admin',
      body: { productIds: [p.id] },
    },
    {
      route: 'POST /api/integrator-settings/check',
      label: 'integrator connection test',
      path: 'integrator-settings/check',
      token: 'admin',
      body: { vkn: '4540536920' },
    },
    {
      route: 'PUT /api/user/settings',
      label: 'own settings',
      path: 'user/settings',
      token: 'auditor',
      body: { defaultCashBoxId: null, defaultWarehouseId: 2_000_000_000 },
    },
    {
      route: 'PUT /api/library/rules',
      label: 'loan rules',
      path: 'library/rules',
      token: 'manager',
      body: { defaultRule: loanRule, cells: [{ ...loanRule, memberCategory: 'student', itemType: 'book' }], holdExpiryDays: 7 },
    },
    { route: 'POST /api/library/members', label: 'new member', path: 'library/members', token: 'admin', body: libraryMember },
    {
      route: 'PUT /api/library/members/:id{[0-9]+}',
      label: 'member',
      path: `library/members/${member.id}`,
      token: 'admin',
      body: { ...libraryMember, cardNumber: member.cardNumber },
    },
    {
      route: 'POST /api/library/copies',
      label: 'new copy',
      path: 'library/copies',
      token: 'admin',
      body: { productId: p.id, barcode: 'DM-1', itemType: 'book', locationId: location },
    },
    {
      route: 'PUT /api/library/copies/:id{[0-9]+}',
      label: 'copy',
      path: `library/copies/${freeCopy.id}`,
      token: 'admin',
      body: { productId: freeCopy.productId, barcode: freeCopy.barcode, itemType: 'media' },
    },
    {
      route: 'POST /api/library/lend',
      label: 'lend',
      path: 'library/lend',
      token: 'manager',
      body: { cardNumber: member.cardNumber, barcode: freeCopy.barcode },
    },
    { route: 'POST /api/library/return', label: 'return', path: 'library/return', token: 'manager', body: { barcode: lentCopy.barcode } },
    { route: 'POST /api/library/renew', label: 'renew', path: 'library/renew', token: 'manager', body: { barcode: lentCopy.barcode } },
    { route: 'POST /api/library/holds', label: 'hold', path: 'library/holds', token: 'manager', body: { memberId: member.id, productId: lentCopy.productId } },
    { route: 'POST /api/library/holds/:id{[0-9]+}/cancel', label: 'hold cancel', path: `library/holds/${hold.id}/cancel`, token: 'auditor', body: {} },
    { route: 'POST /api/reader/login', label: 'reader login', path: 'reader/login', body: { cardNumber: member.cardNumber, pin: '0000' } },
    { route: 'POST /api/reader/logout', label: 'reader logout', path: 'reader/logout', token: 'reader', body: {} },
    {
      route: 'POST /api/reader/loans/:id{[0-9]+}/renew',
      label: 'reader renew',
      path: `reader/loans/${readerLoan.id}/renew`,
      token: 'reader',
      body: { version: readerLoan.version },
    },
    { route: 'POST /api/reader/holds', label: 'reader hold', path: 'reader/holds', token: 'reader', body: { productId: reservedCopy.productId } },
    {
      route: 'PUT /api/library/reader-settings',
      label: 'reader settings',
      path: 'library/reader-settings',
      token: 'admin',
      // a stale version: a body that passed every check would still change nothing
      body: { version: 999, host: 'okuyucu.demo.test', fields: ['author', 'location'], holdsOffered: true, openingHours: '09.00–17.00', notices: 'Duyuru' },
    },
    // the B2B shop's back office: stale versions, or a name, IBAN or e-mail taken: a body that passed every check would still change nothing
    {
      route: 'PUT /api/b2b/settings',
      label: 'shop settings',
      path: 'b2b/settings',
      token: 'admin',
      body: { ...shopSettings, version: 999, host: 'bayi.demo.test', publishAll: false, publishedGroupIds: [1], minimumOrder: '100.00' },
    },
    {
      route: 'POST /api/b2b/cargo-options',
      label: 'delivery option',
      path: 'b2b/cargo-options',
      token: 'manager',
      body: { name: cargo.name, price: cargo.price, freeAbove: cargo.freeAbove, active: true },
    },
    {
      route: 'PUT /api/b2b/cargo-options/:id{[0-9]+}',
      label: 'delivery option edit',
      path: `b2b/cargo-options/${cargo.id}`,
      token: 'manager',
      body: { ...cargo, version: 999 },
    },
    {
      route: 'POST /api/b2b/bank-accounts',
      label: 'transfer account',
      path: 'b2b/bank-accounts',
      token: 'admin',
      body: { bankName: shopBank.bankName, holder: shopBank.holder, iban: shopBank.iban, active: true },
    },
    {
      route: 'PUT /api/b2b/bank-accounts/:id{[0-9]+}',
      label: 'transfer account edit',
      path: `b2b/bank-accounts/${shopBank.id}`,
      token: 'admin',
      body: { ...shopBank, version: 999 },
    },
    {
      route: 'PUT /api/b2b/dealers/:id{[0-9]+}',
      label: 'dealer log-in',
      path: `b2b/dealers/${otherDealerAccount}`,
      token: 'admin',
      body: { email: 'bayi@hostile.test', password: 'bayi5678', active: true },
    },
    // the storefront: a wrong password is refused; hostile fields are refused before it is checked
    { route: 'POST /api/shop/login', label: 'dealer login', path: 'shop/login', body: { email: 'bayi@hostile.test', password: 'yanlis123' } },
    { route: 'POST /api/shop/logout', label: 'dealer logout', path: 'shop/logout', token: 'dealer', body: {} },
    // a basket paid by card, which the shop does not offer (and no Idempotency-Key): refused whatever passes
    {
      route: 'POST /api/shop/orders',
      label: 'dealer order',
      path: 'shop/orders',
      token: 'dealer',
      body: { lines: [{ productId: p.id, quantity: '2' }], deliveryAddress: 'Kadıköy', cargoOptionId: cargo.id, paymentType: 'card', note: 'Not' },
    },
    // a basket's quote writes nothing, whatever passes
    {
      route: 'POST /api/shop/basket',
      label: 'dealer basket quote',
      path: 'shop/basket',
      token: 'dealer',
      body: { lines: [{ productId: p.id, quantity: '2' }], cargoOptionId: cargo.id },
    },
    // the shop's back office: products and groups of no one, a slug taken, a stale version, a review or order there is not
    {
      route: 'POST /api/b2b/publishing/products',
      label: 'shop publishing',
      path: 'b2b/publishing/products',
      token: 'admin',
      body: { productIds: [999999], published: false },
    },
    {
      route: 'POST /api/b2b/publishing/groups',
      label: 'shop group publishing',
      path: 'b2b/publishing/groups',
      token: 'admin',
      body: { groupIds: [999999], published: true },
    },
    {
      route: 'POST /api/b2b/content-pages',
      label: 'shop content page',
      path: 'b2b/content-pages',
      token: 'admin',
      body: { title: 'Hakkımızda', slug: contentPage.slug, language: 'tr', body: '<p>Biz</p>', published: true },
    },
    {
      route: 'PUT /api/b2b/content-pages/:id{[0-9]+}',
      label: 'shop content page edit',
      path: `b2b/content-pages/${contentPage.id}`,
      token: 'admin',
      body: { ...contentPage, version: 999 },
    },
    {
      route: 'PUT /api/b2b/reviews/:id{[0-9]+}/state',
      label: 'review decision',
      path: 'b2b/reviews/999999/state',
      token: 'admin',
      body: { state: 'approved' },
    },
    {
      route: 'POST /api/b2b/orders/:id{[0-9]+}/transfer-collection',
      label: 'transfer matched',
      path: 'b2b/orders/999999/transfer-collection',
      token: 'admin',
      body: { collectionId: 999999 },
    },
    {
      route: 'POST /api/shop/products/:id{[0-9]+}/reviews',
      label: 'dealer review',
      path: 'shop/products/999999/reviews',
      token: 'dealer',
      body: { stars: 5, text: 'Güzel' },
    },
    // the card payment of an order that is not the dealer's: refused whatever passes, the amount never read from the body
    {
      route: 'POST /api/shop/orders/:id{[0-9]+}/card',
      label: 'dealer card payment',
      path: 'shop/orders/999999/card',
      token: 'dealer',
      body: { card: { holder: 'Ayşe Kaya', number: '5528790000000008', expireMonth: '12', expireYear: '2030', cvc: '123' } },
    },
    { route: 'POST /api/users', label: 'new user', path: 'users', token: 'admin', body: user },
    // a stale version: a body that passed every check would still change nothing
    { route: 'PUT /api/users/:id{[0-9]+}', label: 'user', path: `users/${demoAdmin}`, token: 'admin', body: { ...user, version: 999 } },
    {
      route: 'POST /api/users/:id{[0-9]+}/copies',
      label: 'user copy',
      path: `users/${demoAdmin}/copies`,
      token: 'admin',
      body: { name: user.name, email: user.email, password: user.password },
    },
    // a company's admin may not extend a licence (the provider does): refused whatever the body
    {
      route: 'POST /api/licences/companies/:companyId{[0-9]+}/extensions',
      label: 'licence extension',
      path: `licences/companies/${demoCompany}/extensions`,
      token: 'admin',
      body: { months: 12 },
    },
    // a stale version: a body that passed every check would still change nothing
    {
      route: 'PUT /api/licences/companies/:companyId{[0-9]+}/users/:id{[0-9]+}',
      label: 'licence user',
      path: `licences/companies/${demoCompany}/users/${demoAdmin}`,
      token: 'admin',
      body: { version: 999, roles: ['admin'], permissions: ['backup'], active: true },
    },
    // the catalogue's keeper: a new entry or manufacturer whose every field is made hostile, and stale versions
    { route: 'POST /api/catalogue/entries', label: 'catalogue entry', path: 'catalogue/entries', token: 'provider', body: catalogueEntry },
    {
      route: 'PUT /api/catalogue/entries/:id{[0-9]+}',
      label: 'catalogue entry change',
      path: `catalogue/entries/${keptEntry.id}`,
      token: 'provider',
      body: { ...catalogueEntry, manufacturerId: keptMaker.id, version: 999 },
    },
    {
      route: 'POST /api/catalogue/manufacturers',
      label: 'catalogue manufacturer',
      path: 'catalogue/manufacturers',
      token: 'provider',
      body: { name: 'Fuzz üretici' },
    },
    {
      route: 'PUT /api/catalogue/manufacturers/:id{[0-9]+}',
      label: 'catalogue manufacturer change',
      path: `catalogue/manufacturers/${keptMaker.id}`,
      token: 'provider',
      body: { name: 'Fuzz üretici 2', note: 'not', version: 999 },
    },
    // a company's admin is not the keeper: refused whatever the body
    { route: 'POST /api/catalogue/entries', label: 'catalogue entry by a company', path: 'catalogue/entries', token: 'admin', body: catalogueEntry },
    // cards from an entry that is not in the catalogue, on a location of the company; cards not linked to the catalogue
    {
      route: 'POST /api/catalogue/stock-cards',
      label: 'cards from catalogue entries',
      path: 'catalogue/stock-cards',
      token: 'admin',
      body: { entryIds: [2_000_000_000], locationId: location },
    },
    {
      route: 'POST /api/catalogue/store-updates',
      label: 'cards brought up to the catalogue',
      path: 'catalogue/store-updates',
      token: 'manager',
      body: { productIds: [2_000_000_000] },
    },
    // the company's catalogue settings (a stale version: a body that passed every check would still change nothing)
    {
      route: 'PUT /api/catalogue/settings',
      label: 'catalogue settings',
      path: 'catalogue/settings',
      token: 'admin',
      body: { locationId: location, warehouseId: warehouse, publishPrices: true, publishQuantities: false, version: 999 },
    },
    // asking a publishing run writes one: every field is made hostile
    { route: 'POST /api/catalogue/jobs', label: 'catalogue publishing run', path: 'catalogue/jobs', token: 'admin', body: { kind: 'quantities' } },
    // a valid report writes a row: every field is made hostile, the body's whole text too
    {
      route: 'POST /api/client-errors',
      label: 'client error',
      path: 'client-errors',
      token: 'cashier',
      body: { message: 'TypeError: x', route: '/stok/list', appVersion: '1.0.75' },
    },
    {
      route: 'POST /api/cheque-batches',
      label: 'cheque entry slip',
      path: 'cheque-batches',
      token: 'admin',
      body: {
        kind: 'receive',
        accountId: customer,
        date: '2025-01-15',
        items: [
          { type: 'receivedCheque', amount: '150.00', currency: 'TRY', dueDate: '2025-03-01', serialNo: 'A-1', bank: 'Ziraat', drawer: 'Ali', note: 'n' },
        ],
      },
    },
  ];
}, 120_000);

afterAll(() => server?.close());

describe('hostile input to every write route', () => {
  it('the fuzz table covers every write route of the app', () => {
    const app = createApp({ db: server.db, signingKey: new Uint8Array(32), tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
    const writes = new Set(app.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)).map((r) => `${r.method} ${r.path}`));
    const covered = new Set(targets.map((t) => t.route));
    expect([...writes].filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !writes.has(r))).toEqual([]);
  });

  it('a hostile field anywhere is a 4xx in the envelope and writes nothing', async () => {
    const before = await fingerprint(server.db);
    const cases = fc.constantFrom(...targets.filter((t) => !t.file && fieldsOf(t.body).length > 0)).chain((t) => {
      const fields = fieldsOf(t.body);
      return fc
        .record({ t: fc.constant(t), field: fc.constantFrom(...fields) })
        .chain(({ field }) => fc.record({ t: fc.constant(t), field: fc.constant(field), value: fc.constantFrom(...HOSTILE[field.kind]) }));
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ t, field, value }) => {
        expectRefused(await send(t, mutated(t.body, field.path, value)), `${t.label} ${field.path.join('.')}=${JSON.stringify(value).slice(0, 40)}`);
      }),
      { numRuns: 400 },
    );
    expect(await fingerprint(server.db)).toEqual(before);
  });

  it('hostile bodies, path ids and files are a 4xx in the envelope and write nothing', async () => {
    const before = await fingerprint(server.db);
    for (const t of targets) {
      if (t.file) {
        for (const file of HOSTILE_FILES) expectRefused(await send(t, file), `${t.label} ${JSON.stringify(file.slice(0, 40))}`);
        continue;
      }
      for (const text of WHOLE_BODIES(t.body)) expectRefused(await send(t, text), `${t.label} ${text.slice(0, 40)}`);
      expectRefused(await send(t, JSON.stringify(t.body), t.path, { 'idempotency-key': 'k'.repeat(101) }), `${t.label} with a 101-character Idempotency-Key`);
      if (!t.route.includes(':id')) continue;
      for (const id of HOSTILE_PATH_IDS) {
        const path = t.path.replace(/\/\d+(?=\/|$)/, `/${id}`);
        expectRefused(await send(t, JSON.stringify(t.body), path), `${t.label} ${path}`);
      }
    }
    expect(await fingerprint(server.db)).toEqual(before);
  });
});
