import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #30, /depo/ayar: when the company requires picking, a sales invoice or waybill that takes stock out completes
 * only once what it takes was picked for the order lines it was converted from; its stock then leaves from the
 * warehouse's dispatch location, where the picks put it. On a server of its own, since the setting is the company's.
 */
describe('picking required before a sale or waybill completes', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let token: string;
  const api = (method: string, path: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl, lang: 'en' });
  const created = async (path: string, body: object) => {
    const r = await api('POST', path, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.response;
  };
  const send = async (doc: { id: number; version: number }, type: string) => api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
  const advanced = async (doc: { id: number; version: number }, ...types: string[]): Promise<{ id: number; version: number; lines: { id: string }[] }> => {
    let current = doc as Awaited<ReturnType<typeof advanced>>;
    for (const type of types) {
      const r = await send(current, type);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      current = r.body.response;
    }
    return current;
  };

  beforeAll(async () => {
    server = await startOwnServer();
    token = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a sale not picked, or picked short, and sends a picked one from the dispatch location', async () => {
    expect((await api('PUT', 'warehouse/settings', { pickingRequired: true })).status).toBe(200);
    const warehouse = await created('warehouses', { name: 'Toplamalı depo' });
    const shelf = await created('locations', { name: 'T-01', warehouseId: warehouse.id });
    const home = (await api('GET', 'locations')).body.response.items[0].id;
    const product = await created('products', { name: 'Toplanacak ürün', unit: 'ADET', vatRate: 0, price: '5.00', locationId: home });
    const customer = (await api('GET', 'accounts?limit=100')).body.response.items.find((a: { kind: string }) => a.kind === 'customer');
    const line = { productId: product.id, quantity: '5', unitPrice: '1.00', vatRate: 0 };
    await advanced(await created('documents', { type: 'stockIn', warehouseId: warehouse.id, lines: [line] }), 'START', 'COMPLETE');
    expect((await api('POST', 'warehouse/moves', { warehouseId: warehouse.id, productId: product.id, toLocationId: shelf.id, quantity: '5' })).status).toBe(
      201,
    );

    // a waybill not converted from an order was never picked
    const direct = await created('documents', { type: 'salesWaybill', accountId: customer.id, warehouseId: warehouse.id, lines: [{ ...line, quantity: '1' }] });
    const refused = await send(await advanced(direct, 'START'), 'COMPLETE');
    expect([refused.status, refused.body.code]).toEqual([409, 'shelf.notPicked']);

    const order = await advanced(
      await created('documents', { type: 'salesOrder', accountId: customer.id, warehouseId: warehouse.id, lines: [{ ...line, quantity: '2' }] }),
      'APPROVE',
    );
    const orderLine = order.lines[0].id as string;
    expect((await api('POST', `warehouse/picks/${order.id}`, { lineId: orderLine, locationId: shelf.id, quantity: '1' })).status).toBe(201);
    // asked for more than was picked (a conversion without lines would take only what was picked)
    const waybill = (await api('POST', `documents/${order.id}/conversions`, { target: 'salesWaybill', lines: [{ sourceLineId: orderLine, quantity: '2' }] }))
      .body.response;
    expect(waybill).toMatchObject({ type: 'salesWaybill', sourceId: order.id });
    const short = await send(await advanced(waybill, 'START'), 'COMPLETE');
    expect([short.status, short.body.code]).toEqual([409, 'shelf.notPicked']);
    expect((await api('POST', `warehouse/picks/${order.id}`, { lineId: orderLine, locationId: shelf.id, quantity: '1' })).status).toBe(201);
    const started = (await api('GET', `documents/${waybill.id}`)).body.response;
    const done = await send(started, 'COMPLETE');
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const stock = (await api('GET', `warehouse/stock?warehouseId=${warehouse.id}&productId=${product.id}`)).body.response.items as {
      kind: string;
      quantity: string;
    }[];
    expect(stock.map((s) => [s.kind, s.quantity])).toEqual([['shelf', '3']]);
    expect((await api('GET', `products/${product.id}`)).body.response.stockByWarehouse).toContainEqual(
      expect.objectContaining({ warehouseId: warehouse.id, quantity: '3' }),
    );
    // without the requirement a waybill completes as before
    expect((await api('PUT', 'warehouse/settings', { pickingRequired: false })).status).toBe(200);
    expect((await send((await api('GET', `documents/${direct.id}`)).body.response, 'COMPLETE')).status).toBe(200);
  });
  it('a started sales waybill waits to be picked like an order, under the same locks, and completes only once picked', async () => {
    expect((await api('PUT', 'warehouse/settings', { pickingRequired: true })).status).toBe(200);
    const warehouse = await created('warehouses', { name: 'Toplanan irsaliyeler' });
    const shelf = await created('locations', { name: 'W-01', warehouseId: warehouse.id });
    const home = (await api('GET', 'locations')).body.response.items[0].id;
    const product = await created('products', { name: 'İrsaliyeyle toplanan', unit: 'ADET', vatRate: 0, price: '5.00', locationId: home });
    const customer = (await api('GET', 'accounts?limit=100')).body.response.items.find((a: { kind: string }) => a.kind === 'customer');
    const line = { productId: product.id, quantity: '5', unitPrice: '1.00', vatRate: 0 };
    await advanced(await created('documents', { type: 'stockIn', warehouseId: warehouse.id, lines: [line] }), 'START', 'COMPLETE');
    await api('POST', 'warehouse/moves', { warehouseId: warehouse.id, productId: product.id, toLocationId: shelf.id, quantity: '5' });
    const waybillOf = (quantity: string) =>
      created('documents', { type: 'salesWaybill', accountId: customer.id, warehouseId: warehouse.id, lines: [{ ...line, quantity }] });
    const waiting = async () =>
      ((await api('GET', 'warehouse/picks')).body.response.items as { documentId: number; type: string }[])
        .filter((x) => x.type === 'salesWaybill')
        .map((x) => x.documentId);

    const draft = await waybillOf('1');
    const waybill = await advanced(await waybillOf('2'), 'START');
    expect(await waiting()).toEqual([waybill.id]);
    expect((await send(waybill, 'COMPLETE')).body.code).toBe('shelf.notPicked');
    expect((await api('POST', `warehouse/picks/${draft.id}`, { lineId: draft.lines[0].id, locationId: shelf.id, quantity: '1' })).body.code).toBe(
      'shelf.notWaiting',
    );
    // four pickers at once, each wanting 1 of the 2: two of them get it
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api('POST', `warehouse/picks/${waybill.id}`, { lineId: waybill.lines[0]!.id, locationId: shelf.id, quantity: '1' })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('shelf.exceedsOrder');
    const view = (await api('GET', `warehouse/picks/${waybill.id}`)).body.response;
    expect([view.done, view.convertible]).toEqual([true, []]);
    expect(await waiting()).toEqual([]);
    const done = await send((await api('GET', `documents/${waybill.id}`)).body.response, 'COMPLETE');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // the picked goods left from the dispatch location the picks put them on
    const stock = (await api('GET', `warehouse/stock?warehouseId=${warehouse.id}&productId=${product.id}`)).body.response.items as {
      kind: string;
      quantity: string;
    }[];
    expect(stock.map((s) => [s.kind, s.quantity])).toEqual([['shelf', '3']]);

    // without the requirement a started waybill is not picked: it completes as it is
    const other = await advanced(await waybillOf('1'), 'START');
    expect((await api('PUT', 'warehouse/settings', { pickingRequired: false })).status).toBe(200);
    expect(await waiting()).toEqual([]);
    expect((await api('POST', `warehouse/picks/${other.id}`, { lineId: other.lines[0]!.id, locationId: shelf.id, quantity: '1' })).body.code).toBe(
      'shelf.notWaiting',
    );
  });
});
