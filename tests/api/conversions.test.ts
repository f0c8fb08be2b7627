import { beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call } from './client';
import { demo, stockOf, type Demo } from './fixtures';

let d: Demo;
beforeAll(async () => {
  d = await demo();
});

const send = async (doc: { id: number; version: number }, type: string, extra: object = {}) =>
  call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version, ...extra } });
const convert = (id: number, body: object) => call('POST', `documents/${id}/conversions`, { token: d.accountant, body });
const get = async (id: number) => (await call('GET', `documents/${id}`, { token: d.accountant })).body.response;

async function approvedOrder() {
  const r = await call('POST', 'documents', {
    token: d.accountant,
    body: {
      type: 'salesOrder',
      accountId: d.customer.id,
      warehouseId: d.warehouse.id,
      lines: [
        { productId: d.products[0]!.id, quantity: '0.3', unitPrice: '5.00', vatRate: 20 },
        { productId: d.products[1]!.id, quantity: '4', unitPrice: '12.00', vatRate: 10 },
      ],
    },
  });
  expect(r.status).toBe(201);
  const approved = await send(r.body.response, 'APPROVE');
  expect(approved.body.response.status).toBe('approved');
  return approved.body.response;
}

async function completeReceipt(doc: { id: number; version: number }) {
  const started = (await send(doc, 'START')).body.response;
  const done = await send(started, 'COMPLETE');
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.response;
}

describe('order → invoice (siparisToSatisFatura)', () => {
  it('partial supplies add up exactly and complete the order', async () => {
    const order = await approvedOrder();
    expect(order.supplyStatus).toBe('neverSupplied');
    const [l1, l2] = order.lines;
    const first = await convert(order.id, {
      target: 'salesInvoice',
      lines: [
        { sourceLineId: l1.id, quantity: '0.1' },
        { sourceLineId: l2.id, quantity: '1' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.response).toMatchObject({ type: 'salesInvoice', status: 'draft', sourceId: order.id, accountId: d.customer.id });
    expect(first.body.response.lines.map((l: { sourceLineId: string }) => l.sourceLineId)).toEqual([l1.id, l2.id]);
    await completeReceipt(first.body.response);
    const afterFirst = await get(order.id);
    expect(afterFirst.supplyStatus).toBe('partiallySupplied');
    expect(afterFirst.status).toBe('approved');
    expect(afterFirst.lines.map((l: { suppliedQuantity: string }) => l.suppliedQuantity)).toEqual(['0.1', '1']);

    for (let i = 0; i < 2; i++) {
      const more = await convert(order.id, { target: 'salesInvoice', lines: [{ sourceLineId: l1.id, quantity: '0.1' }] });
      await completeReceipt(more.body.response);
    }
    const rest = await convert(order.id, { target: 'salesInvoice' });
    expect(rest.body.response.lines).toEqual([expect.objectContaining({ sourceLineId: l2.id, quantity: '3' })]);
    await completeReceipt(rest.body.response);
    const final = await get(order.id);
    expect(final.supplyStatus).toBe('supplied');
    expect(final.status).toBe('completed');
    const replay = (await call('GET', `documents/${order.id}/replay`, { token: d.auditor })).body.response;
    expect(replay).toMatchObject({ matches: true, chainValid: true, status: 'completed' });
  });

  it('a converted draft gets what a new document gets: the company’s warehouse when the order names none, so START is not refused; the order’s payment type goes on into the invoice', async () => {
    const created = await call('POST', 'documents', {
      token: d.accountant,
      body: {
        type: 'salesOrder',
        accountId: d.customer.id,
        paymentType: 'card',
        lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '5.00', vatRate: 20 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.response.paymentType).toBe('card');
    expect(created.body.response.warehouseId ?? null).toBeNull();
    const order = (await send(created.body.response, 'APPROVE')).body.response;
    const fresh = await call('POST', 'documents', { token: d.accountant, body: { type: 'salesInvoice', accountId: d.customer.id, lines: [] } });
    const invoice = await convert(order.id, { target: 'salesInvoice' });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body.response).toMatchObject({ paymentType: 'card', warehouseId: fresh.body.response.warehouseId });
    expect(invoice.body.response.warehouseId).toBeTruthy();
    const started = await send(invoice.body.response, 'START');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // the payment type is the order's own: a draft's EDIT changes it, a value outside the list is refused by name
    const draft = (
      await call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'purchaseOrder', accountId: d.supplier.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '2.00', vatRate: 20 }] },
      })
    ).body.response;
    const edited = await call('PATCH', `documents/${draft.id}`, { token: d.accountant, body: { version: draft.version, paymentType: 'transfer' } });
    expect(edited.body.response?.paymentType, JSON.stringify(edited.body)).toBe('transfer');
    const bad = await call('POST', 'documents', { token: d.accountant, body: { type: 'salesOrder', paymentType: 'gold', lines: [] } });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['paymentType']]);
  });

  it('entered quantity cannot exceed the order quantity', async () => {
    const order = await approvedOrder();
    const r = await convert(order.id, { target: 'salesInvoice', lines: [{ sourceLineId: order.lines[0].id, quantity: '0.31' }] });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('conversion.quantityExceedsRemaining');
  });

  it('two drafts over the same remaining quantity: the second cannot complete', async () => {
    const order = await approvedOrder();
    const a = (await convert(order.id, { target: 'salesInvoice' })).body.response;
    const b = (await convert(order.id, { target: 'salesInvoice' })).body.response;
    await completeReceipt(a);
    const started = (await send(b, 'START')).body.response;
    const before = await get(b.id);
    const refused = await send(started, 'COMPLETE');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('receipt.quantityExceedsSource');
    expect(await get(b.id)).toEqual(before);
  });

  it('an order with supplied lines cannot be cancelled', async () => {
    const order = await approvedOrder();
    const inv = (await convert(order.id, { target: 'salesInvoice', lines: [{ sourceLineId: order.lines[1].id, quantity: '1' }] })).body.response;
    await completeReceipt(inv);
    const fresh = await get(order.id);
    const r = await send(fresh, 'CANCEL');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('order.alreadySupplied');
  });

  it('a draft order cannot be converted; a conversion off the graph is refused', async () => {
    const draft = (
      await call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'salesOrder', accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
      })
    ).body.response;
    expect((await convert(draft.id, { target: 'salesInvoice' })).body.code).toBe('conversion.sourceNotReady');
    const order = await approvedOrder();
    expect((await convert(order.id, { target: 'purchaseInvoice' })).body.code).toBe('conversion.notAllowed');
  });
});

describe('lineage and concurrency', () => {
  it('a source lists what was made of it, and each target names its source', async () => {
    const order = await approvedOrder();
    const a = (await convert(order.id, { target: 'salesInvoice', lines: [{ sourceLineId: order.lines[0].id, quantity: '0.1' }] })).body.response;
    const b = (await convert(order.id, { target: 'salesWaybill', lines: [{ sourceLineId: order.lines[1].id, quantity: '1' }] })).body.response;
    const down = (await call('GET', `documents/${order.id}/lineage`, { token: d.auditor })).body.response;
    expect(down.sources).toEqual([]);
    expect(down.targets.map((t: { id: number; type: string }) => [t.id, t.type])).toEqual([
      [a.id, 'salesInvoice'],
      [b.id, 'salesWaybill'],
    ]);
    const up = (await call('GET', `documents/${a.id}/lineage`, { token: d.auditor })).body.response;
    expect(up.sources).toEqual([{ id: order.id, type: 'salesOrder', number: order.number, status: 'approved' }]);
    expect(up.targets).toEqual([]);
  });

  it('two invoices completing over the same remaining order lines at once: one wins, the order is never over-supplied', async () => {
    const order = await approvedOrder();
    const drafts = [];
    for (let i = 0; i < 2; i++) drafts.push((await convert(order.id, { target: 'salesInvoice' })).body.response);
    const started = [];
    for (const draft of drafts) started.push((await send(draft, 'START')).body.response);
    const replies = await Promise.all(started.map((s) => send(s, 'COMPLETE')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('receipt.quantityExceedsSource');
    const final = await get(order.id);
    expect(final.status).toBe('completed');
    expect(final.lines.map((l: { quantity: string; suppliedQuantity: string }) => l.suppliedQuantity === l.quantity)).toEqual([true, true]);
  });
});

describe('waybill → invoice (irsaliyeToFatura)', () => {
  it('the waybill moves the stock once; its invoice moves the account, not the stock again; no line is invoiced twice', async () => {
    const product = d.products[4]!;
    const stock0 = new Dec(await stockOf(d.admin, product.id));
    const wb = (
      await call('POST', 'documents', {
        token: d.accountant,
        body: {
          type: 'salesWaybill',
          accountId: d.customer.id,
          warehouseId: d.warehouse.id,
          lines: [{ productId: product.id, quantity: '5', unitPrice: '2.00', vatRate: 20 }],
        },
      })
    ).body.response;
    const waybill = await completeReceipt(wb);
    expect(new Dec(await stockOf(d.admin, product.id)).eq(stock0.minus(5))).toBe(true);
    const inv = await convert(waybill.id, { target: 'salesInvoice' });
    expect(inv.status).toBe(201);
    await completeReceipt(inv.body.response);
    expect(new Dec(await stockOf(d.admin, product.id)).eq(stock0.minus(5))).toBe(true);
    const after = await get(waybill.id);
    expect(after.invoiced).toBe(true);
    const again = await convert(waybill.id, { target: 'salesInvoice' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conversion.nothingRemaining');
  });
});
