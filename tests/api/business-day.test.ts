import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../../src/domain/clock/clock';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #26: a document made without a date is dated the company's business day on the server's clock, never the
 * UTC day. Each server here is started with its clock at a chosen instant (boot's `clock`), one server at a time
 * (the clock is the process's). Just after midnight in Istanbul on New Year's Day 2027 it is still 2026 in UTC.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;

function onServerAt(instant: string) {
  const s: { server: Server; admin: string } = { server: undefined as unknown as Server, admin: '' };
  beforeAll(async () => {
    s.server = await startOwnServer({ clock: clockStartingAt(new Date(instant)) });
    s.admin = await login('admin@demo.test', 'demo1234', s.server.baseUrl);
  });
  afterAll(() => s.server?.close());
  return s;
}

const api = (s: { server: Server; admin: string }, method: string, path: string, body?: unknown) =>
  call(method, path, { token: s.admin, body, lang: 'en', base: s.server.baseUrl });

async function ids(s: { server: Server; admin: string }) {
  const accounts = (await api(s, 'GET', 'accounts?limit=50')).body.response.items as { id: number; kind: string }[];
  const products = (await api(s, 'GET', 'products?limit=5')).body.response.items as { id: number }[];
  const warehouses = (await api(s, 'GET', 'warehouses')).body.response.items as { id: number }[];
  const cash = (await api(s, 'GET', 'cash-accounts')).body.response.items as { id: number; kind: string }[];
  return {
    customer: accounts.find((a) => a.kind === 'customer')!.id,
    product: products[0]!.id,
    warehouse: warehouses[0]!.id,
    box: cash.find((c) => c.kind === 'cash')!.id,
  };
}

async function undatedInvoice(s: { server: Server; admin: string }) {
  const { customer, product, warehouse } = await ids(s);
  const r = await api(s, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer,
    warehouseId: warehouse,
    lines: [{ productId: product, quantity: '1', unitPrice: '10.00', vatRate: 20 }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number; date: string; number: string };
}

describe('at 00:40 on 1 January 2027 in Istanbul (2026-12-31T21:40Z)', () => {
  const s = onServerAt('2026-12-31T21:40:00Z');

  it('a sales invoice made without a date is dated 2027-01-01, its number carries 2027 and its UBL IssueDate is 2027-01-01', async () => {
    let doc = await undatedInvoice(s);
    expect(doc.date).toBe('2027-01-01');
    expect(doc.number).toMatch(/^[A-Z]+2027\d{6}$/);
    for (const type of ['START', 'COMPLETE']) {
      const r = await api(s, 'POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      doc = r.body.response;
    }
    const ubl = await fetch(`${s.server.baseUrl}documents/${doc.id}/ubl`, { headers: { authorization: `Bearer ${s.admin}` } });
    const xml = await ubl.text();
    expect(ubl.status, xml).toBe(200);
    expect(xml).toContain('<cbc:IssueDate>2027-01-01</cbc:IssueDate>');
  });

  it('a cash voucher and a cheque slip made without a date are dated 2027-01-01 and numbered in 2027', async () => {
    const { customer, box } = await ids(s);
    const voucher = await api(s, 'POST', 'documents', { type: 'cashIn', cashAccountId: box, amount: '5' });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(201);
    expect(voucher.body.response.date).toBe('2027-01-01');
    expect(voucher.body.response.number).toMatch(/^[A-Z]+2027\d{6}$/);

    const slip = await api(s, 'POST', 'cheque-batches', {
      kind: 'receive',
      accountId: customer,
      items: [{ type: 'receivedCheque', amount: '100', dueDate: '2027-03-01' }],
    });
    expect(slip.status, JSON.stringify(slip.body)).toBe(201);
    const { batchNo, documents } = slip.body.response as { batchNo: string; documents: { date: string; number: string }[] };
    expect(batchNo).toMatch(/^BR2027\d{6}$/);
    expect(documents.map((d) => d.date)).toEqual(['2027-01-01']);
    expect(documents[0]!.number).toMatch(/^[A-Z]+2027\d{6}$/);
  });

  it('a cheque collected into the cash box moves it on 2027-01-01, the day the server passes, not the database’s', async () => {
    const { customer, box } = await ids(s);
    const slip = await api(s, 'POST', 'cheque-batches', {
      kind: 'receive',
      accountId: customer,
      items: [{ type: 'receivedCheque', amount: '40', dueDate: '2027-01-01' }],
    });
    expect(slip.status, JSON.stringify(slip.body)).toBe(201);
    const cheque = slip.body.response.documents[0] as { id: number; version: number };
    const collected = await api(s, 'POST', `documents/${cheque.id}/events`, { type: 'COLLECT', version: cheque.version, cashAccountId: String(box) });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    const statement = await api(s, 'GET', `cash-accounts/${box}/statement?from=2027-01-01&to=2027-01-01`);
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    const moves = (statement.body.response.items as { documentId: number | null; date: string }[]).filter((m) => m.documentId === cheque.id);
    expect(moves.map((m) => m.date)).toEqual(['2027-01-01']);
  });

  it("the dashboard's today is 2027-01-01", async () => {
    const r = await api(s, 'GET', 'dashboard');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response.today).toBe('2027-01-01');
  });

  it('the UI settings send the company’s time zone, and an unknown zone is a 422 naming the field', async () => {
    const ui = await api(s, 'GET', 'modules/frontappui');
    expect(ui.body.response.company.timeZone).toBe('Europe/Istanbul');
    const card = (await api(s, 'GET', 'company')).body.response;
    expect(card.timeZone).toBe('Europe/Istanbul');
    const { id: _id, name: _name, version, logo: _logo, timeZone: _tz, ...fields } = card;
    const bad = await api(s, 'PUT', 'company', { ...fields, version, timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['timeZone']);
    expect(bad.body.errors.timeZone[0]).toBe('The time zone is not known (e.g. Europe/Istanbul).');
  });

  it('a company in America/New_York gets its own day: still 2026-12-31 there, 16:40', async () => {
    const card = (await api(s, 'GET', 'company')).body.response;
    const { id: _id, name: _name, version, logo: _logo, timeZone: _tz, ...fields } = card;
    const saved = await api(s, 'PUT', 'company', { ...fields, version, timeZone: 'America/New_York' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response.timeZone).toBe('America/New_York');
    expect((await api(s, 'GET', 'modules/frontappui')).body.response.company.timeZone).toBe('America/New_York');
    const doc = await undatedInvoice(s);
    expect(doc.date).toBe('2026-12-31');
    expect(doc.number).toMatch(/^[A-Z]+2026\d{6}$/);
    expect((await api(s, 'GET', 'dashboard')).body.response.today).toBe('2026-12-31');
  });
});

describe('at 23:50 in Istanbul on an ordinary day (2026-06-15T20:50Z)', () => {
  const s = onServerAt('2026-06-15T20:50:00Z');

  it('a document made without a date stays on that day, and so does the dashboard', async () => {
    const doc = await undatedInvoice(s);
    expect(doc.date).toBe('2026-06-15');
    expect((await api(s, 'GET', 'dashboard')).body.response.today).toBe('2026-06-15');
  });
});
