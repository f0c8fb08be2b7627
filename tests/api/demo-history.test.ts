import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessDay } from '../../src/domain/clock/clock';
import { Dec } from '../../src/domain/money/decimal';
import { REPORT_NAMES } from '../../src/domain/schemas/reports';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { DEMO_HISTORY_DAYS } from '../../src/server/seed/demo-history';

/**
 * Issue #16: `npm start` on an empty database seeds the demo bookshop's last months through the document commands
 * (src/server/seed/demo-history.ts). On a fresh database of its own, seeded with that history as `npm start` does:
 * every journal verifies, every report and the dashboard's cards have something to show.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let auditor: string;
const api = (path: string, token = admin, method = 'GET', body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const sql = async <T>(text: string, params: unknown[] = []) => (await server.db.system((q) => q.query<T>(text, params))).rows;
const documents = async <T = Record<string, any>>(type: string) => (await api(`documents?type=${type}&limit=500`)).body.response.items as T[];
/** The server runs on the real clock: today in Istanbul, where the demo bookshop is. */
const today = () => businessDay(new Date());

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

  it('the history starts with the opening stock, a stock-in at cost (60 % of the shelf price) on its first day, before any other document', async () => {
    const opening = (await documents('stockIn')).find((d) => d.note === 'Açılış stoku')!;
    const first = addDays(today(), -DEMO_HISTORY_DAYS);
    expect(opening).toMatchObject({ status: 'completed', date: first });
    const products = (await api('products?limit=100')).body.response.items as { id: number; price: string }[];
    for (const l of opening.lines as { productId: number; unitPrice: string }[]) {
      const shelf = products.find((p) => p.id === l.productId)!.price;
      expect(new Dec(l.unitPrice).toFixed(2), String(l.productId)).toBe(new Dec(shelf).times('0.6').toDecimalPlaces(2).toFixed(2));
    }
    const [{ earliest, before }] = await sql<{ earliest: string; before: number }>(
      `select to_char(min(document_day(snapshot, created_at)), 'YYYY-MM-DD') as earliest,
              count(*) filter (where id < $1)::integer as before from documents`,
      [opening.id],
    );
    expect({ earliest, before }).toEqual({ earliest: first, before: 0 });
  });

  it('nothing is dated today: every document, Z report and ledger row of the history is dated up to yesterday', async () => {
    const [latest] = await sql<Record<string, string>>(
      `select to_char((select max(document_day(snapshot, created_at)) from documents), 'YYYY-MM-DD') as documents,
              (select max(snapshot->'context'->'z'->>'date') from documents where doc_type = 'cashBoxSession') as z,
              to_char((select max(on_date) from cash_moves), 'YYYY-MM-DD') as cash,
              to_char((select max(moved_on) from stock_moves), 'YYYY-MM-DD') as stock,
              to_char((select max(on_date) from account_moves), 'YYYY-MM-DD') as accounts`,
    );
    const yesterday = addDays(today(), -1);
    for (const [what, day] of Object.entries(latest!)) expect(day <= yesterday, `${what}: ${day}`).toBe(true);
  });

  it('every till session was opened and closed on its day, and its Z report counts exactly that day’s receipts, dated that day', async () => {
    type Session = { cashBoxId: number; date: string; status: string; z: Record<string, any> };
    const sessions = await documents<Session>('cashBoxSession');
    const receipts = await documents<{ cashBoxId: number; date: string; totals: { grand: string } }>('posSale');
    expect(sessions.length).toBeGreaterThan(20);
    for (const s of sessions) {
      const own = receipts.filter((r) => r.cashBoxId === s.cashBoxId && r.date === s.date);
      expect(s.status).toBe('closed');
      expect(
        {
          date: s.z.date,
          opened: businessDay(new Date(s.z.openedAt)),
          closed: businessDay(new Date(s.z.closedAt)),
          receiptCount: s.z.receiptCount,
          total: s.z.total,
        },
        s.date,
      ).toEqual({
        date: s.date,
        opened: s.date,
        closed: s.date,
        receiptCount: own.length,
        total: own.reduce((sum, r) => sum.plus(r.totals.grand), new Dec(0)).toFixed(2),
      });
    }
  });

  it('the bank account never goes below zero: its opening balance comes first', async () => {
    const rows = await sql<{ on_date: string; balance: string }>(
      `select to_char(m.on_date, 'YYYY-MM-DD') as on_date, (sum(m.amount) over (partition by m.cash_box_id order by m.on_date, m.id))::text as balance
         from cash_moves m join cash_boxes b on b.company_id = m.company_id and b.id = m.cash_box_id
        where b.kind = 'bank' order by m.on_date, m.id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(new Dec(r.balance).isNegative(), `${r.on_date}: ${r.balance}`).toBe(false);
  });

  it('every product is in a product group', async () => {
    const products = (await api('products?limit=100')).body.response.items as { code: string; categoryId: number | null; categoryName: string | null }[];
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) expect(p.categoryName, p.code).toEqual(expect.any(String));
    expect(new Set(products.map((p) => p.categoryName))).toEqual(new Set(['Roman', 'Kırtasiye', 'Hizmet']));
  });

  it('every received cheque carries its cheque number, bank and drawer', async () => {
    const cheques = await documents('receivedCheque');
    expect(cheques.length).toBe(2);
    for (const c of cheques) expect(c).toMatchObject({ serialNo: expect.stringMatching(/\d/), bank: expect.any(String), drawer: expect.any(String) });
  });
});
