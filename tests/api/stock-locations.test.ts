import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Issue #30: stock is kept per shelf location as well as per warehouse. Every stock move names a location of its
 * warehouse: the product's default location there, else the warehouse's receiving location. After random documents,
 * what the locations of each warehouse hold (the product card) adds up to the warehouse's ledger and to what the
 * documents moved, and the stock moves report names each move's location.
 */
let d: Demo;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const api = (method: string, path: string, body?: unknown) => call(method, path, { token: d.admin, body, lang: 'en' });

interface Location {
  id: number;
  name: string;
  warehouseId: number;
  kind: string;
}
interface Card {
  stockQuantity: string;
  stockByWarehouse: { warehouseId: number; quantity: string }[];
  stockByLocation: { warehouseId: number; locationId: number; locationName: string; quantity: string }[];
}

async function newRecord(path: string, body: object): Promise<number> {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

async function completed(body: object): Promise<void> {
  const created = await api('POST', 'documents', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let doc = created.body.response as { id: number; version: number };
  for (const type of ['START', 'COMPLETE']) {
    const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
}

const locations = async () => (await api('GET', 'locations')).body.response.items as Location[];
const receivingOf = async (warehouseId: number) => (await locations()).find((l) => l.warehouseId === warehouseId && l.kind === 'receiving')!;
const card = async (productId: number) => (await api('GET', `products/${productId}`)).body.response as Card;

/** Two new warehouses, the first with a shelf the product calls home. */
async function setting() {
  const warehouses = [await newRecord('warehouses', { name: unique('Raf deposu') }), await newRecord('warehouses', { name: unique('Raf deposu') })];
  const shelf = await newRecord('locations', { name: unique('A-01'), warehouseId: warehouses[0], aisle: 'A', shelf: '01', pickOrder: 10 });
  const product = await newRecord('products', { name: unique('Raflı ürün'), unit: 'ADET', vatRate: 0, price: '10.00', locationId: shelf });
  return { warehouses: warehouses as [number, number], shelf, product };
}

beforeAll(async () => {
  d = await demo();
});

describe('stock per shelf location', () => {
  it("a move names the product's default location in its warehouse, else the warehouse's receiving location", async () => {
    const { warehouses, shelf, product } = await setting();
    const receiving = await receivingOf(warehouses[1]);
    expect(receiving, 'a new warehouse has its receiving location').toBeDefined();
    const line = { productId: product, quantity: '5', unitPrice: '2.00', vatRate: 0 };
    await completed({ type: 'stockIn', warehouseId: warehouses[0], lines: [line] });
    await completed({ type: 'stockTransfer', warehouseId: warehouses[0], targetWarehouseId: warehouses[1], lines: [{ ...line, quantity: '2' }] });
    const c = await card(product);
    expect(c.stockByLocation).toEqual([
      { warehouseId: warehouses[0], locationId: shelf, locationName: expect.stringContaining('A-01'), quantity: '3' },
      { warehouseId: warehouses[1], locationId: receiving.id, locationName: receiving.name, quantity: '2' },
    ]);
    const moves = (await api('GET', `reports/stokislem?productId=${product}`)).body.response.rows as {
      warehouse: string;
      location: string;
      quantity: string;
    }[];
    expect(moves.map((m) => [m.location, new Dec(m.quantity).toFixed()])).toEqual([
      [expect.stringContaining('A-01'), '5'],
      [expect.stringContaining('A-01'), '-2'],
      [receiving.name, '2'],
    ]);
  });

  it("a line's chosen location is where its stock moves; one of another warehouse is refused when saved, naming the line, and moves nothing", async () => {
    const { warehouses, shelf, product } = await setting();
    const other = await newRecord('locations', { name: unique('B-01'), warehouseId: warehouses[0] });
    const line = { productId: product, quantity: '4', unitPrice: '2.00', vatRate: 0, locationId: other };
    await completed({ type: 'stockIn', warehouseId: warehouses[0], lines: [line] });
    await completed({ type: 'stockTransfer', warehouseId: warehouses[0], targetWarehouseId: warehouses[1], lines: [{ ...line, quantity: '1' }] });
    const receiving = await receivingOf(warehouses[1]);
    expect((await card(product)).stockByLocation.map((l) => [l.locationId, l.quantity])).toEqual([
      [other, '3'],
      [receiving.id, '1'],
    ]);
    // the second line names a shelf of the first warehouse on a stock-out of the second: a 422 on that line, in the user's language
    const lines = [
      { ...line, quantity: '1', locationId: receiving.id },
      { ...line, quantity: '1', locationId: shelf },
    ];
    const refused = await call('POST', 'documents', { token: d.admin, lang: 'tr', body: { type: 'stockOut', warehouseId: warehouses[1], lines } });
    expect([refused.status, refused.body.errors]).toEqual([422, { 'lines.1.locationId': ['Bu konum satırın ambarında değil.'] }]);
    // and so is an edit that chooses it
    const draft = await api('POST', 'documents', { type: 'stockOut', warehouseId: warehouses[1], lines: lines.slice(0, 1) });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const edited = await api('POST', `documents/${draft.body.response.id}/events`, { type: 'EDIT', version: draft.body.response.version, lines });
    expect([edited.status, edited.body.errors]).toEqual([422, { 'lines.1.locationId': ['This location is not in the line’s warehouse.'] }]);
    expect((await card(product)).stockByWarehouse.find((w) => w.warehouseId === warehouses[1])?.quantity).toBe('1');
  });

  it('stock leaving a warehouse that keeps shelves needs a location before saving: the product’s home there or a chosen one, on every path (documents, the till); coming in, it waits on receiving', async () => {
    const { warehouses, shelf } = await setting();
    // a product at home on a shelf of the second warehouse only: the first keeps shelves but is no home of it
    const away = await newRecord('locations', { name: unique('C-01'), warehouseId: warehouses[1] });
    const product = await newRecord('products', { name: unique('Evsiz ürün'), unit: 'ADET', vatRate: 0, price: '10.00', locationId: away });
    const line = { productId: product, quantity: '2', unitPrice: '2.00', vatRate: 0 };
    await completed({ type: 'stockIn', warehouseId: warehouses[0], lines: [line] });
    const receiving = await receivingOf(warehouses[0]);
    expect((await card(product)).stockByLocation.map((l) => [l.locationId, l.quantity])).toEqual([[receiving.id, '2']]);

    for (const body of [
      { type: 'stockOut', warehouseId: warehouses[0], lines: [{ ...line, quantity: '1' }] },
      { type: 'stockTransfer', warehouseId: warehouses[0], targetWarehouseId: warehouses[1], lines: [{ ...line, quantity: '1' }] },
    ]) {
      const refused = await api('POST', 'documents', body);
      expect([refused.status, refused.body.errors], body.type).toEqual([422, { 'lines.0.locationId': ['Choose a shelf location before saving the product.'] }]);
    }
    // the till sells from the company's first warehouse (Merkez Depo, which keeps shelves): the product has no home there
    const boxes = (await api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[];
    const sale = await call('POST', 'pos/sales', {
      token: d.admin,
      lang: 'tr',
      body: { clientId: crypto.randomUUID(), cashBoxId: boxes.find((b) => b.kind === 'cash')!.id, paymentType: 'cash', lines: [{ ...line, quantity: '1' }] },
    });
    expect([sale.status, sale.body.errors]).toEqual([422, { 'lines.0.locationId': ['Ürünü kaydetmeden önce bir raf konumu seçin.'] }]);

    // chosen, it leaves that location; once the product has its home there, none needs choosing
    await completed({ type: 'stockOut', warehouseId: warehouses[0], lines: [{ ...line, quantity: '1', locationId: receiving.id }] });
    expect((await api('PUT', 'warehouse/product-locations', { productId: product, warehouseId: warehouses[0], locationId: shelf })).status).toBe(200);
    await completed({ type: 'stockIn', warehouseId: warehouses[0], lines: [line] });
    await completed({ type: 'stockOut', warehouseId: warehouses[0], lines: [{ ...line, quantity: '1' }] });
    expect(new Map((await card(product)).stockByLocation.map((l) => [l.locationId, l.quantity]))).toEqual(
      new Map([
        [shelf, '1'],
        [receiving.id, '1'],
      ]),
    );
  });

  it('a location that stock moved through stays in its warehouse, and a receiving location never leaves its own', async () => {
    const { warehouses, shelf, product } = await setting();
    await completed({ type: 'stockIn', warehouseId: warehouses[0], lines: [{ productId: product, quantity: '1', unitPrice: '1.00', vatRate: 0 }] });
    const moved = await api('PUT', `locations/${shelf}`, { name: unique('A-01'), warehouseId: warehouses[1] });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.warehouseId).toBeDefined();
    const receiving = await receivingOf(warehouses[1]);
    expect((await api('PUT', `locations/${receiving.id}`, { name: receiving.name, warehouseId: warehouses[0] })).status).toBe(422);
    const fresh = await newRecord('locations', { name: unique('B-01'), warehouseId: warehouses[0] });
    const r = await api('PUT', `locations/${fresh}`, { name: unique('B-01'), warehouseId: warehouses[1], bin: '3', pickOrder: 4 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response).toMatchObject({ warehouseId: warehouses[1], aisle: null, bin: '3', pickOrder: 4, kind: 'shelf' });
  });

  it('the locations of each warehouse hold its ledger quantity, as the documents moved it, after random documents', async () => {
    const step = fc.record({
      kind: fc.constantFrom('stockIn' as const, 'stockOut' as const, 'stockTransfer' as const),
      from: fc.constantFrom(0 as const, 1 as const),
      quantity: fc.integer({ min: 1, max: 9 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const { warehouses, shelf, product } = await setting();
        const held = [new Dec(0), new Dec(0)];
        for (const s of steps) {
          const line = { productId: product, quantity: String(s.quantity), unitPrice: '1.00', vatRate: 0 };
          const target = s.kind === 'stockTransfer' ? { targetWarehouseId: warehouses[1 - s.from] } : {};
          await completed({ type: s.kind, warehouseId: warehouses[s.from], lines: [line], ...target });
          held[s.from] = s.kind === 'stockIn' ? held[s.from]!.plus(s.quantity) : held[s.from]!.minus(s.quantity);
          if (s.kind === 'stockTransfer') held[1 - s.from] = held[1 - s.from]!.plus(s.quantity);
        }
        const c = await card(product);
        const receiving = await receivingOf(warehouses[1]);
        for (const [i, w] of warehouses.entries()) {
          const ledger = c.stockByWarehouse.find((s) => s.warehouseId === w)?.quantity ?? '0';
          const onLocations = c.stockByLocation.filter((l) => l.warehouseId === w).reduce((sum, l) => sum.plus(l.quantity), new Dec(0));
          expect([onLocations.toFixed(), new Dec(ledger).toFixed()], `warehouse ${i}`).toEqual([held[i]!.toFixed(), held[i]!.toFixed()]);
          // the product's home is in the first warehouse; in the second it has none, and its stock waits at receiving
          const where = c.stockByLocation.filter((l) => l.warehouseId === w).map((l) => l.locationId);
          expect(
            where.every((l) => l === (i === 0 ? shelf : receiving.id)),
            `warehouse ${i}`,
          ).toBe(true);
        }
      }),
      { numRuns: 5, seed: 3030 },
    );
  }, 120_000);
});
