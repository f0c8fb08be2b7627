import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccountProducts } from '../../src/server/masterdata/account-product-check';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Spec §6: the definition authority and the per-account product authority (src/domain/authorities.ts). On a server of
 * this file's own: users, definitions, product lists and a till session are made here.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let products: { id: number; name: string; price: string; vatRate: number; priceIncludesVat: boolean }[];
let location: number;
let warehouse: number;
let box: number;
let bank: number;
let customer: number;
let unitId: number;

const api = (method: string, path: string, token: string, body?: unknown, lang = 'en') => call(method, path, { token, body, lang, base: server.baseUrl });
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** A user of the demo company made for the test, signed in. */
async function userWith(roles: string[], permissions: string[]): Promise<string> {
  const email = `${unique('yetki')}@demo.test`;
  const made = await api('POST', 'users', admin, { name: 'Yetki Deneme', email, password: 'gizli2026', roles, permissions });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return login(email, 'gizli2026', server.baseUrl);
}

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  products = (await api('GET', 'products?limit=100', admin)).body.response.items;
  location = (await api('GET', 'locations', admin)).body.response.items[0].id;
  warehouse = (await api('GET', 'warehouses', admin)).body.response.items[0].id;
  const boxes = (await api('GET', 'cash-boxes', admin)).body.response.items as { id: number; kind: string }[];
  box = boxes.find((b) => b.kind === 'cash')!.id;
  bank = boxes.find((b) => b.kind === 'bank')!.id;
  customer = ((await api('GET', 'accounts?limit=100', admin)).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!.id;
  unitId = ((await api('GET', 'units', admin)).body.response.items as { id: number; code: string }[]).find((u) => u.code === 'KOLİ')!.id;
}, 120_000);
afterAll(() => server?.close());

/** One write of each family of definition routes, with a body that saves when the user may. */
const definitionWrites = (): { label: string; method: string; path: string; body: unknown }[] => [
  { label: 'new stock card', method: 'POST', path: 'products', body: { name: unique('Ürün'), vatRate: 20, price: '5.00', locationId: location } },
  {
    label: 'stock card',
    method: 'PUT',
    path: `products/${products[5]!.id}`,
    body: { name: products[5]!.name, vatRate: 20, price: '5.00', locationId: location },
  },
  { label: 'new account', method: 'POST', path: 'accounts', body: { name: unique('Cari'), kind: 'customer' } },
  {
    label: 'account',
    method: 'PUT',
    path: `accounts/${customer}`,
    body: { name: 'Okur Kültür Merkezi', kind: 'customer', taxNumber: '4540536920', taxOffice: 'Kadıköy' },
  },
  { label: 'new category', method: 'POST', path: 'definitions/category', body: { name: unique('Kategori') } },
  { label: 'new income definition', method: 'POST', path: 'definitions/incomeExpense', body: { name: unique('Kira'), direction: 'expense' } },
  { label: 'new warehouse', method: 'POST', path: 'warehouses', body: { name: unique('Depo') } },
  { label: 'warehouse', method: 'PUT', path: `warehouses/${warehouse}`, body: { name: 'Merkez Depo' } },
  { label: 'new shelf', method: 'POST', path: 'locations', body: { name: unique('Raf'), warehouseId: warehouse } },
  { label: 'new unit', method: 'POST', path: 'units', body: { code: unique('B').slice(0, 8), name: 'Birim', baseCode: 'ADET', factor: '6' } },
  { label: 'unit', method: 'PUT', path: `units/${unitId}`, body: { name: 'Koli', baseCode: 'ADET', factor: '12' } },
  { label: 'new account group', method: 'POST', path: 'account-groups', body: { name: unique('Grup') } },
  { label: 'new cash account', method: 'POST', path: 'cash-accounts', body: { kind: 'cash', name: unique('Kasa'), currency: 'TRY' } },
  { label: 'bank account', method: 'PUT', path: `cash-accounts/${bank}`, body: { kind: 'bank', name: 'Banka', currency: 'TRY' } },
  { label: 'set product', method: 'PUT', path: `product-sets/${products[4]!.id}`, body: { components: [] } },
];

/** Reads the same families answer to whoever read them before. */
const definitionReads = () => [
  'products',
  `products/${products[0]!.id}`,
  'accounts',
  'definitions/category',
  'definitions/incomeExpense',
  'warehouses',
  'locations',
  'units',
  'account-groups',
  'cash-accounts',
  'product-sets',
];

describe('definition authority (spec §6)', () => {
  it('a manager without the definition authority gets 403 PE10005 with the reason on every definition write, and still reads them all', async () => {
    const manager = await userWith(['manager'], ['fastSale']);
    for (const w of definitionWrites()) {
      const r = await api(w.method, w.path, manager, w.body);
      expect(r.status, `${w.label}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(r.body.code, w.label).toBe('PE10005');
      expect(r.body.message, w.label).toMatch(/definition authority/);
    }
    const tr = await api('POST', 'products', manager, definitionWrites()[0]!.body, 'tr');
    expect(tr.body.message).toMatch(/^Tanım yetkiniz yok/);
    const groups = (await api('GET', 'account-groups', admin)).body.response.items as { id: number }[];
    if (groups[0]) expect((await api('DELETE', `account-groups/${groups[0].id}`, manager)).body.code).toBe('PE10005');
    expect((await api('DELETE', `units/${unitId}`, manager)).body.code).toBe('PE10005');
    for (const path of definitionReads()) expect((await api('GET', path, manager)).status, path).toBe(200);
  });

  it('the menu offers "new stock card" and "new account" only with the definition authority; the lists stay in it', async () => {
    type Item = { mn_link: string | null; mn_subs: Item[] };
    const links = async (token: string) => {
      const flat = (items: Item[]): string[] => items.flatMap((i) => [...(i.mn_link ? [i.mn_link] : []), ...flat(i.mn_subs)]);
      return flat((await api('GET', 'menu', token)).body.response);
    };
    const without = await links(await userWith(['manager'], []));
    expect(without).toEqual(expect.arrayContaining(['/stok/list', '/cari/list']));
    expect(without).not.toContain('/stok/yeni');
    expect(without).not.toContain('/cari/yeni');
    expect(await links(await userWith(['manager'], ['definitionAuthority']))).toEqual(expect.arrayContaining(['/stok/yeni', '/cari/yeni']));
  });

  it('a manager with the definition authority writes every definition family', async () => {
    const manager = await userWith(['manager'], ['definitionAuthority']);
    for (const w of definitionWrites()) {
      const r = await api(w.method, w.path, manager, w.body);
      expect([200, 201], `${w.label}: ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
    }
  });

  it('an admin always may, without the permission; a role that never wrote definitions still may not, even with it (403 PE10003)', async () => {
    const plainAdmin = await userWith(['admin'], []);
    for (const w of definitionWrites()) {
      const r = await api(w.method, w.path, plainAdmin, w.body);
      expect([200, 201], `${w.label}: ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
    }
    const operator = await userWith(['operator'], ['definitionAuthority']);
    const r = await api('POST', 'products', operator, definitionWrites()[0]!.body);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('PE10003');
  });

  it("the demo's manager keeps writing definitions: the seed (and migration 078 on an upgrade) gives managers the permission", async () => {
    const muhasebe = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
    const r = await api('POST', 'definitions/category', muhasebe, { name: unique('Muhasebe') });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  });
});

describe('per-account product authority (spec §6)', () => {
  const invoiceLine = (i: number) => ({ productId: products[i]!.id, quantity: '1', unitPrice: products[i]!.price, vatRate: products[i]!.vatRate });
  const tillLine = (i: number) => ({ ...invoiceLine(i), priceIncludesVat: products[i]!.priceIncludesVat });
  let account: number;

  beforeAll(async () => {
    const made = await api('POST', 'accounts', admin, { name: unique('Okul'), kind: 'customer' });
    account = made.body.response.id;
    const set = await api('PUT', `accounts/${account}/products`, admin, { productIds: [products[0]!.id, String(products[1]!.id), products[0]!.id] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.response.items.map((p: { id: number }) => p.id).sort()).toEqual([products[0]!.id, products[1]!.id].sort());
  });

  it('an account with a product list is refused a sales invoice, waybill and order naming another product (409 AP10001 naming it), and nothing is written', async () => {
    const before = (await api('GET', 'documents?type=salesInvoice&limit=1', admin)).body.response.total;
    for (const type of ['salesInvoice', 'salesWaybill', 'salesOrder']) {
      const r = await api('POST', 'documents', admin, { type, accountId: account, warehouseId: warehouse, lines: [invoiceLine(0), invoiceLine(2)] });
      expect(r.status, `${type}: ${JSON.stringify(r.body)}`).toBe(409);
      expect(r.body.code).toBe('AP10001');
      expect(r.body.message).toContain(products[2]!.name);
    }
    const tr = await api('POST', 'documents', admin, { type: 'salesInvoice', accountId: account, lines: [invoiceLine(2)] }, 'tr');
    expect(tr.body.message).toBe(`„${products[2]!.name}” bu cariye satılamaz: carinin satılabilecek ürünler listesinde yok.`);
    expect((await api('GET', 'documents?type=salesInvoice&limit=1', admin)).body.response.total).toBe(before);
  });

  it('the products on the list sell; an edit that adds another product is refused; a purchase and another account are not restricted', async () => {
    const ok = await api('POST', 'documents', admin, { type: 'salesInvoice', accountId: account, lines: [invoiceLine(0), invoiceLine(1)] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const edit = await api('POST', `documents/${ok.body.response.id}/events`, admin, {
      type: 'EDIT',
      version: ok.body.response.version,
      lines: [invoiceLine(0), invoiceLine(3)],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    expect(edit.body.code).toBe('AP10001');
    const moved = await api('POST', `documents/${ok.body.response.id}/events`, admin, { type: 'EDIT', version: ok.body.response.version, accountId: customer });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const purchase = await api('POST', 'documents', admin, { type: 'purchaseInvoice', accountId: account, lines: [invoiceLine(3)] });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    const other = await api('POST', 'documents', admin, { type: 'salesInvoice', accountId: customer, lines: [invoiceLine(3)] });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
  });

  it('a till sale on account of a product outside the list is refused and leaves no sale; inside the list it completes', async () => {
    const session = await api('POST', 'documents', admin, { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const sale = (line: object) =>
      api('POST', 'pos/sales', admin, { clientId: randomUUID(), cashBoxId: box, paymentType: 'credit', accountId: account, lines: [line] });
    const before = (await api('GET', 'documents?type=posSale&limit=1', admin)).body.response.total;
    const refused = await sale(tillLine(4));
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('AP10001');
    expect(refused.body.message).toContain(products[4]!.name);
    expect((await api('GET', 'documents?type=posSale&limit=1', admin)).body.response.total).toBe(before);
    const sold = await sale(tillLine(1));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.response.status).toBe('completed');
  });

  it('a change of the list waits for a sale being decided against it: the account row is locked between them', async () => {
    const companyId = (await server.db.system((q) => q.query<{ company_id: number }>(`select company_id from users where email = 'admin@demo.test'`))).rows[0]!
      .company_id;
    const order: string[] = [];
    const sale = server.db.company(companyId, async (q) => {
      await checkAccountProducts(q, { type: 'salesInvoice', accountId: String(account), lines: [{ productId: String(products[0]!.id) }] });
      order.push('sale checked');
      await new Promise((resolve) => setTimeout(resolve, 400));
      order.push('sale decided');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const change = api('PUT', `accounts/${account}/products`, admin, { productIds: [products[1]!.id] }).then((r) => order.push(`list changed ${r.status}`));
    await Promise.all([sale, change]);
    expect(order).toEqual(['sale checked', 'sale decided', 'list changed 200']);
    // the list as it was for the tests below
    expect((await api('PUT', `accounts/${account}/products`, admin, { productIds: [products[0]!.id, products[1]!.id] })).status).toBe(200);
  });

  it('changing the list needs the per-account product authority (403 PE10006); reading it does not; an empty list lifts the restriction', async () => {
    const manager = await userWith(['manager'], ['definitionAuthority']);
    const refused = await api('PUT', `accounts/${account}/products`, manager, { productIds: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PE10006');
    expect(refused.body.message).toMatch(/per-account product authority/);
    expect((await api('GET', `accounts/${account}/products`, manager)).body.response.items).toHaveLength(2);
    const allowed = await userWith(['manager'], ['accountProductAuthority']);
    const unknown = await api('PUT', `accounts/${account}/products`, allowed, { productIds: [products[0]!.id, 999999] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['productIds.1']);
    const cleared = await api('PUT', `accounts/${account}/products`, allowed, { productIds: [] });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.response.items).toEqual([]);
    const any = await api('POST', 'documents', admin, { type: 'salesInvoice', accountId: account, lines: [invoiceLine(2)] });
    expect(any.status, JSON.stringify(any.body)).toBe(201);
  });
});
