import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePointsPayment } from '../../src/domain/loyalty/invoice-points';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #29, points on an invoice's payment: the sales invoice editor's points part (src/domain/loyalty/invoice-points.ts)
 * makes a mixed payment whose points part is checked by the tender's rule before saving, and the server completes it
 * (spending the points) or refuses it with the same reason. On a server of its own, so its loyalty settings are its own.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let shelf: { id: number; price: string; vatRate: number; priceIncludesVat: boolean };
type Doc = Record<string, any>;

const api = (method: string, path: string, body?: unknown) => call(method, path, { token: admin, body, lang: 'en', base: server.baseUrl });
const created = async (body: Record<string, unknown>): Promise<Doc> => {
  const r = await api('POST', 'documents', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
};
const send = (doc: Doc, type: string) => api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
const step = async (doc: Doc, type: string): Promise<Doc> => {
  const r = await send(doc, type);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
};
const line = () => ({ productId: shelf.id, quantity: '1', unitPrice: shelf.price, vatRate: shelf.vatRate, priceIncludesVat: shelf.priceIncludesVat });
const settings = { enabled: true, pointsPerLira: '0', categoryRates: {}, earnOn: [], pointValue: '0.10', expiry: { kind: 'none' }, minSpend: 0 };

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  shelf = ((await api('GET', 'products?limit=100')).body.response.items as (typeof shelf & { code: string })[]).find((p) => p.code === 'KRT0000001')!;
  expect((await api('PUT', 'loyalty-settings', settings)).status).toBe(200);
});
afterAll(() => server?.close());

describe('points on a sales invoice’s payment, as the invoice editor writes it', () => {
  it('a part within the balance is paid with points and the rest in cash; a part over it is refused by the domain before saving and by the server with points.exceedsBalance', async () => {
    const account = (await api('POST', 'accounts', { name: 'Puanlı Fatura Müşterisi', kind: 'customer' })).body.response.id as number;
    await step(await created({ type: 'pointsIn', accountId: account, points: 50, reason: 'açılış' }), 'COMPLETE');
    const balance = (await api('GET', `accounts/${account}/points`)).body.response.balance as number;
    expect(balance).toBe(50);
    const draft = await created({ type: 'salesInvoice', accountId: account, lines: [line()] });
    const owed = draft.totals.grand as string;
    // 6.00 liras is 60 points: more than the 50 the account holds
    const over = invoicePointsPayment('6.00', owed, 'cash', String(account), settings, balance);
    expect(over).toEqual({ ok: false, reason: 'points.exceedsBalance' });
    const forced = await api('POST', `documents/${draft.id}/events`, {
      type: 'EDIT',
      version: draft.version,
      paymentType: 'mixed',
      payments: { cash: (Number(owed) - 6).toFixed(2), card: '0.00', points: '6.00' },
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    const refused = await send(await step(forced.body.response, 'START'), 'COMPLETE');
    expect(refused.body.code).toBe('points.exceedsBalance');

    const fits = invoicePointsPayment('4.50', owed, 'cash', String(account), settings, balance);
    if (!fits.ok) throw new Error(fits.reason);
    expect(fits.points).toBe(45);
    const invoice = await created({
      type: 'salesInvoice',
      accountId: account,
      paymentType: fits.paymentType,
      payments: fits.payments,
      lines: [line()],
    });
    const done = await step(await step(invoice, 'START'), 'COMPLETE');
    expect(done.points).toMatchObject({ spent: 45, balance: 5 });
    expect((await api('GET', `accounts/${account}/points`)).body.response.balance).toBe(5);
  });
});
