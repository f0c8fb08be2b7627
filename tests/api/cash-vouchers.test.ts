import { beforeAll, describe, expect, inject, it } from 'vitest';
import { balanceOf } from './fixtures';
import { call, login } from './client';

/**
 * Cash and bank: the accounts (cash_boxes rows) with their definitions and balances, the cash vouchers of each type
 * moving the cash ledger (and the current account's, for collections, payments and cash slips naming one) only on
 * completion, their refusals, foreign-currency movements with the rate they used, and the statement with its running
 * balance. Each test makes accounts of its own (RUN in their names), so balances start at zero.
 */
const RUN = `K${Date.now().toString(36)}`;
let admin: string;
let auditor: string;
let seq = 0;

const newCashAccount = async (body: Record<string, unknown> = {}) => {
  const r = await call('POST', 'cash-accounts', { token: admin, body: { kind: 'cash', name: `${RUN} kasa ${++seq}`, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const newAccount = async () => {
  const r = await call('POST', 'accounts', { token: admin, body: { name: `${RUN} cari ${++seq}`, kind: 'customer' } });
  expect(r.status).toBe(201);
  return r.body.response.id as number;
};
const newItem = async (direction: 'income' | 'expense') => {
  const r = await call('POST', 'definitions/incomeExpense', { token: admin, body: { name: `${RUN} ${direction} ${++seq}`, direction } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const draft = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'documents', { token: admin, body: { date: '2025-03-10', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Record<string, any>;
};
const send = (doc: Record<string, any>, type: string, extra: Record<string, unknown> = {}) =>
  call('POST', `documents/${doc.id}/events`, { token: admin, body: { type, version: doc.version, ...extra } });
const complete = async (doc: Record<string, any>) => {
  const r = await send(doc, 'COMPLETE');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Record<string, any>;
};
const cashBalance = async (id: number) => {
  const items = (await call('GET', 'cash-accounts', { token: admin })).body.response.items as { id: number; balance: string }[];
  return items.find((i) => i.id === id)!.balance;
};
const statement = async (id: number, query = '') => {
  const r = await call('GET', `cash-accounts/${id}/statement${query}`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Record<string, any>;
};

beforeAll(async () => {
  admin = await login('admin@demo.test');
  auditor = await login('denetci@demo.test');
});

describe('cash accounts', () => {
  it('are listed with kind, currency, IBAN and the balance of the cash ledger; a bad IBAN is a 422 naming it', async () => {
    const bad = await call('POST', 'cash-accounts', {
      token: admin,
      lang: 'en',
      body: { kind: 'bank', name: `${RUN} banka`, iban: 'TR00 0006 1005 1978 6457 8413 26' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.iban[0]).toMatch(/IBAN/);
    const id = await newCashAccount({
      kind: 'bank',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      bank: 'Ziraat',
      holder: 'Demo',
      branch: 'Merkez',
      accountNumber: '123',
    });
    const items = (await call('GET', 'cash-accounts', { token: auditor })).body.response.items as Record<string, unknown>[];
    expect(items.find((i) => i.id === id)).toMatchObject({
      kind: 'bank',
      currency: 'TRY',
      iban: 'TR330006100519786457841326',
      balance: '0.00',
      branch: 'Merkez',
    });
    const card = await newCashAccount({ kind: 'creditCard' });
    expect((await call('GET', `cash-accounts/${card}`, { token: admin })).body.response.kind).toBe('creditCard');
    expect((await call('POST', 'cash-accounts', { token: auditor, body: { kind: 'cash', name: 'x' } })).status).toBe(403);
    // an empty account may change its currency; a draft written in the old one is then refused at completion
    const empty = await newCashAccount();
    const early = await draft({ type: 'cashIn', cashAccountId: empty, amount: '5' });
    expect((await call('PUT', `cash-accounts/${empty}`, { token: admin, body: { kind: 'cash', name: `${RUN} boş`, currency: 'EUR' } })).status).toBe(200);
    const late = await send(early, 'COMPLETE');
    expect([late.status, late.body.code]).toEqual([422, 'cash.currencyMismatch']);
    // an account with moves keeps its currency; its other details may change
    await complete(await draft({ type: 'cashIn', cashAccountId: card, amount: '1' }));
    const moved = await call('PUT', `cash-accounts/${card}`, { token: admin, body: { kind: 'creditCard', name: `${RUN} kart`, currency: 'USD' } });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors)).toEqual(['currency']);
    const renamed = await call('PUT', `cash-accounts/${card}`, { token: admin, body: { kind: 'creditCard', name: `${RUN} kart`, holder: 'Ayşe' } });
    expect(renamed.body.response).toMatchObject({ name: `${RUN} kart`, holder: 'Ayşe', currency: 'TRY', balance: '1.00' });
  });
});

describe('cash vouchers move the ledgers on completion', () => {
  it('collection: cash in, the account credited; payment: cash out, the account debited; nothing before completion', async () => {
    const box = await newCashAccount();
    const acc = await newAccount();
    const c = await draft({ type: 'collection', cashAccountId: box, accountId: acc, amount: '1250.5', note: `${RUN} tahsilat`, instalmentIds: [] });
    expect(c).toMatchObject({ status: 'draft', amount: '1250.50', currency: 'TRY' });
    expect(c.number).toMatch(/^KT2025\d{6}$/);
    expect(await cashBalance(box)).toBe('0.00');
    await complete(c);
    expect(await cashBalance(box)).toBe('1250.50');
    expect(await balanceOf(admin, acc)).toBe('-1250.50');
    await complete(await draft({ type: 'payment', cashAccountId: box, accountId: acc, amount: '250.50' }));
    expect(await cashBalance(box)).toBe('1000.00');
    expect(await balanceOf(admin, acc)).toBe('-1000.00');
  });

  it('cash slips move the cash, and the counter account only when one is named; income and expense name their item', async () => {
    const box = await newCashAccount();
    const acc = await newAccount();
    await complete(await draft({ type: 'cashIn', cashAccountId: box, amount: '100' }));
    await complete(await draft({ type: 'cashOut', cashAccountId: box, accountId: acc, amount: '30' }));
    expect(await cashBalance(box)).toBe('70.00');
    expect(await balanceOf(admin, acc)).toBe('30.00');
    const rent = await newItem('expense');
    const commission = await newItem('income');
    await complete(await draft({ type: 'income', cashAccountId: box, incomeExpenseId: commission, amount: '15' }));
    await complete(await draft({ type: 'expense', cashAccountId: box, incomeExpenseId: rent, amount: '5' }));
    expect(await cashBalance(box)).toBe('80.00');
    const wrong = await call('POST', 'documents', { token: admin, body: { type: 'income', cashAccountId: box, incomeExpenseId: rent, amount: '1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.incomeExpenseId[0]).toMatch(/gelir/i);
    expect(Object.keys(wrong.body.errors)).toEqual(['incomeExpenseId']);
  });

  it('a receivable slip (cashIn) naming a current account brings the cash in and credits that account; it names no instalments', async () => {
    const box = await newCashAccount();
    const acc = await newAccount();
    const unknown = await call('POST', 'documents', { token: admin, body: { type: 'cashIn', cashAccountId: box, accountId: 999999, amount: '1' } });
    expect([unknown.status, Object.keys(unknown.body.errors ?? {})]).toEqual([422, ['accountId']]);
    const picked = await call('POST', 'documents', {
      token: admin,
      body: { type: 'cashIn', cashAccountId: box, accountId: acc, amount: '1', instalmentIds: ['1'] },
    });
    expect([picked.status, Object.keys(picked.body.errors ?? {})]).toEqual([422, ['instalmentIds']]);
    const d = await draft({ type: 'cashIn', cashAccountId: box, accountId: acc, amount: '75.25', note: `${RUN} alacak` });
    expect(d).toMatchObject({ status: 'draft', accountId: acc });
    expect([await cashBalance(box), await balanceOf(admin, acc)]).toEqual(['0.00', '0.00']);
    await complete(d);
    expect(await cashBalance(box)).toBe('75.25');
    expect(await balanceOf(admin, acc)).toBe('-75.25');
    const s = await statement(box);
    expect(s.items).toEqual([expect.objectContaining({ amount: '75.25', documentId: d.id, balance: '75.25' })]);
  });

  it('a transfer moves both accounts; across currencies it needs a rate, and the cash and the account statements show both amounts', async () => {
    const tl = await newCashAccount();
    const bank = await newCashAccount({ kind: 'bank' });
    const usd = await newCashAccount({ kind: 'bank', currency: 'USD' });
    await complete(await draft({ type: 'cashIn', cashAccountId: tl, amount: '10000' }));
    await complete(await draft({ type: 'cashTransfer', cashAccountId: tl, targetCashAccountId: bank, amount: '1000' }));
    expect([await cashBalance(tl), await cashBalance(bank)]).toEqual(['9000.00', '1000.00']);

    const noRate = await call('POST', 'documents', {
      token: admin,
      body: { type: 'cashTransfer', cashAccountId: tl, targetCashAccountId: usd, amount: '3250' },
    });
    expect(noRate.status).toBe(422);
    expect(Object.keys(noRate.body.errors)).toEqual(['exchangeRate']);
    const fx = await draft({ type: 'cashTransfer', cashAccountId: tl, targetCashAccountId: usd, amount: '3250', exchangeRate: '32.5' });
    expect(fx).toMatchObject({ currency: 'TRY', targetCurrency: 'USD', exchangeRate: '32.5' });
    await complete(fx);
    expect([await cashBalance(tl), await cashBalance(usd)]).toEqual(['5750.00', '100.00']);
    const s = await statement(usd);
    expect(s.items).toEqual([
      expect.objectContaining({
        amount: '100.00',
        currency: 'USD',
        exchangeRate: '32.500000',
        counterAmount: '3250.00',
        counterCurrency: 'TRY',
        balance: '100.00',
      }),
    ]);

    // a collection into the USD account: the current account is credited with its TRY value at the rate
    const acc = await newAccount();
    const mismatch = await call('POST', 'documents', {
      token: admin,
      body: { type: 'collection', cashAccountId: usd, accountId: acc, amount: '10', currency: 'TRY', exchangeRate: '33' },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.errors)).toEqual(['currency']);
    // a draft whose account is changed to one in another currency needs its rate too: the EDIT is refused on it
    const tlDraft = await draft({ type: 'cashIn', cashAccountId: tl, amount: '5' });
    const moved = await send(tlDraft, 'EDIT', { cashAccountId: usd });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors)).toEqual(['exchangeRate']);
    expect((await send(tlDraft, 'EDIT', { cashAccountId: usd, exchangeRate: '33.1' })).body.response).toMatchObject({ currency: 'USD', exchangeRate: '33.1' });
    const collected = await complete(await draft({ type: 'collection', cashAccountId: usd, accountId: acc, amount: '10', exchangeRate: '33' }));
    expect(await balanceOf(admin, acc)).toBe('-330.00');
    expect(await cashBalance(usd)).toBe('110.00');
    // the account's statement (cari ekstre) books the lira and shows the dollars and the rate beside them
    const ekstre = (await call('GET', `accounts/${acc}/statement`, { token: admin })).body.response;
    expect(ekstre.rows).toEqual([
      expect.objectContaining({ documentId: collected.id, credit: '330.00', foreignAmount: '10.00', foreignCurrency: 'USD', exchangeRate: '33' }),
    ]);
    // a lira voucher has no foreign amount
    await complete(await draft({ type: 'payment', cashAccountId: tl, accountId: acc, amount: '5' }));
    const rows = (await call('GET', `accounts/${acc}/statement`, { token: admin })).body.response.rows as Record<string, unknown>[];
    expect(rows.map((r) => [r.debit, r.foreignAmount])).toEqual([
      ['0.00', '10.00'],
      ['5.00', undefined],
    ]);
  });
});

describe('cash voucher refusals', () => {
  it('bad bodies are 422 naming every field and store nothing; an unknown cash account is named; the same account twice is refused', async () => {
    const box = await newCashAccount();
    const before = (await call('GET', 'documents?family=cashVoucher&limit=1', { token: admin })).body.response.total;
    const r = await call('POST', 'documents', { token: admin, lang: 'en', body: { type: 'collection', amount: '-1', date: '2025-02-30' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['accountId', 'amount', 'cashAccountId', 'date']);
    const unknown = await call('POST', 'documents', { token: admin, body: { type: 'cashIn', cashAccountId: 999999, amount: '1' } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['cashAccountId']);
    const same = await call('POST', 'documents', { token: admin, body: { type: 'cashTransfer', cashAccountId: box, targetCashAccountId: box, amount: '1' } });
    expect(same.status).toBe(422);
    expect(same.body.errors.targetCashAccountId).toBeDefined();
    expect((await call('GET', 'documents?family=cashVoucher&limit=1', { token: admin })).body.response.total).toBe(before);
  });

  it('a completed voucher is locked: no edit, no cancel, no second completion, and its moves are written once', async () => {
    const box = await newCashAccount();
    const done = await complete(await draft({ type: 'cashIn', cashAccountId: box, amount: '40' }));
    const edit = await send(done, 'EDIT', { amount: '1.00' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('cash.locked');
    expect((await send(done, 'CANCEL')).body.code).toBe('cash.completedCannotCancel');
    expect((await send(done, 'COMPLETE')).status).toBe(409);
    expect(await cashBalance(box)).toBe('40.00');
    expect((await call('POST', `documents/${done.id}/events`, { token: auditor, body: { type: 'CLOSE', version: done.version } })).status).toBe(403);
  });
});

describe('the statement of a cash account', () => {
  it('lists the moves in day order with the running balance from the opening balance, filtered and paged, and as CSV', async () => {
    const box = await newCashAccount();
    for (const [date, type, amount] of [
      ['2025-01-05', 'cashIn', '100'],
      ['2025-02-01', 'cashOut', '30'],
      ['2025-02-10', 'cashIn', '50'],
      ['2025-03-01', 'cashOut', '5'],
    ] as const) {
      await complete(await draft({ type, cashAccountId: box, amount, date, note: `=HYPERLINK("x") ${date}` }));
    }
    const s = await statement(box, '?from=2025-02-01&to=2025-02-28');
    expect(s).toMatchObject({ opening: '100.00', closing: '120.00', totals: { in: '50.00', out: '30.00' }, total: 2 });
    expect(s.items.map((i: any) => [i.date, i.amount, i.balance])).toEqual([
      ['2025-02-01', '-30.00', '70.00'],
      ['2025-02-10', '50.00', '120.00'],
    ]);
    const page2 = await statement(box, '?limit=2&offset=2');
    expect(page2.items.map((i: any) => i.balance)).toEqual(['120.00', '115.00']);
    const outs = await statement(box, '?direction=out');
    expect(outs.items.map((i: any) => i.balance)).toEqual(['70.00', '115.00']);
    expect(outs).toMatchObject({ total: 2, totals: { in: '0.00', out: '35.00' }, opening: '0.00', closing: '115.00' });
    const found = await statement(box, `?q=${encodeURIComponent('2025-02-10')}`);
    expect(found).toMatchObject({ total: 1, totals: { in: '50.00', out: '0.00' } });
    expect(found.items.map((i: any) => i.balance)).toEqual(['120.00']);
    const bad = await call('GET', `cash-accounts/${box}/statement?from=2025-03-01&to=2025-01-01`, { token: admin });
    expect(bad.status).toBe(422);

    const csv = await fetch(`${inject('baseUrl')}cash-accounts/${box}/statement?format=csv`, { headers: { authorization: `Bearer ${admin}` } });
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]!.split(';')[0]).toBe('Tarih');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('05.01.2025');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") 2025-01-05"`);
    expect(lines[4]!.split(';').at(-1)).toBe('115,00');
  });
});

describe.skipIf(inject('databaseKind') !== 'postgres')('cash vouchers under concurrency', () => {
  it('two COMPLETE of one voucher at once: one wins, the ledger has one move', async () => {
    const box = await newCashAccount();
    const d = await draft({ type: 'cashIn', cashAccountId: box, amount: '10' });
    const replies = await Promise.all([send(d, 'COMPLETE'), send(d, 'COMPLETE'), send(d, 'COMPLETE')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await statement(box)).total).toBe(1);
    expect(await cashBalance(box)).toBe('10.00');
  });

  it('a currency change and a completion on an empty account at once: one of the two is refused, never a lira move in a dollar account', async () => {
    for (let round = 0; round < 5; round++) {
      const box = await newCashAccount();
      const d = await draft({ type: 'cashIn', cashAccountId: box, amount: '10' });
      const [change, done] = await Promise.all([
        call('PUT', `cash-accounts/${box}`, { token: admin, body: { kind: 'cash', name: `${RUN} döviz ${round}`, currency: 'USD' } }),
        send(d, 'COMPLETE'),
      ]);
      const account = (await call('GET', 'cash-accounts', { token: admin })).body.response.items.find((i: { id: number }) => i.id === box);
      const moves = (await statement(box)).items as unknown[];
      if (change.status === 200) {
        // the change came first: the completion saw the account in dollars and refused its lira voucher
        expect([account.currency, done.status, done.body.code, moves.length]).toEqual(['USD', 422, 'cash.currencyMismatch', 0]);
      } else {
        expect([change.status, Object.keys(change.body.errors ?? {})]).toEqual([422, ['currency']]);
        expect([done.status, account.currency, moves.length]).toEqual([200, 'TRY', 1]);
      }
    }
  });
});
