import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { balanceOf, demo, stockOf, type Demo } from './fixtures';

let d: Demo;
beforeAll(async () => {
  d = await demo();
});

const invoiceBody = () => ({
  type: 'salesInvoice',
  accountId: d.customer.id,
  warehouseId: d.warehouse.id,
  lines: [
    { productId: d.products[0]!.id, quantity: '2', unitPrice: '10.00', vatRate: 20 },
    { productId: d.products[1]!.id, quantity: '1.5', unitPrice: '3.33', discountRate: '10', vatRate: 10 },
  ],
});

async function create(body: object, token = d.accountant) {
  const r = await call('POST', 'documents', { token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

async function send(doc: { id: number; version: number }, type: string, extra: object = {}, token = d.accountant) {
  return call('POST', `documents/${doc.id}/events`, { token, body: { type, version: doc.version, ...extra } });
}

const get = async (id: number, token = d.accountant) => (await call('GET', `documents/${id}`, { token })).body.response;

describe('a sales invoice from draft to closed', () => {
  it('is numbered from the series, totals in exact decimal strings', async () => {
    const a = await create(invoiceBody());
    const b = await create(invoiceBody());
    expect(a.status).toBe('draft');
    expect(a.number).toMatch(/^SF\d{4}\d{6}$/);
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    // 2 × 10.00 = 20.00; 1.5 × 3.33 = 4.995 → 5.00 less 10 % (0.50) = 4.50; VAT 4.00 + 0.45
    expect(a.totals).toEqual({ sub: '25.00', discount: '0.50', tax: '4.45', grand: '28.95' });
    expect(a.lines.map((l: { total: string }) => l.total)).toEqual(['20.00', '4.50']);
    expect(a.version).toBe(1);
    expect(a.allowedEvents).toEqual(expect.arrayContaining(['EDIT', 'START', 'CANCEL']));
  });

  it('completing moves stock and the account; then it is locked', async () => {
    const product = d.products[0]!;
    const stockBefore = await stockOf(d.admin, product.id);
    const balanceBefore = await balanceOf(d.admin, d.customer.id);
    let doc = await create(invoiceBody());
    doc = (await send(doc, 'START')).body.response;
    expect(doc.status).toBe('inProcess');
    const done = await send(doc, 'COMPLETE');
    expect(done.status).toBe(200);
    doc = done.body.response;
    expect(doc.status).toBe('completed');
    expect(Number(await stockOf(d.admin, product.id))).toBe(Number(stockBefore) - 2);
    expect(Number(await balanceOf(d.admin, d.customer.id))).toBeCloseTo(Number(balanceBefore) + 28.95, 2);

    const before = JSON.stringify(await get(doc.id));
    const edit = await call('PATCH', `documents/${doc.id}`, { token: d.accountant, body: { version: doc.version, lines: [] }, lang: 'en' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('receipt.locked');
    expect(edit.body.message).toBe('Receipts in process or completed cannot be changed.');
    expect(JSON.stringify(await get(doc.id))).toBe(before);

    const closed = await send(doc, 'CLOSE');
    expect(closed.status).toBe(200);
    expect(closed.body.response.status).toBe('closed');
  });

  it('a receipt in process cannot be cancelled, and nothing changes', async () => {
    let doc = await create(invoiceBody());
    doc = (await send(doc, 'START')).body.response;
    const before = JSON.stringify(await get(doc.id));
    const r = await send(doc, 'CANCEL');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('receipt.inProcessCannotCancel');
    expect(r.body.message).toBe('İşlemdeki fiş iptal edilemez.');
    expect(JSON.stringify(await get(doc.id))).toBe(before);
    const history = (await call('GET', `documents/${doc.id}/history`, { token: d.auditor })).body.response;
    expect(history.at(-1)).toMatchObject({ event: 'CANCEL', accepted: false, reason: 'receipt.inProcessCannotCancel', from: 'inProcess', to: 'inProcess' });
  });

  it('START without lines is refused with the rule', async () => {
    const doc = await create({ type: 'salesInvoice', accountId: d.customer.id, lines: [] });
    const r = await send(doc, 'START');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('receipt.noLines');
  });

  it('a stale version is 409 and changes nothing', async () => {
    const doc = await create(invoiceBody());
    const first = await call('PATCH', `documents/${doc.id}`, { token: d.accountant, body: { version: doc.version, note: 'one' } });
    expect(first.status).toBe(200);
    expect(first.body.response.version).toBe(doc.version + 1);
    const stale = await call('PATCH', `documents/${doc.id}`, { token: d.accountant, body: { version: doc.version, note: 'two' } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('DC10009');
    expect((await get(doc.id)).note).toBe('one');
  });

  it('two parallel commands on the same version: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const doc = await create(invoiceBody());
      const replies = await Promise.all([send(doc, 'START'), send(doc, 'CANCEL'), send(doc, 'START')]);
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const final = await get(doc.id);
      expect(final.version).toBe(2);
      const replay = (await call('GET', `documents/${doc.id}/replay`, { token: d.auditor })).body.response;
      expect(replay).toMatchObject({ matches: true, chainValid: true, status: final.status });
    }
  });
});

describe('validation at the boundary', () => {
  it('every invalid field in one 422, nothing stored', async () => {
    const before = (await call('GET', 'documents?type=salesInvoice', { token: d.accountant })).body.response.total;
    const r = await call('POST', 'documents', {
      token: d.accountant,
      lang: 'en',
      body: { type: 'salesInvoice', accountId: 999999, lines: [{ productId: d.products[0]!.id, quantity: 2.5, unitPrice: '1,50', vatRate: 18 }] },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.0.unitPrice', 'lines.0.vatRate']);
    const refs = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'salesInvoice', accountId: 999999, lines: [{ productId: 888888, quantity: '1', unitPrice: '1', vatRate: 20 }] },
    });
    expect(refs.status).toBe(422);
    expect(Object.keys(refs.body.errors).sort()).toEqual(['accountId', 'lines.0.productId']);
    const unknown = await call('POST', 'documents', { token: d.accountant, body: { type: 'nonsense' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.type).toHaveLength(1);
    const broken = await call('POST', 'documents', { token: d.accountant, raw: '{"type":' });
    expect(broken.status).toBe(422);
    expect((await call('GET', 'documents?type=salesInvoice', { token: d.accountant })).body.response.total).toBe(before);
  });

  it('1251 lines are refused with the spec message', async () => {
    const line = { productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20 };
    const r = await call('POST', 'documents', { token: d.accountant, body: { type: 'stockIn', lines: Array.from({ length: 1251 }, () => line) } });
    expect(r.status).toBe(422);
    expect(r.body.errors.lines).toEqual(['Bir fişte en fazla 1250 satır olabilir.']);
    const ok = await call('POST', 'documents', { token: d.accountant, body: { type: 'stockIn', lines: Array.from({ length: 1250 }, () => line) } });
    expect(ok.status).toBe(201);
    expect(ok.body.response.lines).toHaveLength(1250);
  });
});

describe('permissions', () => {
  it('the auditor reads everything and changes nothing', async () => {
    const doc = await create(invoiceBody());
    expect((await call('GET', `documents/${doc.id}`, { token: d.auditor })).status).toBe(200);
    expect((await call('POST', 'documents', { token: d.auditor, body: invoiceBody() })).status).toBe(403);
    const r = await send(doc, 'START', {}, d.auditor);
    expect(r.status).toBe(403);
    expect((await get(doc.id)).status).toBe('draft');
  });

  it('the cashier sells at the till but writes no invoice', async () => {
    expect((await call('POST', 'documents', { token: d.cashier, body: invoiceBody() })).status).toBe(403);
    const sale = await create(
      {
        type: 'posSale',
        paymentType: 'cash',
        lines: [
          { productId: d.products[2]!.id, quantity: '1', unitPrice: d.products[2]!.price, vatRate: 20, priceIncludesVat: d.products[2]!.priceIncludesVat },
        ],
      },
      d.cashier,
    );
    expect(sale.status).toBe('draft');
  });

  it('without the fast-sale permission: no price change, no line deletion, no deleting a receipt; more of a line is allowed', async () => {
    const [p2, p3] = [d.products[2]!, d.products[3]!];
    const sale = await create(
      {
        type: 'posSale',
        paymentType: 'cash',
        lines: [
          { productId: p2.id, quantity: '1', unitPrice: p2.price, vatRate: 20, priceIncludesVat: p2.priceIncludesVat },
          { productId: p3.id, quantity: '2', unitPrice: p3.price, vatRate: 20, priceIncludesVat: p3.priceIncludesVat },
        ],
      },
      d.cashier,
    );
    const [l1, l2] = sale.lines;
    const price = await call('PATCH', `documents/${sale.id}`, {
      token: d.cashier,
      body: { version: sale.version, lines: [{ ...l1, unitPrice: '0.01' }, l2].map(stripLine) },
    });
    expect(price.status).toBe(403);
    expect(price.body.code).toBe('fastSale.cannotChangePrice');
    const del = await call('PATCH', `documents/${sale.id}`, { token: d.cashier, body: { version: sale.version, lines: [stripLine(l1)] } });
    expect(del.body.code).toBe('fastSale.cannotDeleteLine');
    const cancel = await send(sale, 'CANCEL', {}, d.cashier);
    expect(cancel.body.code).toBe('fastSale.cannotDeleteReceipt');
    const more = await call('PATCH', `documents/${sale.id}`, {
      token: d.cashier,
      body: { version: sale.version, lines: [{ ...stripLine(l1), quantity: '3' }, stripLine(l2)] },
    });
    expect(more.status).toBe(200);
    // the accountant has the permission
    const byAccountant = await send(more.body.response, 'CANCEL', {}, d.accountant);
    expect(byAccountant.status).toBe(200);
  });
});

function stripLine(l: Record<string, unknown>) {
  const { total: _t, suppliedQuantity: _s, ...rest } = l;
  return rest;
}

describe('idempotency', () => {
  it('a retried event answers as the first time and changes nothing; another body with the key is 422', async () => {
    const doc = await create(invoiceBody());
    const key = `start-${doc.id}`;
    const body = { type: 'START', version: doc.version };
    const a = await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body, headers: { 'idempotency-key': key } });
    const b = await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body, headers: { 'idempotency-key': key } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await get(doc.id)).version).toBe(2);
    const other = await call('POST', `documents/${doc.id}/events`, {
      token: d.accountant,
      body: { type: 'CANCEL', version: 2 },
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('VA10023');
  });

  it('parallel retries of one create make one document', async () => {
    const key = `create-${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', 'documents', { token: d.accountant, body: invoiceBody(), headers: { 'idempotency-key': key } })),
    );
    expect(new Set(replies.map((r) => r.body.response.id)).size).toBe(1);
  });
});

describe('isolation', () => {
  it('a document of the other company is 404', async () => {
    const doc = await create(invoiceBody());
    const { login } = await import('./client');
    const other = await login('admin@oteki.test');
    for (const path of [`documents/${doc.id}`, `documents/${doc.id}/history`, `documents/${doc.id}/replay`]) {
      const r = await call('GET', path, { token: other });
      expect(r.status, path).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain(doc.number);
    }
    expect((await call('POST', `documents/${doc.id}/events`, { token: other, body: { type: 'START', version: 1 } })).status).toBe(404);
    const list = (await call('GET', 'documents', { token: other })).body.response.items as { id: number }[];
    expect(list.some((x) => x.id === doc.id)).toBe(false);
  });
});
