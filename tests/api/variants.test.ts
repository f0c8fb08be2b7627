import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../src/domain/identifiers/ean';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #29, variants: Sistem → Varyant's dimensions and values, a model's variants (one product each, own code,
 * barcode, price, shelf and stock), and stock by model and by variant. On a server of this file's own.
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

interface Dim {
  id: number;
  name: string;
  values: { id: number; name: string; code: string; inUse: boolean }[];
  inUse: boolean;
}
const dimension = async (name: string, values: string[]) => {
  const r = await api('POST', 'variant-dimensions', manager, { name, values: values.map((v) => ({ name: v.split('=')[0]!, code: v.split('=')[1] ?? v })) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Dim;
};
let seq = 0;
const model = async (code = `TS${++seq}`) => {
  const r = await api('POST', 'products', manager, { code, name: `Tişört ${seq}`, vatRate: 20, price: '250', locationId: location });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; code: string };
};
const generate = (modelId: number, dims: { dimensionId: number; valueIds: number[] }[], barcodes = true) =>
  api('POST', `products/${modelId}/variants`, manager, { dimensions: dims, barcodes });

describe('variant dimensions and their values (Sistem → Varyant)', () => {
  it('a manager defines a dimension with its values; everyone reads them; a cashier may not write', async () => {
    expect((await api('POST', 'variant-dimensions', cashier, { name: 'Kapak', values: [{ name: 'Ciltli', code: 'CLT' }] })).status).toBe(403);
    const made = await dimension('Beden', ['S', 'M', 'L']);
    expect(made.values.map((v) => v.code)).toEqual(['S', 'M', 'L']);
    const listed = (await api('GET', 'variant-dimensions', cashier)).body.response.items as Dim[];
    expect(listed.find((d) => d.id === made.id)).toMatchObject({ name: 'Beden', inUse: false });
    // a value renamed keeps its id, a new one is added, one left out is deleted
    const [s, m] = made.values;
    const changed = await api('PUT', `variant-dimensions/${made.id}`, manager, {
      name: 'Beden',
      values: [
        { id: m!.id, name: 'Orta', code: 'M' },
        { id: s!.id, name: 'Küçük', code: 's' },
        { name: 'XL', code: 'XL' },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.response.values.map((v: Dim['values'][number]) => [v.name, v.code])).toEqual([
      ['Orta', 'M'],
      ['Küçük', 'S'],
      ['XL', 'XL'],
    ]);
  });

  it("a bad dimension is one 422 naming each field in the user's language: a repeated code, a bad code, a name taken", async () => {
    await dimension('Cilt', ['Ciltli=CLT', 'Karton=KRT']);
    const bad = await api(
      'POST',
      'variant-dimensions',
      manager,
      {
        name: 'cilt',
        values: [
          { name: 'A', code: 'X1' },
          { name: 'B', code: 'x1' },
          { name: 'C', code: 'a-b' },
        ],
      },
      'en',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['values.1.code', 'values.2.code']);
    const taken = await api('POST', 'variant-dimensions', manager, { name: 'cilt', values: [{ name: 'A', code: 'A' }] }, 'en');
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['name']);
  });
});

describe('a model and its variants', () => {
  let size: Dim;
  let colour: Dim;
  beforeAll(async () => {
    size = await dimension('Numara', ['S', 'M']);
    colour = await dimension('Renk', ['Kırmızı=RED', 'Mavi=BLUE']);
  });
  const all = (d: Dim) => ({ dimensionId: d.id, valueIds: d.values.map((v) => v.id) });
  const valuesOf = (d: Dim) => d.values.map(({ id, name, code }) => ({ id, name, code }));

  it('generates one product per combination, coded MODEL-VALUE-VALUE, with valid generated EAN-13 barcodes, each its own card', async () => {
    const m = await model('TSH');
    const r = await generate(m.id, [all(colour), all(size)]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const items = r.body.response.items as { id: number; code: string; barcode: string; price: string; values: { value: string }[] }[];
    // the dimensions in the order they were defined (size before colour), whatever the order they were sent in
    expect(items.map((v) => v.code)).toEqual(['TSH-S-RED', 'TSH-S-BLUE', 'TSH-M-RED', 'TSH-M-BLUE']);
    expect(items.every((v) => isValidEan13(v.barcode) && v.barcode.startsWith('20'))).toBe(true);
    expect(new Set(items.map((v) => v.barcode)).size).toBe(4);
    expect(items[0]!.price).toBe('250.00');
    const card = (await api('GET', `products/${items[0]!.id}`, cashier)).body.response;
    expect(card).toMatchObject({ parentProductId: m.id, code: 'TSH-S-RED', vatRate: 20 });
    expect(card.variantValues.map((v: { value: string }) => v.value)).toEqual(['S', 'Kırmızı']);
    // the model lists its variants for the till's picker
    const modelCard = (await api('GET', `products/${m.id}`, cashier)).body.response;
    expect(modelCard.variantChoices.map((v: { id: number }) => v.id)).toEqual(items.map((v) => v.id));
    // generated again with a new value: only the missing combinations are made
    const more = await api('PUT', `variant-dimensions/${size.id}`, manager, { name: 'Numara', values: [...valuesOf(size), { name: 'L', code: 'L' }] });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    size = more.body.response;
    const again = await generate(m.id, [all(size), all(colour)]);
    expect(again.body.response.items.map((v: { code: string }) => v.code).slice(4)).toEqual(['TSH-L-RED', 'TSH-L-BLUE']);
    // a value a variant has cannot be removed, nor its dimension deleted
    expect((await api('PUT', `variant-dimensions/${size.id}`, manager, { name: 'Numara', values: valuesOf(size).slice(1) })).status).toBe(409);
    expect((await api('DELETE', `variant-dimensions/${size.id}`, manager)).status).toBe(409);
  });

  it('a variant has no variants, and a model varies in one set of dimensions', async () => {
    const m = await model();
    const made = await generate(m.id, [all(size)]);
    const variant = made.body.response.items[0].id;
    expect((await generate(variant, [all(colour)])).status).toBe(409);
    const other = await generate(m.id, [all(size), all(colour)], false);
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['dimensions']);
    const foreign = await generate(m.id, [{ dimensionId: size.id, valueIds: [colour.values[0]!.id] }]);
    expect(Object.keys(foreign.body.errors)).toEqual(['dimensions.0.valueIds']);
  });

  it('a barcode another card carries is refused with a 422 on that variant, and the database refuses two variants one barcode', async () => {
    const m = await model();
    const items = (await generate(m.id, [all(colour)])).body.response.items as { id: number; barcode: string; price: string; locationId: number }[];
    const edit = (changes: Partial<(typeof items)[number]>[]) =>
      api(
        'PUT',
        `products/${m.id}/variants`,
        manager,
        { items: items.map((v, i) => ({ id: v.id, barcode: v.barcode, price: v.price, locationId: v.locationId, ...changes[i] })) },
        'en',
      );
    const demoBarcode = (
      (await api('GET', 'products?limit=50', admin)).body.response.items as { barcode: string | null; parentProductId: number | null }[]
    ).find((p) => p.barcode && p.parentProductId === null)!.barcode!;
    const taken = await edit([{}, { barcode: demoBarcode }]);
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['items.1.barcode']);
    expect(taken.body.errors['items.1.barcode'][0]).toMatch(/barcode/i);
    const badPrice = await edit([{ price: 'abc' }, { barcode: '123' }]);
    expect(Object.keys(badPrice.body.errors).sort()).toEqual(['items.0.price', 'items.1.barcode']);
    const twice = await edit([{}, { barcode: items[0]!.barcode }]);
    expect(Object.keys(twice.body.errors)).toEqual(['items.1.barcode']);
    // swapped between the two, each its own price: saved
    const swapped = await edit([{ barcode: items[1]!.barcode, price: '199,90' }, { barcode: items[0]!.barcode }]);
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    expect(swapped.body.response.items.map((v: { barcode: string; price: string }) => [v.barcode, v.price])).toEqual([
      [items[1]!.barcode, '199.90'],
      [items[0]!.barcode, items[1]!.price],
    ]);
    // an ordinary card may not take a variant's barcode either
    const card = await api('POST', 'products', manager, { name: 'Kopya', barcode: items[0]!.barcode, vatRate: 20, price: '1', locationId: location }, 'en');
    expect(card.status).toBe(422);
    expect(Object.keys(card.body.errors)).toEqual(['barcode']);
    // the database holds it too: a direct write of a taken barcode meets the unique index
    const direct = await server.db
      .system((q) => q.query(`update products set barcode = $1 where id = $2`, [items[0]!.barcode, items[0]!.id]))
      .then(
        () => 'written',
        (e: { code?: string }) => e.code,
      );
    expect(direct).toBe('23505');
  });

  it('stock by model is the sum of its variants after a purchase and a sale, each variant its own', async () => {
    const m = await model();
    const items = (await generate(m.id, [all(size)])).body.response.items as { id: number }[];
    const [accounts, warehouses] = await Promise.all(['accounts', 'warehouses'].map(async (p) => (await api('GET', p, admin)).body.response.items));
    const supplier = accounts.find((a: { kind: string }) => a.kind === 'supplier').id;
    const customer = accounts.find((a: { kind: string }) => a.kind === 'customer').id;
    const complete = async (type: string, accountId: number, lines: [number, string][]) => {
      const created = await api('POST', 'documents', admin, {
        type,
        accountId,
        warehouseId: warehouses[0].id,
        lines: lines.map(([productId, quantity]) => ({ productId, quantity, unitPrice: '100', vatRate: 20 })),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      let doc = created.body.response;
      for (const type of ['START', 'COMPLETE']) doc = (await api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version })).body.response;
      expect(doc.status).toBe('completed');
    };
    await complete(
      'purchaseInvoice',
      supplier,
      items.map((v, i) => [v.id, String(5 + i)]),
    );
    await complete('salesInvoice', customer, [[items[0]!.id, '2']]);
    const stock = (await api('GET', `products/${m.id}/variants`, cashier)).body.response;
    const each = stock.items.map((v: { stockQuantity: string }) => v.stockQuantity);
    expect(each).toEqual(['3', '6', '7']);
    expect(stock.model.stockQuantity).toBe(String(each.reduce((s: number, q: string) => s + Number(q), 0)));
    // each variant's card shows its own stock, as any product's
    expect((await api('GET', `products/${items[1]!.id}`, cashier)).body.response.stockQuantity).toBe('6');
  });

  it('the stock report by model and variant (/rapor/stokvaryant): each model’s row, then its variants per warehouse; the model’s total is their sum, as its card says', async () => {
    const m = await model();
    const items = (await generate(m.id, [all(size)])).body.response.items as { id: number; code: string }[];
    const [accounts, warehouses] = await Promise.all(['accounts', 'warehouses'].map(async (p) => (await api('GET', p, admin)).body.response.items));
    const supplier = accounts.find((a: { kind: string }) => a.kind === 'supplier').id;
    const branch = await api('POST', 'warehouses', admin, { name: `Varyant şubesi ${Date.now()}` });
    expect(branch.status, JSON.stringify(branch.body)).toBe(201);
    const complete = async (body: Record<string, unknown>) => {
      let doc = (await api('POST', 'documents', admin, body)).body.response;
      for (const type of ['START', 'COMPLETE']) doc = (await api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version })).body.response;
      expect(doc.status).toBe('completed');
    };
    const line = (productId: number, quantity: string) => ({ productId, quantity, unitPrice: '10', vatRate: 20 });
    await complete({
      type: 'purchaseInvoice',
      accountId: supplier,
      warehouseId: warehouses[0].id,
      lines: [line(items[0]!.id, '4'), line(items[1]!.id, '1.5')],
    });
    await complete({ type: 'stockIn', warehouseId: branch.body.response.id, lines: [line(items[1]!.id, '3')] });

    const r = await api('GET', `reports/stokvaryant?productId=${m.id}`, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = r.body.response.rows as { productId: number; code: string; warehouse: string | null; quantity: string | null; modelQuantity: string | null }[];
    expect(rows[0]).toMatchObject({ productId: m.id, warehouse: null, quantity: null });
    const variantRows = rows.slice(1);
    expect(variantRows.every((v) => v.modelQuantity === null && items.some((i) => i.id === v.productId))).toBe(true);
    // per warehouse: the second variant in both
    expect(
      variantRows
        .filter((v) => v.productId === items[1]!.id)
        .map((v) => v.quantity)
        .sort(),
    ).toEqual(['1.5', '3']);
    const sum = variantRows.reduce((s, v) => s + Number(v.quantity), 0);
    const card = (await api('GET', `products/${m.id}/variants`, admin)).body.response.model.stockQuantity;
    expect(rows[0]!.modelQuantity).toBe(card);
    expect(Number(card)).toBe(sum);
    expect(r.body.response.totals).toEqual({ quantity: card, modelQuantity: card });
    // one warehouse: only what it holds
    const inBranch = (await api('GET', `reports/stokvaryant?productId=${m.id}&warehouseId=${branch.body.response.id}`, admin)).body.response;
    expect(inBranch.totals).toEqual({ quantity: '3', modelQuantity: '3' });
    // the CSV file holds the same rows
    const csv = await call('GET', `reports/stokvaryant?productId=${m.id}&format=csv`, { token: admin, lang: 'tr', base: server.baseUrl });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(items[1]!.code);
  });

  it('the stock report by model and variant sorted by any column keeps each model’s row first and its variants under it, sorted among themselves', async () => {
    const models = [await model(), await model()];
    const [accounts, warehouses] = await Promise.all(['accounts', 'warehouses'].map(async (p) => (await api('GET', p, admin)).body.response.items));
    const supplier = accounts.find((a: { kind: string }) => a.kind === 'supplier').id;
    for (const [n, m] of models.entries()) {
      const items = (await generate(m.id, [all(size)])).body.response.items as { id: number }[];
      let doc = (
        await api('POST', 'documents', admin, {
          type: 'purchaseInvoice',
          accountId: supplier,
          warehouseId: warehouses[0].id,
          lines: items.map((i, k) => ({ productId: i.id, quantity: String((k + 1) * (n + 2)), unitPrice: '10', vatRate: 20 })),
        })
      ).body.response;
      for (const type of ['START', 'COMPLETE']) doc = (await api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version })).body.response;
    }
    for (const [sort, dir] of [
      ['quantity', 'desc'],
      ['quantity', 'asc'],
      ['code', 'desc'],
      ['modelQuantity', 'desc'],
    ] as const) {
      const rows = (await api('GET', `reports/stokvaryant?sort=${sort}&dir=${dir}&limit=1000`, admin)).body.response.rows as {
        model: string;
        modelQuantity: string | null;
        quantity: string | null;
        code: string;
      }[];
      const blocks: (typeof rows)[] = [];
      for (const row of rows) {
        if (row.modelQuantity !== null) blocks.push([row]);
        else blocks.at(-1)!.push(row);
      }
      for (const [head, ...variants] of blocks) {
        expect(
          variants.every((v) => v.model === head!.model),
          `${sort} ${dir}: a variant outside its model`,
        ).toBe(true);
        if (sort === 'quantity') {
          const figures = variants.map((v) => Number(v.quantity));
          expect(figures, `${sort} ${dir}`).toEqual([...figures].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
        }
      }
      expect(new Set(blocks.map((b) => b[0]!.model)).size, `${sort} ${dir}: a model in two places`).toBe(blocks.length);
      for (const m of models) expect(blocks.some((b) => b[0]!.code === m.code)).toBe(true);
    }
  });

  it('a model is not sold, bought or moved itself: a line naming it is refused (409 VR10003) from an invoice and from the till', async () => {
    const m = await model();
    const items = (await generate(m.id, [all(colour)])).body.response.items as { id: number }[];
    const [accounts, warehouses, boxes] = await Promise.all(
      ['accounts', 'warehouses', 'cash-boxes'].map(async (p) => (await api('GET', p, admin)).body.response),
    );
    const customer = accounts.items.find((a: { kind: string }) => a.kind === 'customer').id;
    const supplier = accounts.items.find((a: { kind: string }) => a.kind === 'supplier').id;
    const invoice = (type: string, accountId: number, productId: number) =>
      api(
        'POST',
        'documents',
        admin,
        { type, accountId, warehouseId: warehouses.items[0].id, lines: [{ productId, quantity: '1', unitPrice: '100', vatRate: 20 }] },
        'en',
      );
    for (const [type, account] of [
      ['salesInvoice', customer],
      ['purchaseInvoice', supplier],
    ] as const) {
      const refused = await invoice(type, account, m.id);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.code).toBe('VR10003');
      expect(refused.body.message).toContain(`Tişört`);
    }
    // a variant is sold as any product
    expect((await invoice('salesInvoice', customer, items[0]!.id)).status).toBe(201);
    // the till's sale (and the offline queue's, the same call) is refused alike
    const box = (boxes.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
    const session = await api('POST', 'documents', admin, { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0' });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const till = await api('POST', 'pos/sales', admin, {
      clientId: randomUUID(),
      cashBoxId: box,
      paymentType: 'cash',
      lines: [{ productId: m.id, quantity: '1', unitPrice: '250', vatRate: 20, priceIncludesVat: true }],
    });
    expect(till.status, JSON.stringify(till.body)).toBe(409);
    expect(till.body.code).toBe('VR10003');
  });

  it('the company backup carries the dimensions, their values, and each variant with its model and values', async () => {
    const m = await model();
    const made = (await generate(m.id, [all(colour)])).body.response.items as { id: number }[];
    const r = await fetch(base + 'backups', { method: 'POST', headers: { authorization: `Bearer ${admin}` } });
    expect(r.status).toBe(200);
    const rows = gunzipSync(Buffer.from(await r.arrayBuffer()))
      .toString('utf8')
      .split('\n')
      .filter((l) => l.startsWith('{"table":'))
      .map((l) => JSON.parse(l) as { table: string; row: Record<string, unknown> });
    const of = (table: string) => rows.filter((x) => x.table === table).map((x) => x.row);
    expect(of('variant_dimensions').map((d) => d.id)).toEqual(expect.arrayContaining([colour.id, size.id]));
    expect(of('variant_values').map((v) => v.id)).toEqual(expect.arrayContaining(colour.values.map((v) => v.id)));
    const variant = of('products').find((p) => p.id === made[0]!.id)!;
    expect(variant).toMatchObject({ parent_product_id: m.id, variant_key: String(colour.values[0]!.id) });
    expect(of('product_variant_values').filter((v) => v.product_id === made[0]!.id)).toEqual([
      expect.objectContaining({ dimension_id: colour.id, value_id: colour.values[0]!.id }),
    ]);
  });

  it('generations at once take turns: one variant per combination of a model, and no generated barcode twice across models', async () => {
    const [a, b] = [await model(), await model()];
    const answers = await Promise.all([
      generate(a.id, [all(colour)]),
      generate(a.id, [all(colour)]),
      generate(b.id, [all(colour)]),
      generate(b.id, [all(colour)]),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const variants = await Promise.all(
      [a, b].map(async (m) => (await api('GET', `products/${m.id}/variants`, cashier)).body.response.items as { barcode: string }[]),
    );
    expect(variants.map((v) => v.length)).toEqual([colour.values.length, colour.values.length]);
    const barcodes = variants.flat().map((v) => v.barcode);
    expect(new Set(barcodes).size).toBe(barcodes.length);
  });
});
