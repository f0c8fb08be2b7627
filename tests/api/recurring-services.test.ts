import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../src/domain/clock/clock';
import { billingRunSchema, serviceDetailSchema, serviceSchema, type ServiceDetail } from '../../src/domain/schemas/services';
import { balanceOf, demo, type Demo } from './fixtures';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { until } from '../support/until';

/**
 * Cari → Servisler over the API: a recurring service bills each due period once, as a draft or a completed sales
 * invoice made through the document engine, catching up the periods missed; two billing runs at once make each
 * period's invoice once; an ended or inactive service bills nothing after its end; bad input is a 422 per field.
 */
let d: Demo;
const RUN = `S${Date.now().toString(36)}`;

const iso = (y: number, m: number, day: number) => {
  const index = y * 12 + (m - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
const today = () => businessDay(new Date(), 'Europe/Istanbul');
/** The first day of the month `back` months before this one (0: this month's). */
const firstOfMonthsAgo = (back: number) => {
  const [y, m] = today().split('-').map(Number) as [number, number];
  return iso(y, m - back, 1);
};

const body = (extra: Record<string, unknown> = {}) => ({
  accountId: d.customer.id,
  productId: d.products[0]!.id,
  name: `${RUN} bakım sözleşmesi`,
  price: '150.25',
  vatRate: 20,
  period: 'monthly',
  startDate: firstOfMonthsAgo(2),
  ...extra,
});

const create = async (extra: Record<string, unknown> = {}) => {
  const r = await call('POST', 'services', { token: d.accountant, body: body(extra) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return serviceSchema.parse(r.body.response);
};
const runBilling = async () => {
  const r = await call('POST', 'services/billing-runs', { token: d.admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return billingRunSchema.parse(r.body.response);
};
const detail = async (id: number): Promise<ServiceDetail> =>
  serviceDetailSchema.parse((await call('GET', `services/${id}`, { token: d.accountant })).body.response);

beforeAll(async () => {
  d = await demo();
});

describe('a recurring service bills each due period once', () => {
  it('a service started two months ago makes its three missed periods as draft sales invoices, dated each due day, and a second run makes none', async () => {
    const s = await create();
    expect(s.nextDueDate).toBe(firstOfMonthsAgo(-1));
    await runBilling();
    const after = await detail(s.id);
    expect(after.invoices.map((i) => i.dueDate).sort()).toEqual([firstOfMonthsAgo(2), firstOfMonthsAgo(1), firstOfMonthsAgo(0)]);
    for (const inv of after.invoices) {
      const doc = (await call('GET', `documents/${inv.documentId}`, { token: d.accountant })).body.response;
      expect(doc).toMatchObject({ type: 'salesInvoice', status: 'draft', accountId: d.customer.id, date: inv.dueDate });
      expect(doc.lines).toHaveLength(1);
      expect(Number(doc.lines[0].productId)).toBe(d.products[0]!.id);
      expect(doc.lines[0]).toMatchObject({ quantity: '1', unitPrice: '150.25', vatRate: 20 });
      expect(inv).toMatchObject({ status: 'draft', number: doc.number, refusal: null });
    }
    await runBilling();
    expect((await detail(s.id)).invoices).toHaveLength(3);
  });

  it('a service that asks for completed invoices completes each one, and the account owes their totals', async () => {
    const before = await balanceOf(d.admin, d.customer.id);
    const s = await create({ invoiceAs: 'completed', startDate: firstOfMonthsAgo(1), price: '100', priceIncludesVat: true });
    await runBilling();
    const after = await detail(s.id);
    expect(after.invoices).toHaveLength(2);
    expect(after.invoices.every((i) => i.status === 'completed' && i.refusal === null)).toBe(true);
    expect(Number(await balanceOf(d.admin, d.customer.id)) - Number(before)).toBeCloseTo(200, 2);
  });

  it('an inactive service makes none; an ended one makes only the periods due by its end; one starting tomorrow makes none yet', async () => {
    const inactive = await create({ active: false });
    const ended = await create({ startDate: firstOfMonthsAgo(2), endDate: firstOfMonthsAgo(1) });
    const [y, m, day] = today().split('-').map(Number) as [number, number, number];
    const later = await create({ startDate: iso(y, m + 1, Math.min(day, 28)), period: 'quarterly' });
    await runBilling();
    expect((await detail(inactive.id)).invoices).toHaveLength(0);
    expect((await detail(ended.id)).invoices.map((i) => i.dueDate).sort()).toEqual([firstOfMonthsAgo(2), firstOfMonthsAgo(1)]);
    expect((await detail(later.id)).invoices).toHaveLength(0);
    expect((await detail(inactive.id)).nextDueDate).toBeNull();
  });

  it('two billing runs at once make each due period’s invoice once', async () => {
    const s = await create({ period: 'months', everyMonths: 1, startDate: firstOfMonthsAgo(5) });
    const runs = await Promise.all([runBilling(), runBilling(), runBilling()]);
    const invoices = (await detail(s.id)).invoices;
    expect(invoices.map((i) => i.periodIndex).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(invoices.map((i) => i.documentId)).size).toBe(6);
    // what the runs say they made is what was made: no run counted an invoice it rolled back
    expect(runs.reduce((n, r) => n + r.made, 0)).toBeGreaterThanOrEqual(6);
    const listed = (await call('GET', `documents?type=salesInvoice&accountId=${d.customer.id}&limit=200`, { token: d.admin })).body.response.items as {
      id: number;
    }[];
    for (const inv of invoices) expect(listed.filter((doc) => doc.id === inv.documentId)).toHaveLength(1);
  });
});

describe('what a service accepts', () => {
  it('every invalid field is a 422 naming it, in the user’s language, and stores nothing', async () => {
    const count = async () => (await call('GET', 'services?limit=1', { token: d.accountant })).body.response.total as number;
    const before = await count();
    const r = await call('POST', 'services', {
      token: d.accountant,
      lang: 'en',
      body: {
        accountId: 'x',
        productId: null,
        name: '',
        price: '-1',
        vatRate: 7,
        currency: 'XYZ',
        period: 'weekly',
        startDate: '2025-02-30',
        invoiceAs: 'sent',
      },
    });
    expect(r.status).toBe(422);
    for (const f of ['accountId', 'productId', 'name', 'price', 'vatRate', 'currency', 'period', 'startDate', 'invoiceAs'])
      expect(r.body.errors, f).toHaveProperty(f);
    const months = await call('POST', 'services', { token: d.accountant, lang: 'tr', body: body({ period: 'months', endDate: '2000-01-01' }) });
    expect(months.status).toBe(422);
    expect(Object.keys(months.body.errors).sort()).toEqual(['endDate', 'everyMonths']);
    const unknown = await call('POST', 'services', { token: d.accountant, body: body({ accountId: 999999999, productId: 999999998 }) });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['accountId', 'productId']);
    expect(JSON.stringify(r.body.errors.name)).toContain('This field cannot be empty.');
    expect(await count()).toBe(before);
  });

  it('a service that has billed keeps its start and period; its price, end and activity still change', async () => {
    const s = await create({ startDate: firstOfMonthsAgo(0) });
    await runBilling();
    const moved = await call('PUT', `services/${s.id}`, { token: d.accountant, body: body({ startDate: firstOfMonthsAgo(1), period: 'yearly' }) });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors).sort()).toEqual(['period', 'startDate']);
    const changed = await call('PUT', `services/${s.id}`, { token: d.accountant, body: body({ startDate: firstOfMonthsAgo(0), price: '175', active: false }) });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.response).toMatchObject({ price: '175', active: false, invoiceCount: 1 });
  });

  it('managers write services, auditors read them, the till’s operator neither; only an admin runs the billing', async () => {
    expect((await call('GET', 'services', { token: d.auditor })).status).toBe(200);
    expect((await call('POST', 'services', { token: d.auditor, body: body() })).status).toBe(403);
    expect((await call('GET', 'services', { token: d.cashier })).status).toBe(403);
    expect((await call('POST', 'services/billing-runs', { token: d.accountant })).status).toBe(403);
  });
});

describe('the billing loop', () => {
  const servers: Awaited<ReturnType<typeof startOwnServer>>[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });

  it('bills a due service in the background, each period once, also with two servers on one PostgreSQL database', async () => {
    const first = await startOwnServer({ serviceBillingMs: 50 });
    servers.push(first);
    // on PostgreSQL a second server on the same database sends the same scheduled job: one run at a time, and the unique period
    if (first.databaseUrl) servers.push(await startOwnServer({ serviceBillingMs: 50, databaseUrl: first.databaseUrl }));
    const token = await login('muhasebe@demo.test', 'demo1234', first.baseUrl);
    const accounts = (await call('GET', 'accounts?limit=100', { token, base: first.baseUrl })).body.response.items as { id: number; kind: string }[];
    const products = (await call('GET', 'products?limit=1', { token, base: first.baseUrl })).body.response.items as { id: number }[];
    const created = await call('POST', 'services', {
      token,
      base: first.baseUrl,
      body: body({ accountId: accounts.find((a) => a.kind === 'customer')!.id, productId: products[0]!.id }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = async () =>
      serviceDetailSchema.parse((await call('GET', `services/${created.body.response.id}`, { token, base: first.baseUrl })).body.response);
    await until(
      'the loop bills three periods',
      read,
      (s) => s.invoices.length >= 3,
      () => call('GET', 'health', { base: first.baseUrl }),
    );
    // a few more rounds of both loops make nothing more
    await new Promise((r) => setTimeout(r, 500));
    expect((await read()).invoices.map((i) => i.periodIndex).sort()).toEqual([0, 1, 2]);
  }, 120_000);
});
