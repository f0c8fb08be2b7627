import { beforeAll, describe, expect, it } from 'vitest';
import { CONVERSIONS } from '../../machines/conversions';
import { call } from './client';
import { closeOpenSessions, demo, type Demo } from './fixtures';

/**
 * /fis/donusum: every conversion of lifecycles.md §3 with the sources waiting for it, that is in a status the
 * conversion takes and with something left on a line. GET /api/conversions counts them per conversion,
 * GET /api/documents?type=&convertTo= lists them.
 */
let d: Demo;
let warehouseId: number;
beforeAll(async () => {
  d = await demo();
  warehouseId = (await call('GET', 'warehouses', { token: d.admin })).body.response.items[0].id;
});

const send = async (doc: { id: number; version: number }, type: string) =>
  (await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version } })).body.response;
const line = (i: number, quantity: string) => ({ productId: d.products[i]!.id, quantity, unitPrice: '10.00', vatRate: 20 });

async function create(body: object) {
  const r = await call('POST', 'documents', { token: d.accountant, body: { accountId: d.customer.id, warehouseId, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number; lines: { id: string }[] };
}

/** The ids of the sources listed as waiting for a conversion into `target` (every page of them). */
async function waiting(token: string, source: string, target: string): Promise<number[]> {
  const r = await call('GET', `documents?type=${source}&convertTo=${target}&limit=500`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.response.total).toBe(r.body.response.items.length);
  return (r.body.response.items as { id: number }[]).map((x) => x.id);
}

async function counts(token: string): Promise<Record<string, number>> {
  const r = await call('GET', 'conversions', { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return Object.fromEntries(
    (r.body.response.items as { source: string; target: string; waiting: number }[]).map((x) => [`${x.source}>${x.target}`, x.waiting]),
  );
}

describe('sources waiting for a conversion', () => {
  it('an approved order waits until nothing is left of it; a draft order never waits', async () => {
    const before = await counts(d.accountant);
    const draft = await create({ type: 'salesOrder', lines: [line(0, '2')] });
    const order = await send(await create({ type: 'salesOrder', lines: [line(0, '2'), line(1, '1')] }), 'APPROVE');
    for (const target of ['salesInvoice', 'salesWaybill', 'stockTransfer']) {
      const ids = await waiting(d.accountant, 'salesOrder', target);
      expect(ids).toContain(order.id);
      expect(ids).not.toContain(draft.id);
    }
    expect((await counts(d.accountant))['salesOrder>salesInvoice']).toBe(before['salesOrder>salesInvoice']! + 1);

    // a part invoiced: still waiting; all of it: no longer, for any target
    const part = (
      await call('POST', `documents/${order.id}/conversions`, {
        token: d.accountant,
        body: { target: 'salesInvoice', lines: [{ sourceLineId: order.lines[0]!.id, quantity: '2' }] },
      })
    ).body.response;
    await send(await send(part, 'START'), 'COMPLETE');
    expect(await waiting(d.accountant, 'salesOrder', 'salesInvoice')).toContain(order.id);
    const rest = (await call('POST', `documents/${order.id}/conversions`, { token: d.accountant, body: { target: 'salesInvoice' } })).body.response;
    const done = await send(await send(rest, 'START'), 'COMPLETE');
    expect(done.status, JSON.stringify(done)).toBe('completed');
    for (const target of ['salesInvoice', 'salesWaybill', 'stockTransfer']) expect(await waiting(d.accountant, 'salesOrder', target)).not.toContain(order.id);
    expect((await counts(d.accountant))['salesOrder>salesInvoice']).toBe(before['salesOrder>salesInvoice']);

    // the invoice it made waits for its waybill (fis/donusum: sale → waybill)
    expect(await waiting(d.accountant, 'salesInvoice', 'salesWaybill')).toContain(done.id);
  });

  it('a till sale waits to be invoiced (sepetToFatura) and to become an order, until it is invoiced', async () => {
    const boxId = ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[]).find(
      (b) => b.kind === 'cash',
    )!.id;
    await closeOpenSessions(d.admin, boxId);
    await call('POST', 'documents', { token: d.cashier, body: { type: 'cashBoxSession', cashBoxId: boxId, openingBalance: '0.00' } });
    const sale = await call('POST', 'pos/sales', {
      token: d.admin,
      body: { clientId: crypto.randomUUID(), cashBoxId: boxId, paymentType: 'cash', lines: [line(2, '1')] },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const saleId = sale.body.response.id as number;
    expect(await waiting(d.accountant, 'posSale', 'salesInvoice')).toContain(saleId);
    expect(await waiting(d.accountant, 'posSale', 'salesOrder')).toContain(saleId);
    await closeOpenSessions(d.admin, boxId);

    // invoiced whole: nothing is left of it to invoice or to order
    let invoice = (await call('POST', `documents/${saleId}/conversions`, { token: d.accountant, body: { target: 'salesInvoice' } })).body.response;
    expect(await waiting(d.accountant, 'posSale', 'salesInvoice')).toContain(saleId);
    invoice = (
      await call('PATCH', `documents/${invoice.id}`, { token: d.accountant, body: { version: invoice.version, accountId: d.customer.id, warehouseId } })
    ).body.response;
    expect((await send(await send(invoice, 'START'), 'COMPLETE')).status).toBe('completed');
    expect(await waiting(d.accountant, 'posSale', 'salesInvoice')).not.toContain(saleId);
    expect(await waiting(d.accountant, 'posSale', 'salesOrder')).not.toContain(saleId);
  });

  it('every conversion of the graph is counted for who may make it, and for no one else', async () => {
    const all = await call('GET', 'conversions', { token: d.accountant });
    expect(all.body.response.items.map((x: { route: string; source: string; target: string }) => [x.route, x.source, x.target])).toEqual(
      CONVERSIONS.map((c) => [c.route, c.source, c.target]),
    );
    // the cashier sells but converts nothing; the auditor reads but changes nothing
    expect((await call('GET', 'conversions', { token: d.cashier })).body.response).toEqual({ items: [], total: 0 });
    expect((await call('GET', 'conversions', { token: d.auditor })).body.response).toEqual({ items: [], total: 0 });
  });

  it('a target the asked types cannot be converted into is a 422 on convertTo', async () => {
    const r = await call('GET', 'documents?type=stockIn&convertTo=salesInvoice', { token: d.accountant, lang: 'en' });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['convertTo']);
  });
});
