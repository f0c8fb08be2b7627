import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { demo, type Demo } from './fixtures';

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
    const raws = ['[]', '"x"', 'null', '42', '{"type": null}', '{"type": "salesInvoice", "lines": "x"}', '{"type": "salesInvoice", "lines": [{}]}', '{"type": "salesInvoice", "accountId": -1}', `{"type": "${'x'.repeat(5000)}"}`];
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

  it('random JSON to every write', async () => {
    const before = (await call('GET', `documents/${docId}`, { token: d.accountant })).body.response;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('START', 'EDIT', 'COMPLETE', 'CANCEL', 'APPROVE'), async (value, type) => {
        const body = value && typeof value === 'object' && !Array.isArray(value) ? { ...value, type, version: before.version } : value;
        const r = await call('POST', `documents/${docId}/events`, { token: d.accountant, body });
        expect(r.status).toBeLessThan(500);
        const c = await call('POST', 'documents', { token: d.accountant, body: value && typeof value === 'object' && !Array.isArray(value) ? { ...value, type: 'salesInvoice' } : value });
        expect(c.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
