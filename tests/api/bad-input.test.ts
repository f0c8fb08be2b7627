import { request } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from './client';
import { demo, type Demo } from './fixtures';
import { startOwnServer } from './own-server';

/**
 * A POST whose answer is read even when the server closes the connection before the body is all sent: a 413
 * given before the body is read whole can beat the upload, and fetch then reports the closed socket instead.
 */
function postIgnoringEarlyClose(path: string, body: string | string[], token?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json', 'accept-language': 'en' };
    // a string goes with its Content-Length; chunks go without one (chunked), so the server can only count
    if (typeof body === 'string') headers['content-length'] = Buffer.byteLength(body);
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request(`${inject('baseUrl')}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      res.on('error', reject);
    });
    // EPIPE or a reset while the rest of the body is still being written: the answer, when it came, is what counts
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (e) => setTimeout(() => !answered && reject(e), 5_000));
    if (typeof body === 'string') req.end(body);
    else {
      for (const chunk of body) req.write(chunk);
      req.end();
    }
  });
}

/** Bad input gets a 4xx in the envelope, never a 500, and nothing is half-written. */
let d: Demo;
let docId: number;
beforeAll(async () => {
  d = await demo();
  docId = (await call('POST', 'documents', { token: d.accountant, body: { type: 'salesInvoice', accountId: d.customer.id, lines: [] } })).body.response.id;
});

const expectClientError = (r: { status: number; body: any }, label: string) => {
  expect(r.status, `${label}: ${JSON.stringify(r.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(r.status, label).toBeLessThan(500);
  expect(typeof r.body.code, label).toBe('string');
  expect(typeof r.body.message, label).toBe('string');
};

describe('bad input never answers 500', () => {
  it('odd ids in paths', async () => {
    for (const id of ['99999999999', '2147483648', 'abc', '-1', '0', '1e5', '%00']) {
      for (const path of [`documents/${id}`, `documents/${id}/history`, `documents/${id}/replay`, `products/${id}`, `accounts/${id}`]) {
        const r = await call('GET', path, { token: d.accountant });
        expectClientError(r, path);
      }
    }
  });

  it('bodies of the wrong shape', async () => {
    const raws = [
      '[]',
      '"x"',
      'null',
      '42',
      '{"type": null}',
      '{"type": "salesInvoice", "lines": "x"}',
      '{"type": "salesInvoice", "lines": [{}]}',
      '{"type": "salesInvoice", "accountId": -1}',
      `{"type": "${'x'.repeat(5000)}"}`,
    ];
    for (const raw of raws) {
      expectClientError(await call('POST', 'documents', { token: d.accountant, raw }), `POST documents ${raw.slice(0, 40)}`);
      expectClientError(await call('PATCH', `documents/${docId}`, { token: d.accountant, raw }), `PATCH ${raw.slice(0, 40)}`);
      expectClientError(await call('POST', `documents/${docId}/events`, { token: d.accountant, raw }), `events ${raw.slice(0, 40)}`);
      expectClientError(await call('POST', `documents/${docId}/conversions`, { token: d.accountant, raw }), `conversions ${raw.slice(0, 40)}`);
      expectClientError(await call('POST', 'products', { token: d.accountant, raw }), `products ${raw.slice(0, 40)}`);
      expectClientError(await call('POST', 'accounts', { token: d.accountant, raw }), `accounts ${raw.slice(0, 40)}`);
    }
    const longKey = await call('POST', 'documents', { token: d.accountant, body: { type: 'job' }, headers: { 'idempotency-key': 'k'.repeat(101) } });
    expectClientError(longKey, 'long idempotency key');
  });

  it('a conversion or merge to a type the graph does not make is a 422 on target, never a 500', async () => {
    for (const target of ['abc', 'constructor', '__proto__', 'salesInvoice ']) {
      const converted = await call('POST', `documents/${docId}/conversions`, { token: d.accountant, body: { target }, lang: 'en' });
      expect(converted.status, JSON.stringify(converted.body)).toBe(422);
      expect(Object.keys(converted.body.errors)).toEqual(['target']);
      const merged = await call('POST', 'documents/merges', { token: d.accountant, body: { target, sourceIds: [docId, docId + 1] }, lang: 'en' });
      expect(merged.status, JSON.stringify(merged.body)).toBe(422);
      expect(Object.keys(merged.body.errors)).toContain('target');
    }
  });

  it('a body key naming a prototype (__proto__, constructor, prototype) is a 422 naming it, and an inherited name (toString) never a 500', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      for (const [method, path] of [
        ['POST', 'users'],
        ['PUT', 'company'],
        ['POST', 'units'],
        ['POST', 'client-errors'],
        ['POST', 'documents'],
      ] as const) {
        const r = await call(method, path, { token: d.admin, raw: `{"${key}":{"polluted":true},"lines":[{"${key}":1}]}`, lang: 'en' });
        expect(r.status, `${method} ${path} ${key}: ${JSON.stringify(r.body)}`).toBe(422);
        expect(r.body.errors, `${method} ${path} ${key}`).toHaveProperty([key]);
        expect(r.body.errors, `${method} ${path} ${key}`).toHaveProperty([`lines.0.${key}`]);
      }
    }
    for (const key of ['toString', 'hasOwnProperty', 'valueOf']) {
      const r = await call('POST', 'users', { token: d.admin, raw: `{"${key}":1}`, lang: 'en' });
      expect(r.status, `${key}: ${JSON.stringify(r.body)}`).toBe(422);
      expect(r.body.errors).toHaveProperty([key]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('random JSON to every write', async () => {
    const before = (await call('GET', `documents/${docId}`, { token: d.accountant })).body.response;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('START', 'EDIT', 'COMPLETE', 'CANCEL', 'APPROVE'), async (value, type) => {
        const body = value && typeof value === 'object' && !Array.isArray(value) ? { ...value, type, version: before.version } : value;
        const r = await call('POST', `documents/${docId}/events`, { token: d.accountant, body });
        expect(r.status).toBeLessThan(500);
        const c = await call('POST', 'documents', {
          token: d.accountant,
          body: value && typeof value === 'object' && !Array.isArray(value) ? { ...value, type: 'salesInvoice' } : value,
        });
        expect(c.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

/** The hardening issue, one rule per item: input the database cannot hold is refused at the boundary, by field. */
describe('input the database cannot hold', () => {
  const en = (method: string, path: string, opts: { body?: unknown; raw?: string; token?: string } = {}) =>
    call(method, path, { token: d.accountant, lang: 'en', ...opts });
  const documentCount = async () => (await call('GET', 'documents?limit=1', { token: d.admin })).body.response.total as number;
  const line = (productId: number, quantity: string, unitPrice: string) => ({ productId, quantity, unitPrice, vatRate: 0 });
  const BAD_CHARACTERS = 'Contains characters that cannot be stored (NUL or an unpaired surrogate).';
  const DEEP = '['.repeat(5000) + ']'.repeat(5000);

  it('NUL and lone surrogates in a body, a query or a path are a 422 naming each field (404 in a path), and nothing is written', async () => {
    const before = await documentCount();
    const p = d.products[0]!.id;
    const r = await en('POST', 'documents', {
      raw: `{"type":"salesInvoice","accountId":${d.customer.id},"note":"a\\u0000b","lines":[{"id":"L\\ud800","productId":${p},"quantity":"1","unitPrice":"1","vatRate":20}],"\\udc00":1}`,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.errors).toEqual({ note: [BAD_CHARACTERS], 'lines.0.id': [BAD_CHARACTERS], '\udc00': [BAD_CHARACTERS] });
    const product = (await call('GET', `products/${p}`, { token: d.admin })).body.response;
    const renamed = await en('PUT', `products/${p}`, { token: d.admin, body: { ...product, name: 'Kalem\u0000' } });
    expect([renamed.status, renamed.body.errors]).toEqual([422, { name: [BAD_CHARACTERS] }]);
    const query = await en('GET', 'products?q=%00');
    expect([query.status, query.body.errors]).toEqual([422, { q: [BAD_CHARACTERS] }]);
    expect((await en('GET', 'pos/sales/abcdefgh%00')).status).toBe(404);
    expect(await documentCount()).toBe(before);
  });

  it('quantities, amounts and totals the ledgers cannot hold are refused at creation and EDIT, so no document gets stuck at COMPLETE', async () => {
    // a server of its own: the largest document completes into ledgers that other files read
    const own = await startOwnServer();
    try {
      const token = await login('admin@demo.test', 'demo1234', own.baseUrl);
      const at = (method: string, path: string, body: object) => call(method, path, { token, body, lang: 'en', base: own.baseUrl });
      const location = (await call('GET', 'locations', { token, base: own.baseUrl })).body.response.items[0].id;
      const product = (await at('POST', 'products', { name: 'Büyük', vatRate: 0, price: '1', locationId: location })).body.response;
      const account = (await at('POST', 'accounts', { name: 'Büyük', kind: 'customer' })).body.response;
      const warehouseId = (await call('GET', 'warehouses', { token, base: own.baseUrl })).body.response.items[0].id;
      const create = (lines: object[]) => at('POST', 'documents', { type: 'salesInvoice', accountId: account.id, warehouseId, lines });
      // a field past its column
      const digits = await create([line(product.id, '999999999999999', '1')]);
      expect([digits.status, Object.keys(digits.body.errors ?? {})]).toEqual([422, ['lines.0.quantity']]);
      // every field fits, the line's amount does not
      const amount = await create([line(product.id, '99999999', '999999999.99')]);
      expect([amount.status, amount.body.errors]).toEqual([422, { 'lines.0': ['The line’s amount or quantity is larger than can be recorded.'] }]);
      // every line fits, the document's total does not
      const total = await create([line(product.id, '9999999', '999999999'), line(product.id, '9999999', '999999999')]);
      expect([total.status, total.body.errors]).toEqual([422, { lines: ['The document’s total is larger than can be recorded.'] }]);
      const draft = (await create([line(product.id, '1', '1')])).body.response;
      const edit = await at('PATCH', `documents/${draft.id}`, { version: draft.version, lines: [line(product.id, '99999999', '999999999.99')] });
      expect([edit.status, Object.keys(edit.body.errors ?? {})]).toEqual([422, ['lines.0']]);
      // the largest document accepted completes, and the ledgers hold it exactly
      let doc = (await create([line(product.id, '9999999', '999999999')])).body.response;
      for (const type of ['START', 'COMPLETE']) {
        const r = await at('POST', `documents/${doc.id}/events`, { type, version: doc.version });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        doc = r.body.response;
      }
      expect(doc.status).toBe('completed');
      expect((await call('GET', `accounts/${account.id}`, { token, base: own.baseUrl })).body.response.balance).toBe('9999998990000001.00');
      // the other sums of money: at most what one ledger row holds, with the column's decimals
      const refusedField = async (body: object, field: string) => {
        const r = await at('POST', 'documents', body);
        expect([r.status, Object.keys(r.body.errors ?? {})], field).toEqual([422, [field]]);
      };
      await refusedField({ type: 'receivedCheque', accountId: account.id, amount: '150.005', dueDate: '2030-01-01' }, 'amount');
      await refusedField({ type: 'salesInvoice', accountId: account.id, currency: 'USD', exchangeRate: '9999999999999' }, 'exchangeRate');
      await refusedField({ type: 'salesInvoice', accountId: account.id, paymentType: 'mixed', payments: { cash: '1.001', card: '0' } }, 'payments.cash');
      await refusedField({ type: 'receivableVoucher', accountId: account.id, amount: '99999999999999999' }, 'amount');
    } finally {
      await own.close();
    }
  });

  it('ids past PostgreSQL integer are a 404 in a path and a 422 in a body or a query, never a 500', async () => {
    for (const id of ['2147483648', '99999999999']) {
      const merge = await en('POST', 'documents/merges', { body: { target: 'salesInvoice', sourceIds: [Number(id), docId] } });
      expect([merge.status, Object.keys(merge.body.errors ?? {})], id).toEqual([422, ['sourceIds.0']]);
      expect((await en('PATCH', `documents/${id}`, { body: { version: 1 } })).status).toBe(404);
      for (const list of ['products', 'accounts', 'documents', 'definitions/category']) {
        const r = await en('GET', `${list}?offset=${id}`);
        expect([r.status, Object.keys(r.body.errors ?? {})], `${list} ${id}`).toEqual([422, ['offset']]);
      }
      const tables = await en('POST', 'tables/merges', { body: { sourceId: id, targetId: docId } });
      expect([tables.status, Object.keys(tables.body.errors ?? {})]).toEqual([422, ['sourceId']]);
    }
  });

  it('an impossible date is a 422 on its field wherever it comes, never a 500', async () => {
    const voucher = await en('POST', 'documents', {
      body: { type: 'receivableVoucher', accountId: d.customer.id, amount: '10.00', date: '2023-13-01', dueDate: '2023-02-29' },
    });
    expect([voucher.status, voucher.body.errors]).toEqual([422, { date: ['Enter a valid date.'], dueDate: ['Enter a valid date.'] }]);
    const job = await en('POST', 'documents', { body: { type: 'job', title: 'Say', dueDate: '2023-02-30' } });
    expect([job.status, Object.keys(job.body.errors ?? {})]).toEqual([422, ['dueDate']]);
    for (const path of ['documents?from=2023-13-01', `accounts/${d.customer.id}/statement?to=2023-13-01`]) {
      const r = await en('GET', path);
      expect(r.status, path).toBe(422);
    }
    const journal = await en('GET', 'audit/journal?from=2023-13-01', { token: d.auditor });
    expect(Object.keys(journal.body.errors ?? {})).toEqual(['from']);
    // an instant whose UTC day falls before year 1: no timestamp column holds it
    const sale = await en('POST', 'pos/sales', {
      token: d.cashier,
      body: {
        clientId: 'c0ffee00-0000-4000-8000-0000000000aa',
        cashBoxId: 1,
        paymentType: 'cash',
        soldAt: '0001-01-01T00:00:00+03:00',
        lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: d.products[0]!.price, vatRate: d.products[0]!.vatRate }],
      },
    });
    expect([sale.status, Object.keys(sale.body.errors ?? {})]).toEqual([422, ['soldAt']]);
  });

  it('a body nested deeper than 32 levels or holding 1e400 is a 422 on that field, never stored', async () => {
    const before = await documentCount();
    const deep = await en('POST', 'documents', { raw: `{"type":"job","title":"Say","extra":${DEEP}}` });
    expect([deep.status, deep.body.errors]).toEqual([422, { extra: ['The data is nested too deeply (32 levels at most).'] }]);
    const infinite = await en('POST', 'documents', { raw: '{"type":"job","title":"Say","estimate":1e400}' });
    expect([infinite.status, Object.keys(infinite.body.errors ?? {})]).toEqual([422, ['estimate']]);
    expect((await en('POST', 'auth/login', { raw: `{"email":${DEEP}}` })).status).toBe(422);
    expect((await en('POST', 'documents', { raw: DEEP })).status).toBe(422);
    expect(await documentCount()).toBe(before);
  });

  it('a body over 1 MB is a 413 RQ10001 before it is read whole, the sign-in included', async () => {
    const login = await postIgnoringEarlyClose(
      'auth/login',
      JSON.stringify({ email: 'admin@demo.test', password: 'demo1234', padding: 'x'.repeat(2_000_000) }),
    );
    expect([login.status, login.body]).toEqual([413, { message: 'The request is too large.', code: 'RQ10001' }]);
    // without a Content-Length the count stops at the limit
    const chunks = Array.from({ length: 20 }, (_, i) => (i ? 'x'.repeat(100_000) : '{"type":"job","title":"'));
    const streamed = await postIgnoringEarlyClose('documents', chunks, d.accountant);
    expect([streamed.status, (streamed.body as { code: string }).code]).toEqual([413, 'RQ10001']);
    expect((await en('GET', 'documents?limit=1')).status).toBe(200);
  });

  it('fields a document family does not know are dropped: neither the snapshot nor the journal keeps them', async () => {
    const job = await en('POST', 'documents', { body: { type: 'job', title: 'Say', secret: 'y'.repeat(10_000) } });
    expect(job.status).toBe(201);
    const lines = [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1', vatRate: 20 }];
    const draft = (await en('POST', 'documents', { body: { type: 'salesInvoice', accountId: d.customer.id, lines, smuggled: { a: 1 } } })).body.response;
    const edited = await en('PATCH', `documents/${draft.id}`, { body: { version: draft.version, note: 'n', smuggled: 2 } });
    expect(edited.status).toBe(200);
    const printed = await en('POST', `documents/${draft.id}/events`, {
      body: { type: 'PRINT', version: edited.body.response.version, smuggled: 3, receipts: [] },
    });
    expect(printed.status).toBe(200);
    const payloads = async (id: number) =>
      ((await call('GET', `documents/${id}/history`, { token: d.auditor })).body.response as { payload: object }[]).map((r) => JSON.stringify(r.payload));
    expect((await payloads(job.body.response.id)).join()).not.toContain('secret');
    expect((await payloads(draft.id)).join()).not.toContain('smuggled');
  });

  it('the journal export checks every query value before it answers, and a 200 is never cut short', async () => {
    const all = await en('GET', 'audit/journal?to=9999-12-31&format=json', { token: d.auditor });
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body.rows)).toBe(true);
    const backwards = await en('GET', 'audit/journal?from=2025-02-01&to=2025-01-01', { token: d.auditor });
    expect([backwards.status, Object.keys(backwards.body.errors ?? {})]).toEqual([422, ['to']]);
    const impossible = await en('GET', 'audit/journal?to=2025-02-29&format=json', { token: d.auditor });
    expect([impossible.status, Object.keys(impossible.body.errors ?? {})]).toEqual([422, ['to']]);
  });
});
