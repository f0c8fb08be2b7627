import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login, type Reply } from './client';
import { demo, stockOf, type Demo } from './fixtures';
import { startOwnServer } from './own-server';

/**
 * Stock below zero is a company setting per warehouse (`negativeStock` on the warehouse: allow, warn, refuse;
 * warn by default): the receipt machine refuses a completion that takes a product below zero where the
 * warehouse refuses it, from the stock the server reads under the product's lock; a warning warehouse
 * completes and the receipt shows the lines. Every path that completes a stock-moving receipt asks the same.
 */
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; status: string; [k: string]: any };

/** The calls of one server, as one user. */
function client(base: string | undefined, token: string) {
  const api = (method: string, path: string, body?: unknown, lang = 'en') => call(method, path, { token, body, lang, base });
  const send = (doc: Doc, type: string, extra: object = {}) => api('POST', `documents/${doc.id}/events`, { type, version: doc.version, ...extra });
  const get = async (id: number): Promise<Doc> => (await api('GET', `documents/${id}`)).body.response;
  async function create(body: object): Promise<Doc> {
    const r = await api('POST', 'documents', body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.response;
  }
  async function started(body: object): Promise<Doc> {
    const r = await send(await create(body), 'START');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.response;
  }
  async function completed(body: object): Promise<Doc> {
    const r = await send(await started(body), 'COMPLETE');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.response;
  }
  async function warehouse(negativeStock?: string): Promise<number> {
    const r = await api('POST', 'warehouses', { name: unique('Depo'), ...(negativeStock ? { negativeStock } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.response.id;
  }
  /** Named to sort after the demo's products, whose order other files' fixtures rely on. */
  async function product(): Promise<{ id: number; line: (quantity: string) => object }> {
    const locations = (await api('GET', 'locations')).body.response.items;
    const r = await api('POST', 'products', { name: unique('Zımba teli'), unit: 'ADET', vatRate: 20, price: '10.00', locationId: locations[0].id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.response.id as number;
    return { id, line: (quantity: string) => ({ productId: id, quantity, unitPrice: '10.00', vatRate: 20, priceIncludesVat: true }) };
  }
  const stockIn = (warehouseId: number, lines: object[]) => completed({ type: 'stockIn', warehouseId, lines });
  return { api, send, get, create, started, completed, warehouse, product, stockIn };
}

describe('a warehouse’s negative-stock policy', () => {
  let d: Demo;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    d = await demo();
    c = client(undefined, d.admin);
  });

  it('is warn unless given, is set and changed where warehouses are defined, and nothing else is accepted', async () => {
    const listed = async (id: number) => ((await c.api('GET', 'warehouses')).body.response.items as { id: number }[]).find((w) => w.id === id);
    const id = await c.warehouse();
    expect(await listed(id)).toMatchObject({ id, negativeStock: 'warn' });
    const changed = await c.api('PUT', `warehouses/${id}`, { name: unique('Depo'), negativeStock: 'refuse' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.response.negativeStock).toBe('refuse');
    // a rename alone keeps the policy
    expect((await c.api('PUT', `warehouses/${id}`, { name: unique('Depo') })).body.response.negativeStock).toBe('refuse');
    const bad = await c.api('POST', 'warehouses', { name: unique('Depo'), negativeStock: 'sometimes' }, 'tr');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['negativeStock']);
    // the demo's warehouses warn
    const demoWarehouses = (await c.api('GET', 'warehouses')).body.response.items as { name: string; negativeStock: string }[];
    expect(demoWarehouses.filter((w) => ['Merkez Depo', 'Mağaza'].includes(w.name)).map((w) => w.negativeStock)).toEqual(['warn', 'warn']);
  });

  it('allow: the stock goes below zero without a word', async () => {
    const w = await c.warehouse('allow');
    const p = await c.product();
    await c.stockIn(w, [p.line('1')]);
    const inProcess = await c.started({ type: 'stockOut', warehouseId: w, lines: [p.line('3')] });
    expect(inProcess.negativeStock).toBeUndefined();
    const done = await c.send(inProcess, 'COMPLETE');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.response.negativeStock).toBeUndefined();
    expect(await stockOf(d.admin, p.id)).toBe('-2');
    // the company changes its mind: already below zero, it may not go further
    expect((await c.api('PUT', `warehouses/${w}`, { name: unique('Depo'), negativeStock: 'refuse' })).status).toBe(200);
    const further = await c.started({ type: 'stockOut', warehouseId: w, lines: [p.line('1')] });
    expect(further.negativeStock).toEqual([{ productId: p.id, warehouseId: w, lineIds: ['L1'], onHand: '-2', after: '-3', policy: 'refuse' }]);
    expect((await c.send(further, 'COMPLETE')).status).toBe(403);
  });

  it('warn: the receipt in process shows the lines that would go below zero with the quantity on hand; it completes and keeps them', async () => {
    const w = await c.warehouse('warn');
    const p = await c.product();
    const other = await c.product();
    await c.stockIn(w, [p.line('1'), other.line('5')]);
    const inProcess = await c.started({ type: 'salesInvoice', accountId: d.customer.id, warehouseId: w, lines: [p.line('2'), other.line('5'), p.line('0.5')] });
    const shortage = { productId: p.id, warehouseId: w, lineIds: ['L1', 'L3'], onHand: '1', after: '-1.5', policy: 'warn' };
    expect(inProcess.negativeStock).toEqual([shortage]);
    expect((await c.get(inProcess.id)).negativeStock).toEqual([shortage]);
    const done = await c.send(inProcess, 'COMPLETE');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.response).toMatchObject({ status: 'completed', negativeStock: [shortage] });
    expect((await c.get(inProcess.id)).negativeStock).toEqual([shortage]);
    expect([await stockOf(d.admin, p.id), await stockOf(d.admin, other.id)]).toEqual(['-1.5', '0']);
    const replay = (await call('GET', `documents/${inProcess.id}/replay`, { token: d.auditor })).body.response;
    expect(replay).toMatchObject({ matches: true, chainValid: true, status: 'completed' });
  });

  it('refuse: COMPLETE is 403 with the rule, in the user’s language, and writes no stock; stock in another warehouse does not count', async () => {
    const refusing = await c.warehouse('refuse');
    const elsewhere = await c.warehouse('warn');
    const p = await c.product();
    await c.stockIn(refusing, [p.line('2')]);
    await c.stockIn(elsewhere, [p.line('10')]);
    const inProcess = await c.started({ type: 'stockOut', warehouseId: refusing, lines: [p.line('3')] });
    expect(inProcess.negativeStock).toEqual([{ productId: p.id, warehouseId: refusing, lineIds: ['L1'], onHand: '2', after: '-1', policy: 'refuse' }]);
    const refused = await c.send(inProcess, 'COMPLETE');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('receipt.negativeStock');
    expect(refused.body.message).toMatch(/below zero/);
    expect(refused.body.errors).toEqual({ lines: [refused.body.message] });
    expect((await c.get(inProcess.id)).status).toBe('inProcess');
    expect(await stockOf(d.admin, p.id)).toBe('12');
    const tr = await c.api('POST', `documents/${inProcess.id}/events`, { type: 'COMPLETE', version: inProcess.version }, 'tr');
    expect(tr.body.message).toBe('Bu fiş, eksi stoka izin vermeyen bir depoda stoğu sıfırın altına düşürür.');
    // exactly what is on hand may leave
    await c.completed({ type: 'stockOut', warehouseId: refusing, lines: [p.line('2')] });
    expect(await stockOf(d.admin, p.id)).toBe('10');
  });

  it('a transfer is refused where the stock leaves; a conversion completes under the same rule', async () => {
    const refusing = await c.warehouse('refuse');
    const target = await c.warehouse('refuse');
    const p = await c.product();
    await c.stockIn(refusing, [p.line('1')]);
    const transfer = await c.started({ type: 'stockTransfer', warehouseId: refusing, targetWarehouseId: target, lines: [p.line('4')] });
    expect((await c.send(transfer, 'COMPLETE')).body.code).toBe('receipt.negativeStock');
    const order = await c.create({ type: 'salesOrder', accountId: d.customer.id, warehouseId: refusing, lines: [p.line('3')] });
    const approved = (await c.send(order, 'APPROVE')).body.response;
    const draft = (await c.api('POST', `documents/${approved.id}/conversions`, { target: 'salesInvoice' })).body.response;
    expect(draft.warehouseId).toBe(refusing);
    const started = (await c.send(draft, 'START')).body.response;
    const refused = await c.send(started, 'COMPLETE');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('receipt.negativeStock');
    expect((await c.get(approved.id)).lines[0].suppliedQuantity).toBe('0');
  });
});

describe('the demo’s opening stock', () => {
  it('is a completed stock-in receipt of the first warehouse, with its journal and stock ledger, replayable', async () => {
    const d = await demo();
    const c = client(undefined, d.admin);
    const stockIns = (await c.api('GET', 'documents?type=stockIn&limit=100&offset=0')).body.response.items as Doc[];
    const opening = stockIns.find((doc) => doc.note === 'Açılış stoku')!;
    expect(opening).toMatchObject({ status: 'completed', warehouseId: (await c.api('GET', 'warehouses')).body.response.items[0].id });
    expect(opening.number).toMatch(/^SG\d{4}000001$/);
    const byCode = Object.fromEntries(d.products.map((p) => [(p as { code?: string }).code, p.id]));
    expect(opening.lines.map((l: { productId: number; quantity: string }) => [l.productId, l.quantity])).toEqual(
      [
        ['KTP0000001', '20'],
        ['KTP0000002', '12'],
        ['KTP0000003', '8'],
        ['KRT0000001', '60'],
        ['KRT0000002', '150'],
        ['KRT0000003', '200'],
      ].map(([code, q]) => [byCode[code!], q]),
    );
    const history = (await call('GET', `documents/${opening.id}/history`, { token: d.auditor })).body.response as { event: string }[];
    expect(history.map((h) => h.event)).toEqual(['CREATE', 'START', 'COMPLETE']);
    expect((await call('GET', `documents/${opening.id}/replay`, { token: d.auditor })).body.response).toMatchObject({ matches: true, chainValid: true });
  });
});

describe('the START guards of a receipt: its warehouse, and a cash invoice’s payment type', () => {
  let d: Demo;
  let c: ReturnType<typeof client>;
  let warehouseId: number;
  beforeAll(async () => {
    d = await demo();
    c = client(undefined, d.accountant);
    warehouseId = (await c.api('GET', 'warehouses')).body.response.items[0].id;
  });
  const line = () => ({ productId: d.products[0]!.id, quantity: '1', unitPrice: '5.00', vatRate: 20 });

  it('a receipt that moves stock cannot start without a warehouse: written without one it names the default, cleared it is refused naming the field', async () => {
    for (const body of [{ type: 'salesInvoice', accountId: d.customer.id }, { type: 'purchaseWaybill', accountId: d.supplier.id }, { type: 'stockOut' }]) {
      const draft = await c.create({ ...body, lines: [line()] });
      expect(draft.warehouseId, body.type).toBe(warehouseId);
      const cleared = (await c.api('PATCH', `documents/${draft.id}`, { version: draft.version, warehouseId: null })).body.response as Doc;
      const r = await c.send(cleared, 'START');
      expect(r.status, body.type).toBe(409);
      expect(r.body.code).toBe('receipt.warehouseRequired');
      expect(r.body.errors).toEqual({ warehouseId: ['A warehouse must be selected.'] });
      expect((await c.get(draft.id)).status).toBe('draft');
      const edited = (await c.api('PATCH', `documents/${draft.id}`, { version: cleared.version, warehouseId })).body.response;
      expect((await c.send(edited, 'START')).status).toBe(200);
    }
    const transfer = await c.create({ type: 'stockTransfer', warehouseId, lines: [line()] });
    expect((await c.send(transfer, 'START')).body).toMatchObject({
      code: 'receipt.targetWarehouseRequired',
      errors: { targetWarehouseId: [expect.any(String)] },
    });
  });

  it('a cash invoice (its money goes through a cash box) cannot start without a payment type', async () => {
    const boxes = (await c.api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[];
    const cashBoxId = boxes.find((b) => b.kind === 'cash')!.id;
    const draft = await c.create({ type: 'purchaseInvoice', accountId: d.supplier.id, warehouseId, cashBoxId, lines: [line()] });
    const r = await c.send(draft, 'START');
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'receipt.paymentTypeRequired', errors: { paymentType: [expect.any(String)] } });
    const edited = (await c.api('PATCH', `documents/${draft.id}`, { version: draft.version, paymentType: 'cash' })).body.response;
    expect((await c.send(edited, 'START')).status).toBe(200);
  });

  it('a conversion carries the source’s warehouse; a draft converted from an order without one takes the company’s default, as a new one does, and starts', async () => {
    const order = async (extra: object) => {
      const o = await c.create({ type: 'salesOrder', accountId: d.customer.id, lines: [line()], ...extra });
      return (await c.send(o, 'APPROVE')).body.response as Doc;
    };
    const withWarehouse = await order({ warehouseId });
    for (const target of ['salesInvoice', 'salesWaybill']) {
      const draft = (await c.api('POST', `documents/${withWarehouse.id}/conversions`, { target, lines: [{ sourceLineId: 'L1', quantity: '0.1' }] })).body
        .response;
      expect(draft).toMatchObject({ type: target, warehouseId });
      expect((await c.send(draft, 'START')).status).toBe(200);
    }
    const without = await order({});
    const draft = (await c.api('POST', `documents/${without.id}/conversions`, { target: 'salesInvoice' })).body.response;
    expect(draft.warehouseId).toBeTruthy();
    expect((await c.send(draft, 'START')).status).toBe(200);
  });
});

/**
 * The till, a table's bill and the offline queue sell from the company's first warehouse (the till names none):
 * on a server of this file's own, whose first warehouse may refuse without touching the other files' data.
 */
describe(`the till, tables and the offline queue under a refusing warehouse (${inject('databaseKind')})`, () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let admin: ReturnType<typeof client>;
  let cashier: ReturnType<typeof client>;
  let box: number;
  let first: { id: number; name: string };
  beforeAll(async () => {
    server = await startOwnServer();
    admin = client(server.baseUrl, await login('admin@demo.test', 'demo1234', server.baseUrl));
    cashier = client(server.baseUrl, await login('kasa@demo.test', 'demo1234', server.baseUrl));
    box = ((await admin.api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
    first = (await admin.api('GET', 'warehouses')).body.response.items[0];
    expect((await admin.api('PUT', `warehouses/${first.id}`, { name: first.name, negativeStock: 'refuse' })).status).toBe(200);
    const session = await cashier.api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
  });
  afterAll(() => server?.close());

  const sale = (lines: object[], clientId = randomUUID()) => cashier.api('POST', 'pos/sales', { clientId, cashBoxId: box, paymentType: 'cash', lines });
  const documentCount = async () => (await admin.api('GET', 'documents?type=posSale&limit=1')).body.response.total as number;

  it('a till sale (and the same sale sent again from the offline queue) that would take the stock below zero is refused, and nothing is kept', async () => {
    const p = await admin.product();
    await admin.stockIn(first.id, [p.line('1')]);
    const before = await documentCount();
    const clientId = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const r: Reply = await sale([p.line('2')], clientId);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('receipt.negativeStock');
    }
    expect(await documentCount()).toBe(before);
    expect((await admin.api('GET', `pos/sales/${clientId}`)).status).toBe(404);
    expect((await sale([p.line('1')])).status).toBe(201);
    expect((await admin.api('GET', `products/${p.id}`)).body.response.stockQuantity).toBe('0');
  });

  it('parallel sales of the last item (invoices started earlier, and till sales) complete for exactly one of them', async () => {
    const p = await admin.product();
    await admin.stockIn(first.id, [p.line('1')]);
    const customer = ((await admin.api('GET', 'accounts?limit=100')).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!;
    const invoices = await Promise.all(
      Array.from({ length: 6 }, () => admin.started({ type: 'salesInvoice', accountId: customer.id, warehouseId: first.id, lines: [p.line('1')] })),
    );
    // each completion is its own transaction: only the product's lock keeps them from reading the same stock
    const replies = await Promise.all([...invoices.map((doc) => admin.send(doc, 'COMPLETE')), sale([p.line('1')]), sale([p.line('1')])]);
    expect(replies.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status >= 300)) expect([r.status, r.body.code]).toEqual([403, 'receipt.negativeStock']);
    expect((await admin.api('GET', `products/${p.id}`)).body.response.stockQuantity).toBe('0');
  });

  it('a table’s bill is paid only while the stock lasts', async () => {
    const p = await admin.product();
    await admin.stockIn(first.id, [p.line('1')]);
    const opened = await cashier.api('POST', 'tables', { tableName: unique('Masa'), lines: [p.line('2')] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const bill = opened.body.response as Doc;
    const pay = (version: number) => cashier.api('POST', `tables/${bill.id}/payments`, { version, cashBoxId: box, paymentType: 'cash' });
    const refused = await pay(bill.version);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('receipt.negativeStock');
    expect(await cashier.get(bill.id)).toMatchObject({ status: 'draft', version: bill.version });
    const edited = (await admin.api('PATCH', `documents/${bill.id}`, { version: bill.version, lines: [{ ...p.line('1'), id: 'L1' }] })).body.response as Doc;
    expect((await pay(edited.version)).status).toBe(200);
  });
});
