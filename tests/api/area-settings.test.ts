import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Sistem → Genel Ayarlar (/api/general-settings) and Fişler → Ayarlar (/api/receipt-settings). On a server of this
 * file's own: the demo company's settings change here.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let admin: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  [admin, manager, cashier] = await Promise.all(['admin@demo.test', 'muhasebe@demo.test', 'kasa@demo.test'].map((e) => login(e, 'demo1234', base)));
}, 120_000);
afterAll(() => server?.close());

const api = (method: string, path: string, token: string, body?: unknown, lang?: string) => call(method, path, { base, token, body, lang });

describe('general settings and the receipt area settings', () => {
  it('start from the spec defaults (semicolon, TRY; packing units and the waybill warning on), read by every user', async () => {
    expect((await api('GET', 'general-settings', cashier)).body.response).toEqual({ version: 1, csvSeparator: 'semicolon', defaultCurrency: 'TRY' });
    expect((await api('GET', 'receipt-settings', cashier)).body.response).toEqual({ version: 1, packingUnits: true, waybillWarning: true });
  });

  it('an admin saves the general settings; a manager may not; a stale form is a 409 and changes nothing', async () => {
    const wanted = { version: 1, csvSeparator: 'tab', defaultCurrency: 'EUR' };
    expect((await api('PUT', 'general-settings', manager, wanted)).status).toBe(403);
    const saved = await api('PUT', 'general-settings', admin, wanted);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toEqual({ ...wanted, version: 2 });
    const stale = await api('PUT', 'general-settings', admin, { ...wanted, csvSeparator: 'semicolon' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CO10001');
    expect((await api('GET', 'general-settings', cashier)).body.response.csvSeparator).toBe('tab');
  });

  it('a manager saves the receipt settings; a cashier may not', async () => {
    const wanted = { version: 1, packingUnits: false, waybillWarning: false };
    expect((await api('PUT', 'receipt-settings', cashier, wanted)).status).toBe(403);
    const saved = await api('PUT', 'receipt-settings', manager, wanted);
    expect(saved.body.response).toEqual({ ...wanted, version: 2 });
    expect((await api('PUT', 'receipt-settings', manager, { ...wanted, version: 2, packingUnits: true })).body.response.packingUnits).toBe(true);
  });

  it("a bad value is one 422 naming each field in the user's language, and nothing is saved", async () => {
    const bad = await api('PUT', 'general-settings', admin, { version: 2, csvSeparator: ',', defaultCurrency: 'XAU', extra: 1 }, 'en');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['csvSeparator', 'defaultCurrency', 'extra']);
    const flags = await api('PUT', 'receipt-settings', admin, { version: 3, packingUnits: 'yes', waybillWarning: null }, 'en');
    expect(Object.keys(flags.body.errors).sort()).toEqual(['packingUnits', 'waybillWarning']);
    expect((await api('GET', 'receipt-settings', admin)).body.response).toEqual({ version: 3, packingUnits: true, waybillWarning: false });
  });
});
