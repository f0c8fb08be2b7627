import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Issue #30, the warehouse's pages: its settings (/depo/ayar), putting received goods away and moving stock between
 * its locations (/depo/urunraf), and picking approved orders (/depo/uruntopla). Stock never leaves a location that
 * does not hold it; a pick never exceeds what the order's line waits for; two pickers of one order never pick the
 * same units (on PostgreSQL these are real parallel transactions).
 */
let d: Demo;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const api = (method: string, path: string, body?: unknown, token = d.admin) => call(method, path, { token, body, lang: 'en' });

async function newRecord(path: string, body: object): Promise<number> {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

async function send(doc: { id: number; version: number }, ...events: string[]) {
  let current = doc;
  for (const type of events) {
    const r = await api('POST', `documents/${current.id}/events`, { type, version: current.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    current = r.body.response;
  }
  return current;
}

async function document(body: object, ...events: string[]) {
  const r = await api('POST', 'documents', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return send(r.body.response, ...events);
}

interface Stock {
  locationId: number;
  kind: string;
  productId: number;
  quantity: string;
}
const stockOf = async (warehouseId: number, productId: number) =>
  ((await api('GET', `warehouse/stock?warehouseId=${warehouseId}&productId=${productId}`)).body.response.items as Stock[]).map((s) => [
    s.locationId,
    s.quantity,
  ]);

/** A warehouse of its own with shelves walked in the order given, a product with no home there, and stock received. */
async function warehouse(received: string) {
  const warehouseId = await newRecord('warehouses', { name: unique('Toplama deposu') });
  const shelf = (name: string, pickOrder: number) => newRecord('locations', { name: unique(name), warehouseId, aisle: name[0], pickOrder });
  const [late, early] = [await shelf('B-02', 20), await shelf('A-01', 10)];
  const home = (await api('GET', 'locations')).body.response.items[0].id as number;
  const product = () => newRecord('products', { name: unique('Toplanan'), unit: 'ADET', vatRate: 0, price: '5.00', locationId: home });
  const products = [await product(), await product()];
  await document(
    { type: 'stockIn', warehouseId, lines: products.map((productId) => ({ productId, quantity: received, unitPrice: '1.00', vatRate: 0 })) },
    'START',
    'COMPLETE',
  );
  const receiving = ((await api('GET', `warehouse/locations?warehouseId=${warehouseId}`)).body.response.items as { id: number; kind: string }[]).find(
    (l) => l.kind === 'receiving',
  )!.id;
  return { warehouseId, late, early, products, receiving };
}

const putAway = (warehouseId: number, productId: number, toLocationId: number, quantity: string, fromLocationId?: number) =>
  api('POST', 'warehouse/moves', { warehouseId, productId, toLocationId, quantity, ...(fromLocationId ? { fromLocationId } : {}) });

beforeAll(async () => {
  d = await demo();
});

describe('warehouse settings (/depo/ayar)', () => {
  it('keep whether picking is required, a manager writes them and an auditor may not', async () => {
    for (const pickingRequired of [true, false]) {
      const r = await api('PUT', 'warehouse/settings', { pickingRequired });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await api('GET', 'warehouse/settings')).body.response).toEqual({ pickingRequired });
    }
    expect((await api('PUT', 'warehouse/settings', { pickingRequired: true }, d.auditor)).status).toBe(403);
    expect((await api('PUT', 'warehouse/settings', { pickingRequired: 'yes' })).status).toBe(422);
  });

  it("a product's default location in a warehouse is where the next move there goes", async () => {
    const { warehouseId, early, products } = await warehouse('2');
    const r = await api('PUT', 'warehouse/product-locations', { productId: products[0], warehouseId, locationId: early });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response.items).toContainEqual(expect.objectContaining({ productId: products[0], locationId: early, own: true }));
    await document({ type: 'stockIn', warehouseId, lines: [{ productId: products[0], quantity: '3', unitPrice: '1.00', vatRate: 0 }] }, 'START', 'COMPLETE');
    expect(await stockOf(warehouseId, products[0]!)).toContainEqual([early, '3']);
    const elsewhere = (await api('GET', 'locations')).body.response.items[0].id;
    const refused = await api('PUT', 'warehouse/product-locations', { productId: products[0], warehouseId, locationId: elsewhere });
    expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([422, ['locationId']]);
  });
});

describe('who does the warehouse work', () => {
  const links = async (token: string) =>
    flattenMenu((await call('GET', 'menu', { token })).body.response as MenuItem[])
      .map((m) => m.mn_link)
      .filter((l): l is string => l?.startsWith('/depo/') ?? false)
      .sort();

  it("operators shelve and pick as managers do, from their menu and through the API; the settings stay the managers'", async () => {
    expect(await links(d.cashier)).toEqual(['/depo/urunraf', '/depo/uruntopla']);
    expect(await links(d.accountant)).toEqual(['/depo/ayar', '/depo/urunraf', '/depo/uruntopla']);
    expect(await links(d.auditor)).toEqual([]);
    const { warehouseId, early, products } = await warehouse('2');
    const operator = (method: string, path: string, body?: unknown) => api(method, path, body, d.cashier);
    expect((await operator('GET', 'warehouses')).status).toBe(200);
    expect((await operator('GET', `warehouse/locations?warehouseId=${warehouseId}`)).status).toBe(200);
    const shelved = await operator('POST', 'warehouse/moves', { warehouseId, productId: products[0], toLocationId: early, quantity: '2' });
    expect(shelved.status, JSON.stringify(shelved.body)).toBe(201);
    expect((await operator('GET', 'warehouse/picks')).status).toBe(200);
    expect((await operator('PUT', 'warehouse/settings', { pickingRequired: false })).status).toBe(403);
    expect((await api('GET', 'warehouse/picks', undefined, d.auditor)).status).toBe(403);
  });
});

describe("the demo's warehouse", () => {
  it('has shelves with aisle, shelf, bin and picking order, products at home on them, and an approved order waiting to be picked in walking order', async () => {
    const warehouseId = d.warehouse.id;
    const shelves = ((await api('GET', `warehouse/locations?warehouseId=${warehouseId}`)).body.response.items as Record<string, unknown>[]).filter(
      (l) => l.kind === 'shelf' && String(l.name).match(/^[AB]-0\d /),
    );
    expect(shelves.map((l) => [l.name, l.aisle, l.shelf, l.bin, l.pickOrder])).toEqual([
      ['A-01 Roman', 'A', '01', '1', 10],
      ['A-02 Şiir', 'A', '02', '1', 20],
      ['B-01 Kırtasiye', 'B', '01', '1', 30],
    ]);
    const homes = (await api('GET', `warehouse/product-locations?warehouseId=${warehouseId}`)).body.response.items as {
      productId: number;
      locationId: number;
    }[];
    expect(new Set(homes.map((h) => h.locationId))).toEqual(new Set(shelves.map((l) => l.id)));
    const homeOf = new Map(homes.map((h) => [h.productId, h.locationId]));
    type View = { lines: { productId: number; locations: { locationName: string }[] }[] };
    // the demo's order: one product from each shelf (other tests leave orders of their own in this warehouse)
    const candidates = ((await api('GET', 'warehouse/picks')).body.response.items as { documentId: number; warehouseId: number; lines: number }[]).filter(
      (o) => o.warehouseId === warehouseId && o.lines === 3,
    );
    let view: View | undefined;
    for (const o of candidates) {
      const v = (await api('GET', `warehouse/picks/${o.documentId}`)).body.response as View;
      if (new Set(v.lines.map((l) => homeOf.get(l.productId))).size === 3 && v.lines.every((l) => shelves.some((s) => s.id === homeOf.get(l.productId))))
        view = v;
    }
    expect(view).toBeDefined();
    // walked shelf by shelf; a line another test sold out on its shelf has nowhere to be picked from and comes last
    const pickOrder = new Map(shelves.map((l) => [l.name as string, l.pickOrder as number]));
    const walked = view!.lines.filter((l) => l.locations.length > 0).map((l) => pickOrder.get(l.locations[0]!.locationName)!);
    expect(walked).toEqual([...walked].sort((x, y) => x - y));
    expect(view!.lines.slice(walked.length).every((l) => l.locations.length === 0)).toBe(true);
    expect(walked.length).toBeGreaterThan(0);
  });
});

describe('shelving (/depo/urunraf)', () => {
  it('puts received goods away from the receiving location onto a shelf, never more than it holds, and moves them between shelves', async () => {
    const { warehouseId, late, early, products, receiving } = await warehouse('5');
    const p = products[0]!;
    expect(await stockOf(warehouseId, p)).toEqual([[receiving, '5']]);
    expect((await putAway(warehouseId, p, late, '3')).status).toBe(201);
    const refused = await putAway(warehouseId, p, late, '2.5');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'shelf.insufficientQuantity', 'Insufficient shelf quantity.']);
    expect((await putAway(warehouseId, p, early, '2', late)).status).toBe(201);
    expect((await putAway(warehouseId, p, early, '1.5', late)).body.code).toBe('shelf.insufficientQuantity');
    expect((await putAway(warehouseId, p, late, '1', late)).body.code).toBe('shelf.sameLocation');
    expect(new Map((await stockOf(warehouseId, p)) as [number, string][])).toEqual(
      new Map([
        [receiving, '2'],
        [late, '1'],
        [early, '2'],
      ]),
    );
    // the warehouse's own ledger does not move
    const card = (await api('GET', `products/${p}`)).body.response;
    expect(card.stockByWarehouse.find((w: { warehouseId: number }) => w.warehouseId === warehouseId).quantity).toBe('5');
    expect(
      card.stockByLocation
        .filter((l: { warehouseId: number }) => l.warehouseId === warehouseId)
        .reduce((s: Dec, l: { quantity: string }) => s.plus(l.quantity), new Dec(0))
        .toFixed(),
    ).toBe('5');
    const other = (await api('GET', 'locations')).body.response.items[0].id;
    expect((await putAway(warehouseId, p, other, '1')).status).toBe(422);
  });
});

describe('picking (/depo/uruntopla)', () => {
  async function order(warehouseId: number, products: number[], quantities: string[]) {
    return document(
      {
        type: 'salesOrder',
        accountId: d.customer.id,
        warehouseId,
        lines: products.map((productId, i) => ({ productId, quantity: quantities[i], unitPrice: '5.00', vatRate: 0 })),
      },
      'APPROVE',
    );
  }

  it("lists an approved order's lines in the locations' walking order; a pick never exceeds the order nor the shelf; a finished pick is ready", async () => {
    const { warehouseId, late, early, products } = await warehouse('6');
    await putAway(warehouseId, products[0]!, late, '6');
    await putAway(warehouseId, products[1]!, early, '2');
    const o = await order(warehouseId, products, ['4', '3']);
    const waiting = (await api('GET', 'warehouse/picks')).body.response.items as { documentId: number; pickedLines: number }[];
    expect(waiting).toContainEqual(expect.objectContaining({ documentId: o.id, pickedLines: 0 }));
    const view = (await api('GET', `warehouse/picks/${o.id}`)).body.response;
    expect(view.lines.map((l: { productId: number; locations: { locationId: number }[] }) => [l.productId, l.locations.map((x) => x.locationId)])).toEqual([
      [products[1], [early]],
      [products[0], [late]],
    ]);
    const [second, first] = view.lines as { lineId: string }[];
    const pick = (lineId: string, locationId: number, quantity: string) => api('POST', `warehouse/picks/${o.id}`, { lineId, locationId, quantity });
    const over = await pick(first!.lineId, late, '5');
    expect([over.status, over.body.code, over.body.message]).toEqual([409, 'shelf.exceedsOrder', 'Shelf quantity cannot exceed the order quantity.']);
    expect((await pick(second!.lineId, early, '3')).body.code).toBe('shelf.insufficientQuantity');
    expect((await pick(first!.lineId, late, '4')).status).toBe(201);
    const last = await pick(second!.lineId, early, '2');
    expect([last.status, last.body.response.done]).toEqual([201, false]);
    // a partial pick converts with what was picked so far
    expect(last.body.response.convertible).toContainEqual({ sourceLineId: second!.lineId, quantity: '2' });
    expect((await pick(second!.lineId, early, '1')).body.code).toBe('shelf.insufficientQuantity');
    await putAway(warehouseId, products[1]!, early, '1');
    const done = await pick(second!.lineId, early, '1');
    expect(done.body.response.done).toBe(true);
    const picked = (done.body.response.lines as { productId: number; picked: string; ordered: string }[]).map((l) => [l.productId, l.picked, l.ordered]);
    expect(picked.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [products[0], '4', '4'],
      [products[1], '3', '3'],
    ]);
    expect(((await api('GET', 'warehouse/picks')).body.response.items as { documentId: number }[]).some((x) => x.documentId === o.id)).toBe(false);
    // ready to convert with what was picked
    const waybill = await api('POST', `documents/${o.id}/conversions`, { target: 'salesWaybill', lines: done.body.response.convertible });
    expect(waybill.status, JSON.stringify(waybill.body)).toBe(201);
    expect((waybill.body.response.lines as { productId: string; quantity: string }[]).map((l) => [Number(l.productId), l.quantity]).sort()).toEqual(
      [
        [products[0], '4'],
        [products[1], '3'],
      ].sort(),
    );
    // what was picked left its shelves for the warehouse's dispatch location; the warehouse still holds it
    const dispatch = ((await api('GET', `warehouse/locations?warehouseId=${warehouseId}`)).body.response.items as { id: number; kind: string }[]).find(
      (l) => l.kind === 'dispatch',
    )!.id;
    expect(await stockOf(warehouseId, products[0]!)).toEqual(
      expect.arrayContaining([
        [late, '2'],
        [dispatch, '4'],
      ]),
    );
  });

  it("a picked order's own conversion offers what was picked, as the picking page's button does; an order not picked offers what remains", async () => {
    const { warehouseId, late, early, products } = await warehouse('6');
    await putAway(warehouseId, products[0]!, late, '6');
    await putAway(warehouseId, products[1]!, early, '6');
    const o = await order(warehouseId, products, ['4', '3']);
    const lineOf = (productId: number) =>
      (o as unknown as { lines: { id: string; productId: string }[] }).lines.find((l) => Number(l.productId) === productId)!.id;
    expect((await api('GET', `documents/${o.id}`)).body.response.pickedQuantities).toBeUndefined();
    await api('POST', `warehouse/picks/${o.id}`, { lineId: lineOf(products[0]!), locationId: late, quantity: '3' });
    const view = (await api('POST', `warehouse/picks/${o.id}`, { lineId: lineOf(products[1]!), locationId: early, quantity: '2' })).body.response;
    // the order's own page (/fis/siparisToSatisIrsaliye/{id}) reads what was picked with the order
    expect((await api('GET', `documents/${o.id}`)).body.response.pickedQuantities).toEqual({ [lineOf(products[0]!)]: '3', [lineOf(products[1]!)]: '2' });
    // a conversion without lines takes what was picked: the same lines the picking page's button sends
    const waybill = await api('POST', `documents/${o.id}/conversions`, { target: 'salesWaybill' });
    expect(waybill.status, JSON.stringify(waybill.body)).toBe(201);
    const taken = (waybill.body.response.lines as { sourceLineId: string; quantity: string }[]).map((l) => ({
      sourceLineId: l.sourceLineId,
      quantity: l.quantity,
    }));
    expect(taken).toEqual([
      { sourceLineId: lineOf(products[0]!), quantity: '3' },
      { sourceLineId: lineOf(products[1]!), quantity: '2' },
    ]);
    expect(new Set(taken.map((l) => JSON.stringify(l)))).toEqual(new Set(view.convertible.map((l: object) => JSON.stringify(l))));
    // an order never picked still converts with all that remains
    const other = await order(warehouseId, [products[0]!], ['2']);
    const whole = await api('POST', `documents/${other.id}/conversions`, { target: 'salesWaybill' });
    expect((whole.body.response.lines as { quantity: string }[]).map((l) => l.quantity)).toEqual(['2']);
  });

  it(`two pickers of one order never pick the same units (${inject('databaseKind')})`, async () => {
    const { warehouseId, late, early, products } = await warehouse('10');
    await putAway(warehouseId, products[0]!, late, '5');
    await putAway(warehouseId, products[0]!, early, '5');
    const o = await order(warehouseId, [products[0]!], ['6']);
    const lineId = (await api('GET', `warehouse/picks/${o.id}`)).body.response.lines[0].lineId as string;
    // eight pickers at once, each wanting 2 of the 6 ordered, from either shelf: three of them get them
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api('POST', `warehouse/picks/${o.id}`, { lineId, locationId: i % 2 ? late : early, quantity: '2' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('shelf.exceedsOrder');
    const view = (await api('GET', `warehouse/picks/${o.id}`)).body.response;
    expect([view.lines[0].picked, view.done]).toEqual(['6', true]);
    const held = (await stockOf(warehouseId, products[0]!)).filter(([l]) => l === late || l === early).reduce((s, [, q]) => s.plus(q!), new Dec(0));
    expect(held.toFixed()).toBe('4');
  });
});
