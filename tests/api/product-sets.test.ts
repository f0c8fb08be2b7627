import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Set products (/kbsets): a set is a product made of other products. Producing sets is one receipt that takes the
 * components out at the moving average and puts the sets in at what they took; breaking a set up does the reverse.
 * Both are refused beyond the stock by the warehouse's negative-stock policy, as every receipt is.
 */
let d: Demo;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; status: string; [k: string]: any };
const api = (method: string, path: string, body?: unknown, token = d.admin, lang = 'en') => call(method, path, { token, body, lang });
const send = (doc: Doc, type: string) => api('POST', `documents/${doc.id}/events`, { type, version: doc.version });

async function product(name = unique('Set kalemi')): Promise<number> {
  const locations = (await api('GET', 'locations')).body.response.items;
  const r = await api('POST', 'products', { name, unit: 'ADET', vatRate: 0, price: '30.00', locationId: locations[0].id });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function warehouse(negativeStock = 'warn'): Promise<number> {
  const r = await api('POST', 'warehouses', { name: unique('Set deposu'), negativeStock });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function started(body: object): Promise<Doc> {
  const created = await api('POST', 'documents', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const r = await send(created.body.response, 'START');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}
async function completed(body: object): Promise<Doc> {
  const r = await send(await started(body), 'COMPLETE');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}
const line = (productId: number, quantity: string, unitPrice = '0') => ({ productId, quantity, unitPrice, vatRate: 0 });
const stockRow = async (productId: number, warehouseId: number) => {
  const r = await api('GET', `reports/stokbakiye?productId=${productId}&warehouseId=${warehouseId}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response.rows[0] as { quantity: string; value: string };
};
/** A set of two of `a` and one of `b`. */
async function schoolSet(): Promise<{ set: number; a: number; b: number }> {
  const [set, a, b] = [await product(unique('Okul seti')), await product(), await product()];
  const r = await api('PUT', `product-sets/${set}`, {
    components: [
      { productId: a, quantity: '2' },
      { productId: b, quantity: '1' },
    ],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { set, a, b };
}

beforeAll(async () => {
  d = await demo();
});

describe('set products', () => {
  it('are defined with their components; a wrong component is a 422 naming it, and only stock writers define sets', async () => {
    const { set, a, b } = await schoolSet();
    const listed = (await api('GET', 'product-sets')).body.response.items.find((s: { productId: string }) => s.productId === String(set));
    expect(listed.components.map((c: { productId: string; quantity: string }) => [c.productId, c.quantity])).toEqual([
      [String(a), '2'],
      [String(b), '1'],
    ]);
    const bad = await api(
      'PUT',
      `product-sets/${set}`,
      {
        components: [
          { productId: set, quantity: '1' },
          { productId: a, quantity: '1' },
          { productId: a, quantity: '2' },
          { productId: 99999999, quantity: '1' },
        ],
      },
      d.admin,
      'tr',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['components.0.productId', 'components.2.productId', 'components.3.productId']);
    const zero = await api('PUT', `product-sets/${set}`, { components: [{ productId: b, quantity: '0' }] });
    expect(Object.keys(zero.body.errors)).toEqual(['components.0.quantity']);
    expect(bad.body.errors['components.0.productId'][0]).toMatch(/set/i);
    // nothing was half-written: the set keeps its components
    expect((await api('GET', 'product-sets')).body.response.items.find((s: { productId: string }) => s.productId === String(set)).components).toHaveLength(2);
    expect((await api('PUT', `product-sets/${set}`, { components: [] }, d.auditor)).status).toBe(403);
    expect((await api('PUT', `product-sets/99999999`, { components: [] })).status).toBe(404);
  });

  it('are produced at the components’ moving average and broken up back into them at the set’s', async () => {
    const { set, a, b } = await schoolSet();
    const w = await warehouse();
    await completed({ type: 'stockIn', warehouseId: w, lines: [line(a, '10', '5.00'), line(b, '4', '12.00')] });
    const made = await completed({ type: 'setProduction', warehouseId: w, lines: [line(set, '3')] });
    expect(made.number).toMatch(/^SU/);
    expect(await stockRow(a, w)).toMatchObject({ quantity: '4', value: '20.00' });
    expect(await stockRow(b, w)).toMatchObject({ quantity: '1', value: '12.00' });
    expect(await stockRow(set, w)).toMatchObject({ quantity: '3', value: '66.00' });
    // breaking one up: the set leaves at its average (22.00), shared by what each component is worth at its own
    const broken = await completed({ type: 'setBreakup', warehouseId: w, lines: [line(set, '1')] });
    expect(broken.number).toMatch(/^SB/);
    expect(await stockRow(set, w)).toMatchObject({ quantity: '2', value: '44.00' });
    expect(await stockRow(a, w)).toMatchObject({ quantity: '6', value: '30.00' });
    expect(await stockRow(b, w)).toMatchObject({ quantity: '2', value: '24.00' });
    // both replay from their journal
    for (const doc of [made, broken]) expect((await api('GET', `documents/${doc.id}/replay`)).body.response).toMatchObject({ matches: true, chainValid: true });
  });

  it('are refused beyond the stock where the warehouse refuses it, listed where it warns, and only a set can be produced', async () => {
    const { set, a, b } = await schoolSet();
    const strict = await warehouse('refuse');
    await completed({ type: 'stockIn', warehouseId: strict, lines: [line(a, '3', '1.00'), line(b, '3', '1.00')] });
    // two sets need four of `a`: three are there
    const tooMany = await started({ type: 'setProduction', warehouseId: strict, lines: [line(set, '2')] });
    const refused = await send(tooMany, 'COMPLETE');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('receipt.negativeStock');
    expect((await stockRow(set, strict))?.quantity ?? '0').toBe('0');
    // one set can be made; breaking two up is refused, there is only one
    await completed({ type: 'setProduction', warehouseId: strict, lines: [line(set, '1')] });
    const breakTwo = await send(await started({ type: 'setBreakup', warehouseId: strict, lines: [line(set, '2')] }), 'COMPLETE');
    expect(breakTwo.status).toBe(403);
    expect(await stockRow(set, strict)).toMatchObject({ quantity: '1' });
    // a warehouse that warns completes and names the line
    const lax = await warehouse('warn');
    const warned = await completed({ type: 'setProduction', warehouseId: lax, lines: [line(set, '1')] });
    expect(warned.negativeStock.map((s: { productId: string }) => String(s.productId)).sort()).toEqual([String(a), String(b)].sort());
    // a product that is not a set
    const notSet = await api('POST', 'documents', { type: 'setProduction', warehouseId: lax, lines: [line(a, '1')] }, d.admin, 'tr');
    expect(notSet.status).toBe(422);
    expect(Object.keys(notSet.body.errors)).toEqual(['lines']);
  });
});
