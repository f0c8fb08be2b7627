import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionsFrom } from '../../machines/conversions';
import { DOCUMENT_TYPES, FAMILIES } from '../../machines/index';
import { SAMPLES } from '../support/samples';
import { call } from './client';
import { closeOpenSessions, demo, sampleIds, withRealIds, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';

/**
 * The auditor reads everything and changes nothing (docs/demo.md, demo users): every document type opens for them, and
 * every write of the document calls (and the calls beside them) answers 403 and leaves the document as it was.
 */
let d: Demo;
let ids: Record<string, string>;
let cashBoxId: number;
/** one stored document of every type, made by the admin */
const docs = new Map<string, { id: number; version: number; type: string; allowedEvents: string[] }>();

const familyOf = (type: string) => FAMILIES.find((f) => f.types.includes(type))!;

async function created(body: Record<string, unknown>) {
  const r = await call('POST', 'documents', { token: d.admin, body });
  expect(r.status, `${body.type}: ${JSON.stringify(r.body)}`).toBe(201);
  return r.body.response;
}

/** A creation body of `type` the admin's server accepts: the family's sample with the demo's ids (a loan gets a copy and a member of its own, an income or expense its item, a library receipt a member with an account). */
async function bodyOf(type: string): Promise<Record<string, unknown>> {
  if (type === 'loan') {
    const copy = await newLibraryCopy(d.admin);
    const member = await newLibraryMember(d.admin);
    return { type, event: 'RESERVE', memberId: member.id, copyId: copy.id, copyFree: true };
  }
  if (type === 'income' || type === 'expense') {
    const item = await call('POST', 'definitions/incomeExpense', { token: d.admin, body: { name: `Denetçi ${type} ${Date.now()}`, direction: type } });
    return { type, cashAccountId: cashBoxId, incomeExpenseId: item.body.response.id, amount: '1.00' };
  }
  if (type === 'libraryReceipt') {
    const member = await newLibraryMember(d.admin, { accountId: d.customer.id });
    return { type, memberId: member.id, cashAccountId: cashBoxId, amount: '1.00', fineAmount: '0' };
  }
  if (type === 'setProduction' || type === 'setBreakup') {
    const [set, part] = [Number(ids.P1), Number(ids.P2)];
    await call('PUT', `product-sets/${set}`, { token: d.admin, body: { components: [{ productId: part, quantity: '1' }] } });
    return { type, warehouseId: ids.W1, lines: [{ productId: set, quantity: '1', unitPrice: '0', vatRate: 0 }] };
  }
  const sample = SAMPLES[familyOf(type).family]!.inputs.find((i) => i.type === type)!;
  const { number: _number, ...input } = withRealIds(sample, ids);
  return input;
}

beforeAll(async () => {
  d = await demo();
  ids = await sampleIds(d);
  cashBoxId = Number(ids['CB-1']);
  await closeOpenSessions(d.admin, cashBoxId);
  for (const type of DOCUMENT_TYPES) docs.set(type, await created(await bodyOf(type)));
});

// the session opened above must not keep the cash box open for the files after this one
afterAll(() => closeOpenSessions(d.admin, cashBoxId));

describe('the auditor reads every document type', () => {
  it.each(DOCUMENT_TYPES)('%s: the document, its list, history, replay and lineage', async (type) => {
    const doc = docs.get(type)!;
    const one = await call('GET', `documents/${doc.id}`, { token: d.auditor });
    expect(one.status).toBe(200);
    expect(one.body.response).toMatchObject({ id: doc.id, type });
    // found by its number: the other files write documents of the same type into the same database at the same time
    const list = await call('GET', `documents?type=${type}&q=${encodeURIComponent(one.body.response.number)}&limit=100`, { token: d.auditor });
    expect(list.status).toBe(200);
    expect(list.body.response.items.map((i: { id: number }) => i.id)).toContain(doc.id);
    for (const part of ['history', 'replay', 'lineage'])
      expect((await call('GET', `documents/${doc.id}/${part}`, { token: d.auditor })).status, part).toBe(200);
  });
});

describe('the auditor changes nothing: every write is 403 and the document stays as it was', () => {
  it.each(DOCUMENT_TYPES)('%s: create, edit, every event, conversions and merges', async (type) => {
    const doc = docs.get(type)!;
    const before = await call('GET', `documents/${doc.id}`, { token: d.admin });
    const history = (await call('GET', `documents/${doc.id}/history`, { token: d.admin })).body.response.length;
    const events = [...new Set(Object.values(familyOf(type).rules).flatMap((table) => Object.keys(table as object)))];
    const other = docs.get(type === 'salesWaybill' ? 'purchaseWaybill' : 'salesWaybill')!;
    // the conversions the graph offers from this type, or one it does not offer (refused for the auditor all the same)
    const targets: string[] = conversionsFrom(type).map((c) => c.target);
    const tries: [string, string, unknown][] = [
      ['POST', 'documents', await bodyOf(type)],
      ['PATCH', `documents/${doc.id}`, { version: doc.version }],
      ...events.map((event): [string, string, unknown] => ['POST', `documents/${doc.id}/events`, { type: event, version: doc.version }]),
      ...(targets.length ? targets : ['salesInvoice']).map((target): [string, string, unknown] => ['POST', `documents/${doc.id}/conversions`, { target }]),
      ['POST', 'documents/merges', { target: 'salesInvoice', sourceIds: [doc.id, other.id] }],
    ];
    for (const [method, path, body] of tries) {
      const r = await call(method, path, { token: d.auditor, body });
      expect(r.status, `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(r.body.code).toBe('PE10003');
    }
    expect((await call('GET', `documents/${doc.id}`, { token: d.admin })).body).toEqual(before.body);
    expect((await call('GET', `documents/${doc.id}/history`, { token: d.admin })).body.response).toHaveLength(history);
  });

  it('the till, the tables, master data, definitions and exchange rates', async () => {
    const product = d.products[0]!;
    const line = { productId: product.id, quantity: '1', unitPrice: product.price, vatRate: product.vatRate };
    const table = docs.get('posSale')!;
    const warehouses = (await call('GET', 'warehouses', { token: d.admin })).body.response.items;
    const locations = (await call('GET', 'locations', { token: d.admin })).body.response.items;
    const counts = async () =>
      Promise.all(
        ['documents?type=posSale&limit=1', 'products?limit=1', 'accounts?limit=1'].map(
          async (p) => (await call('GET', p, { token: d.admin })).body.response.total,
        ),
      );
    const before = await counts();
    const tries: [string, string, unknown][] = [
      ['POST', 'pos/sales', { clientId: crypto.randomUUID(), cashBoxId, paymentType: 'cash', lines: [line] }],
      ['POST', 'tables', { tableName: 'Denetçi', lines: [line] }],
      ['POST', `tables/${table.id}/move`, { version: table.version, tableName: 'Başka' }],
      ['POST', 'tables/merges', { sourceId: table.id, targetId: table.id + 1 }],
      ['POST', `tables/${table.id}/payments`, { version: table.version, cashBoxId, paymentType: 'cash' }],
      ['POST', 'products', { name: 'Denetçi ürünü', unit: 'ADET', vatRate: 20, price: '1.00', locationId: locations[0].id }],
      ['PUT', `products/${product.id}`, { name: 'Denetçi ürünü', unit: 'ADET', vatRate: 20, price: '1.00', locationId: locations[0].id }],
      ['POST', 'accounts', { name: 'Denetçi carisi', kind: 'customer' }],
      ['PUT', `accounts/${d.customer.id}`, { name: 'Denetçi carisi', kind: 'customer' }],
      ['POST', 'warehouses', { name: 'Denetçi ambarı' }],
      ['PUT', `warehouses/${warehouses[0].id}`, { name: 'Denetçi ambarı' }],
      ['POST', 'locations', { name: 'Denetçi rafı', warehouseId: warehouses[0].id }],
      ['POST', 'exchange-rates', { date: '2001-02-06', currency: 'USD', forexSelling: '1.2345' }],
      ['POST', 'exchange-rates/fetch', {}],
    ];
    for (const [method, path, body] of tries) {
      const r = await call(method, path, { token: d.auditor, body });
      expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});
