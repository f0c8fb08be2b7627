import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { REPORT_NAMES } from '../../src/domain/schemas/reports';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #16: `npm start` on an empty database seeds the demo bookshop's last months through the document commands
 * (src/server/seed/demo-history.ts). On a fresh database of its own, seeded with that history as `npm start` does:
 * every journal verifies, every report and the dashboard's cards have something to show.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let auditor: string;
const api = (path: string, token = admin, method = 'GET', body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });

beforeAll(async () => {
  // an empty directory (PGlite) or database (PostgreSQL): the server migrates it and seeds the demo with its history
  const dataDir = inject('databaseUrl') ? undefined : mkdtempSync(join(tmpdir(), 'defter-history-'));
  server = await startOwnServer({ dataDir, demoHistory: true });
  [admin, auditor] = await Promise.all([login('admin@demo.test', 'demo1234', server.baseUrl), login('denetci@demo.test', 'demo1234', server.baseUrl)]);
}, 240_000);
afterAll(() => server?.close());

describe('the demo with its history', () => {
  it('every document’s journal verifies, and there are months of them', async () => {
    const started = await api('audit/verifications', auditor, 'POST', { scope: 'company' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let r: Record<string, any> = {};
    for (let i = 0; i < 1200; i++) {
      r = (await api(`audit/verifications/${started.body.response.id}`, auditor)).body.response;
      if (r.status !== 'running') break;
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(r).toMatchObject({ status: 'done', problems: [] });
    expect(r.total).toBeGreaterThan(150);
    expect(r.done).toBe(r.total);
  }, 120_000);

  it('every report has rows', async () => {
    const products = (await api('products')).body.response.items as { id: number }[];
    for (const name of REPORT_NAMES) {
      const query = name === 'stokhareket' ? `?productId=${products[0]!.id}` : '';
      const r = await api(`reports/${name}${query}`);
      expect(r.status, name).toBe(200);
      expect(r.body.response.rows.length, name).toBeGreaterThan(0);
    }
  });

  it('the dashboard shows sales, top products, a waybill waiting, an order not supplied and a cheque coming due', async () => {
    const d = (await api('dashboard')).body.response;
    expect(d.sales.days.filter((x: { net: string }) => !new Dec(x.net).isZero()).length).toBeGreaterThan(3);
    expect(d.topProducts.length).toBeGreaterThan(0);
    expect(d.waybills.waiting).toBe(1);
    expect(d.orders.neverSupplied).toBe(1);
    expect(d.cheques.count).toBe(1);
    expect(new Dec(d.balances.receivables).gt(0)).toBe(true);
  });
});
