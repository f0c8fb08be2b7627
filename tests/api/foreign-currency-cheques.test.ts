import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { balanceOf, demo, type Demo } from './fixtures';

/**
 * Foreign-currency cheques, notes and current-account vouchers book their lira equivalent (issue #26): the account
 * moves by the TRY value at the document's rate with the foreign amount beside, as receipts' moves do, and a
 * bounced cheque's debit-back takes the same rate.
 */
const RUN = `FXC${Date.now().toString(36)}`;
let d: Demo;
let seq = 0;

const newAccount = async () => {
  const r = await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} cari ${++seq}`, kind: 'customer' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const newCashAccount = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'cash-accounts', { token: d.admin, body: { kind: 'cash', name: `${RUN} kasa ${++seq}`, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const create = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'documents', { token: d.admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Record<string, any>;
};
const send = async (doc: Record<string, any>, type: string, body: Record<string, unknown> = {}) => {
  const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, version: doc.version, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Record<string, any>;
};
const statement = async (accountId: number) => {
  const r = await call('GET', `accounts/${accountId}/statement`, { token: d.admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response.rows as Record<string, any>[];
};
const cashAccount = async (id: number) =>
  ((await call('GET', 'cash-accounts', { token: d.admin })).body.response.items as Record<string, any>[]).find((i) => i.id === id)!;
const receivedCheque = (accountId: number, body: Record<string, unknown> = {}) =>
  create({ type: 'receivedCheque', accountId, date: '2025-05-02', dueDate: '2025-07-02', amount: '100', currency: 'USD', exchangeRate: '34.50', ...body });

beforeAll(async () => {
  d = await demo();
});

describe('a foreign-currency cheque moves the current account by its TRY equivalent at its exchangeRate', () => {
  it('a 100 USD received cheque at 34.50 credits the customer 3450.00 TRY with 100 USD beside', async () => {
    const account = await newAccount();
    const cheque = await receivedCheque(account);
    expect(cheque).toMatchObject({ currency: 'USD', exchangeRate: '34.5' });

    expect(await balanceOf(d.admin, account)).toBe('-3450.00');
    expect(await statement(account)).toEqual([
      expect.objectContaining({
        documentId: cheque.id,
        debit: '0.00',
        credit: '3450.00',
        foreignAmount: '100.00',
        foreignCurrency: 'USD',
        exchangeRate: '34.5',
      }),
    ]);
  });

  it('bounced, it debits the customer back the same 3450.00 TRY at the cheque’s rate: the balance is 0', async () => {
    const account = await newAccount();
    const cheque = await receivedCheque(account);
    await send(await send(cheque, 'SEND_TO_BANK'), 'BOUNCE');

    expect(await balanceOf(d.admin, account)).toBe('0.00');
    const rows = await statement(account);
    expect(rows.map((r) => [r.debit, r.credit, r.foreignAmount ?? null, r.foreignCurrency ?? null, r.kind ?? null])).toEqual([
      ['0.00', '3450.00', '100.00', 'USD', null],
      ['3450.00', '0.00', '100.00', 'USD', null],
    ]);
  });

  it('collected into a TRY account, the account moves by 3450.00 TRY with the 100 USD beside; a EUR account is refused', async () => {
    const account = await newAccount();
    const cheque = await receivedCheque(account);
    const eur = await newCashAccount({ currency: 'EUR' });
    const refused = await call('POST', `documents/${cheque.id}/events`, {
      token: d.admin,
      body: { type: 'COLLECT', version: cheque.version, cashAccountId: eur },
    });
    expect([refused.status, refused.body.code], JSON.stringify(refused.body)).toEqual([409, 'cheque.currencyMismatch']);

    const lira = await newCashAccount({ currency: 'TRY' });
    await send(cheque, 'COLLECT', { cashAccountId: lira });
    expect((await cashAccount(lira)).balance).toBe('3450.00');
    const moves = (await call('GET', `cash-accounts/${lira}/statement`, { token: d.admin })).body.response;
    expect(moves.items).toEqual([expect.objectContaining({ amount: '3450.00', currency: 'TRY', counterAmount: '100.00', counterCurrency: 'USD' })]);
  });

  it('a foreign cheque without a rate, or with a bad one, is a 422 naming exchangeRate', async () => {
    const account = await newAccount();
    for (const exchangeRate of [undefined, null, '0', 'abc']) {
      const r = await call('POST', 'documents', {
        token: d.admin,
        body: { type: 'receivedCheque', accountId: account, dueDate: '2025-07-02', amount: '100', currency: 'USD', exchangeRate },
      });
      expect([r.status, Object.keys(r.body.errors ?? {})], JSON.stringify(r.body)).toEqual([422, ['exchangeRate']]);
    }
    expect(await balanceOf(d.admin, account)).toBe('0.00');
  });
});

describe('a foreign-currency current-account voucher moves the account by its TRY equivalent at its exchangeRate', () => {
  it('a 100 EUR receivable voucher at 37.25 credits the account 3725.00 TRY with 100 EUR beside', async () => {
    const account = await newAccount();
    const voucher = await create({ type: 'receivableVoucher', accountId: account, date: '2025-05-02', amount: '100', currency: 'EUR', exchangeRate: '37.25' });
    await send(voucher, 'COMPLETE');

    expect(await balanceOf(d.admin, account)).toBe('-3725.00');
    expect(await statement(account)).toEqual([
      expect.objectContaining({
        documentId: voucher.id,
        debit: '0.00',
        credit: '3725.00',
        foreignAmount: '100.00',
        foreignCurrency: 'EUR',
        exchangeRate: '37.25',
      }),
    ]);
  });

  it('a EUR voucher without a rate is a 422 naming exchangeRate; edited to TRY it needs none, and back to a foreign currency is refused without one', async () => {
    const account = await newAccount();
    const r = await call('POST', 'documents', { token: d.admin, body: { type: 'payableVoucher', accountId: account, amount: '100', currency: 'EUR' } });
    expect([r.status, Object.keys(r.body.errors ?? {})], JSON.stringify(r.body)).toEqual([422, ['exchangeRate']]);

    const voucher = await create({ type: 'payableVoucher', accountId: account, amount: '100', currency: 'EUR', exchangeRate: '37.25' });
    const edited = await send(voucher, 'EDIT', { currency: 'TRY' });
    expect(edited.exchangeRate).toBeUndefined();
    const back = await call('POST', `documents/${voucher.id}/events`, { token: d.admin, body: { type: 'EDIT', version: edited.version, currency: 'USD' } });
    expect([back.status, back.body.code, Object.keys(back.body.errors ?? {})], JSON.stringify(back.body)).toEqual([
      409,
      'voucher.rateRequired',
      ['exchangeRate'],
    ]);
    await send(edited, 'COMPLETE');
    expect(await balanceOf(d.admin, account)).toBe('100.00');
  });
});
