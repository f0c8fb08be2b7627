import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './client';
import { balanceOf, demo, type Demo } from './fixtures';

/**
 * Foreign-currency documents book their lira equivalent (issue #26): the current account and the cash ledger move by
 * the TRY value at the document's rate with the foreign amount beside, a foreign-currency cash account moves in its
 * own currency, and a foreign amount closed at another rate than it was booked at leaves a kur farkı row.
 */
const RUN = `FX${Date.now().toString(36)}`;
let d: Demo;
let seq = 0;

const newAccount = async (body: Record<string, unknown> = {}) => {
  const r = await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} cari ${++seq}`, kind: 'customer', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const newCashAccount = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'cash-accounts', { token: d.admin, body: { kind: 'cash', name: `${RUN} kasa ${++seq}`, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const send = async (doc: Record<string, any>, type: string) => {
  const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, version: doc.version } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Record<string, any>;
};
const create = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'documents', { token: d.admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Record<string, any>;
};
/** A completed sales invoice of one line at `price` in `currency`, VAT 0 %, so that its total is the price. */
const invoice = async (accountId: number, currency: string, price: string, exchangeRate: string, extra: Record<string, unknown> = {}) => {
  const doc = await create({
    type: 'salesInvoice',
    accountId,
    warehouseId: d.warehouse.id,
    date: '2025-05-02',
    currency,
    exchangeRate,
    lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: price, vatRate: 0 }],
    ...extra,
  });
  return send(await send(doc, 'START'), 'COMPLETE');
};
const collection = async (body: Record<string, unknown>) => send(await create({ type: 'collection', date: '2025-05-20', ...body }), 'COMPLETE');
const statement = async (accountId: number) => {
  const r = await call('GET', `accounts/${accountId}/statement`, { token: d.admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { rows: Record<string, any>[]; closing: string };
};
const report = async (name: string, query: string) => {
  const r = await call('GET', `reports/${name}?${query}`, { token: d.admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { rows: Record<string, any>[]; totals: Record<string, string> };
};
const cashAccount = async (id: number) =>
  ((await call('GET', 'cash-accounts', { token: d.admin })).body.response.items as Record<string, any>[]).find((i) => i.id === id)!;

beforeAll(async () => {
  d = await demo();
});

describe('a foreign-currency invoice moves the current account by its TRY equivalent at its exchangeRate', () => {
  it('100 USD at 34.50 is 3450.00 TRY on the balance, the statement and caribakiye, with 100 USD beside', async () => {
    const account = await newAccount();
    const doc = await invoice(account, 'USD', '100.00', '34.50');

    expect(await balanceOf(d.admin, account)).toBe('3450.00');
    const rows = (await statement(account)).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        documentId: doc.id,
        debit: '3450.00',
        credit: '0.00',
        balance: '3450.00',
        foreignAmount: '100.00',
        foreignCurrency: 'USD',
        exchangeRate: '34.5',
      }),
    ]);
    const balances = await report('caribakiye', `accountId=${account}`);
    expect(balances.rows).toEqual([expect.objectContaining({ accountId: account, debit: '3450.00', credit: '0.00', balance: '3450.00' })]);
    const invoices = await report('faturalist', `accountId=${account}`);
    expect(invoices.rows).toEqual([expect.objectContaining({ documentId: doc.id, currency: 'USD', total: '3450.00', foreignTotal: '100.00' })]);
    const moves = await report('cariislem', `accountId=${account}`);
    expect(moves.rows).toEqual([expect.objectContaining({ debit: '3450.00', balance: '3450.00', foreignAmount: '100.00', foreignCurrency: 'USD' })]);
  });
});

describe('a foreign total whose liras the ledgers cannot hold', () => {
  it('is refused at completion, naming the lines, never a 500, and moves nothing', async () => {
    const account = await newAccount();
    const doc = await create({
      type: 'salesInvoice',
      accountId: account,
      warehouseId: d.warehouse.id,
      date: '2025-05-02',
      currency: 'USD',
      exchangeRate: '34.50',
      lines: [{ productId: d.products[0]!.id, quantity: '1000000000', unitPrice: '1000000', vatRate: 0 }],
    });
    const started = await send(doc, 'START');
    const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type: 'COMPLETE', version: started.version } });
    expect([r.status, r.body.code, Object.keys(r.body.errors ?? {})], JSON.stringify(r.body)).toEqual([409, 'line.totalTooLarge', ['lines']]);
    expect(await balanceOf(d.admin, account)).toBe('0.00');
  });
});

describe('kur farkı: a foreign amount collected at another rate than it was invoiced at', () => {
  it('collecting the 100 USD invoice of 34.50 at 35.00 closes the USD and books a 50.00 TRY kur farkı row; the lira balance is 0', async () => {
    const account = await newAccount();
    const usd = await newCashAccount({ currency: 'USD' });
    await invoice(account, 'USD', '100.00', '34.50');
    const paid = await collection({ cashAccountId: usd, accountId: account, amount: '100', exchangeRate: '35' });

    expect(await balanceOf(d.admin, account)).toBe('0.00');
    const rows = (await statement(account)).rows;
    expect(rows.map((r) => [r.documentId, r.debit, r.credit, r.balance, r.foreignAmount ?? null, r.kind ?? null])).toEqual([
      [expect.any(Number), '3450.00', '0.00', '3450.00', '100.00', null],
      [paid.id, '0.00', '3500.00', '-50.00', '100.00', null],
      [paid.id, '50.00', '0.00', '0.00', null, 'exchangeDifference'],
    ]);
    expect(rows[2]).toMatchObject({ foreignCurrency: 'USD' });
    // the money came into the dollar account in dollars
    expect((await cashAccount(usd)).balance).toBe('100.00');
  });

  it('a partial collection closes its share of the dollars at their booked rate; the rest stays open at it', async () => {
    const account = await newAccount();
    const usd = await newCashAccount({ currency: 'USD' });
    await invoice(account, 'USD', '100.00', '34.50');
    await collection({ cashAccountId: usd, accountId: account, amount: '40', exchangeRate: '34' });
    // 40 USD booked at 34.50 = 1380.00, collected 1360.00: a loss of 20.00 credited beside; 60 USD open at 2070.00
    const rows = (await statement(account)).rows;
    expect(rows.at(-1)).toMatchObject({ kind: 'exchangeDifference', debit: '0.00', credit: '20.00', balance: '2070.00' });
    await collection({ cashAccountId: usd, accountId: account, amount: '60', exchangeRate: '34.50' });
    expect(await balanceOf(d.admin, account)).toBe('0.00');
    expect((await statement(account)).rows).toHaveLength(4);
  });

  it('a cash sale in dollars pays its own total at its own rate: no kur farkı, whatever else is open', async () => {
    const account = await newAccount();
    await invoice(account, 'USD', '50.00', '30');
    const bank = await newCashAccount({ kind: 'bank', currency: 'TRY' });
    await invoice(account, 'USD', '100.00', '34.50', { paymentType: 'cash', cashBoxId: bank });
    expect(await balanceOf(d.admin, account)).toBe('1500.00');
    expect((await statement(account)).rows.some((r) => r.kind)).toBe(false);
  });
});

describe('instalments stay in their document’s currency', () => {
  it('a dollar collection settles the dollar instalments of a dollar invoice by its dollars', async () => {
    const account = await newAccount();
    const usd = await newCashAccount({ currency: 'USD' });
    const doc = await invoice(account, 'USD', '100.00', '34.50');
    const plan = await call('PUT', `instalment-plans/document/${doc.id}`, {
      token: d.admin,
      body: {
        instalments: [
          { dueDate: '2025-06-01', amount: '60.00' },
          { dueDate: '2025-07-01', amount: '40.00' },
        ],
      },
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    await collection({ cashAccountId: usd, accountId: account, amount: '60', exchangeRate: '35' });
    const after = (await call('GET', `instalment-plans/document/${doc.id}`, { token: d.admin })).body.response.plan;
    expect(after).toMatchObject({ currency: 'USD', paid: '60.00', open: '40.00' });
  });
});

describe('cash and bank accounts with foreign money', () => {
  it('a EUR cash sale into a TRY bank moves the bank by its lira, the euros beside', async () => {
    const account = await newAccount();
    const bank = await newCashAccount({ kind: 'bank', currency: 'TRY' });
    await invoice(account, 'EUR', '10.00', '37.25', { paymentType: 'cash', cashBoxId: bank });
    expect((await cashAccount(bank)).balance).toBe('372.50');
    const moves = (await call('GET', `cash-accounts/${bank}/statement`, { token: d.admin })).body.response;
    expect(moves.items).toEqual([expect.objectContaining({ amount: '372.50', currency: 'TRY', counterAmount: '10.00', counterCurrency: 'EUR' })]);
  });

  it('a EUR collection into a EUR cash account: its own balance in EUR, the lira report in TRY', async () => {
    const account = await newAccount();
    const eur = await newCashAccount({ currency: 'EUR' });
    await collection({ cashAccountId: eur, accountId: account, amount: '20', exchangeRate: '37.25' });
    expect((await cashAccount(eur)).balance).toBe('20.00');
    expect(await balanceOf(d.admin, account)).toBe('-745.00');
    const cash = await report('kasaislem', `cashAccountId=${eur}`);
    expect(cash.rows).toEqual([expect.objectContaining({ in: '20.00', currency: 'EUR', lira: '745.00' })]);
  });

  it('a EUR cash sale into a USD account is refused: no rate takes euros there', async () => {
    const account = await newAccount();
    const usd = await newCashAccount({ currency: 'USD' });
    const doc = await create({
      type: 'salesInvoice',
      accountId: account,
      warehouseId: d.warehouse.id,
      date: '2025-05-02',
      currency: 'EUR',
      exchangeRate: '37.25',
      paymentType: 'cash',
      cashBoxId: usd,
      lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '10.00', vatRate: 0 }],
    });
    const started = await send(doc, 'START');
    const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type: 'COMPLETE', version: started.version } });
    expect([r.status, r.body.code]).toEqual([409, 'FX10001']);
    expect((await cashAccount(usd)).balance).toBe('0.00');
    expect(await balanceOf(d.admin, account)).toBe('0.00');
  });
});

describe('a foreign-currency current account (döviz cari) moves in its own currency', () => {
  it('its balance is the dollars of its dollar moves, the liras beside; its currency stays once it has moves', async () => {
    const r = await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} döviz cari`, kind: 'customer', currency: 'USD' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const account = r.body.response;
    expect(account).toMatchObject({ currency: 'USD', balance: '0.00', liraBalance: '0.00' });
    const usd = await newCashAccount({ currency: 'USD' });
    await invoice(account.id, 'USD', '100.00', '34.50');
    await collection({ cashAccountId: usd, accountId: account.id, amount: '40', exchangeRate: '35' });
    // 60 USD open; in liras 3450 − 1400 + the 20.00 kur farkı of the 40 USD collected
    const card = (await call('GET', `accounts/${account.id}`, { token: d.admin })).body.response;
    expect(card).toMatchObject({ currency: 'USD', balance: '60.00', liraBalance: '2070.00' });
    const listed = (await call('GET', `accounts?q=${encodeURIComponent(`${RUN} döviz`)}`, { token: d.admin })).body.response.items;
    expect(listed).toEqual([expect.objectContaining({ id: account.id, currency: 'USD', balance: '60.00', liraBalance: '2070.00' })]);
    // the lira report reads the liras
    expect((await report('caribakiye', `accountId=${account.id}`)).rows[0]).toMatchObject({ balance: '2070.00' });

    const moved = await call('PUT', `accounts/${account.id}`, { token: d.admin, body: { name: card.name, kind: 'customer', currency: 'EUR' } });
    expect([moved.status, Object.keys(moved.body.errors ?? {})]).toEqual([422, ['currency']]);
    const kept = await call('PUT', `accounts/${account.id}`, { token: d.admin, body: { name: `${card.name} 2`, kind: 'customer', currency: 'USD' } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const bad = await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} x`, kind: 'customer', currency: 'XYZ' } });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['currency']]);
  });

  it('a lira account has its liras as its balance, whatever its documents’ currencies', async () => {
    const account = await newAccount();
    expect((await call('GET', `accounts/${account}`, { token: d.admin })).body.response).toMatchObject({ currency: 'TRY', balance: '0.00' });
    await invoice(account, 'EUR', '10.00', '37.25');
    expect((await call('GET', `accounts/${account}`, { token: d.admin })).body.response).toMatchObject({ balance: '372.50', liraBalance: '372.50' });
  });
});

describe.skipIf(inject('databaseKind') !== 'postgres')('kur farkı under concurrency', () => {
  it('two collections closing the same dollars at once: one books the kur farkı, the other opens a new position at its rate', async () => {
    for (let round = 0; round < 3; round++) {
      const account = await newAccount();
      const usd = await newCashAccount({ currency: 'USD' });
      await invoice(account, 'USD', '100.00', '34.50');
      const body = { type: 'collection', date: '2025-05-20', cashAccountId: usd, accountId: account, amount: '100', exchangeRate: '35' };
      const drafts = await Promise.all([create(body), create(body)]);
      await Promise.all(drafts.map((doc) => send(doc, 'COMPLETE')));
      const rows = (await statement(account)).rows;
      expect(rows.filter((r) => r.kind === 'exchangeDifference').map((r) => [r.debit, r.credit])).toEqual([['50.00', '0.00']]);
      // 100 USD paid in advance at 35.00
      expect(await balanceOf(d.admin, account)).toBe('-3500.00');
    }
  });
});
