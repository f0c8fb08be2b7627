import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from './client';
import { demo } from './fixtures';

/**
 * A cash or bank account below zero is a company setting per account (`negativeCash` on its definition: allow, warn,
 * refuse; a new cash box warns, a new bank account or card allows): a completion that takes an account that refuses
 * it below zero is refused and writes nothing; one that warns completes and the reply names the account with its
 * balance before and after. The balance is read under the account's lock, so two payments that each fit but together
 * would not cannot both pass. Each test makes accounts of its own, so balances start at zero.
 */
const RUN = `N${Date.now().toString(36)}`;
let admin: string;
let seq = 0;
type Doc = Record<string, any>;

const newCashAccount = async (body: Record<string, unknown> = {}) => {
  const r = await call('POST', 'cash-accounts', { token: admin, body: { kind: 'cash', name: `${RUN} kasa ${++seq}`, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; negativeCash: string };
};
const newAccount = async () => {
  const r = await call('POST', 'accounts', { token: admin, body: { name: `${RUN} cari ${++seq}`, kind: 'supplier' } });
  expect(r.status).toBe(201);
  return r.body.response.id as number;
};
const draft = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'documents', { token: admin, body: { date: '2025-03-10', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Doc;
};
const send = (doc: Doc, type: string, lang = 'en') => call('POST', `documents/${doc.id}/events`, { token: admin, body: { type, version: doc.version }, lang });
const complete = async (doc: Doc) => {
  const r = await send(doc, 'COMPLETE');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Doc;
};
const account = async (id: number) =>
  ((await call('GET', 'cash-accounts', { token: admin })).body.response.items as { id: number; balance: string; negativeCash: string }[]).find(
    (i) => i.id === id,
  )!;
const moves = async (id: number) => (await call('GET', `cash-accounts/${id}/statement`, { token: admin })).body.response.total as number;
/** An account holding `amount`, put in by a completed cash slip. */
const funded = async (amount: string, negativeCash?: string) => {
  const box = await newCashAccount(negativeCash ? { negativeCash } : {});
  await complete(await draft({ type: 'cashIn', cashAccountId: box.id, amount }));
  return box.id;
};

beforeAll(async () => {
  admin = await login('admin@demo.test');
});

describe('a cash account’s negative-balance policy', () => {
  it('a new cash box warns, a new bank account or card allows; it is set and changed on the definition, and nothing else is accepted', async () => {
    expect((await newCashAccount()).negativeCash).toBe('warn');
    expect((await newCashAccount({ kind: 'bank' })).negativeCash).toBe('allow');
    expect((await newCashAccount({ kind: 'creditCard' })).negativeCash).toBe('allow');
    const box = await newCashAccount({ negativeCash: 'refuse' });
    expect((await account(box.id)).negativeCash).toBe('refuse');
    const changed = await call('PUT', `cash-accounts/${box.id}`, { token: admin, body: { kind: 'cash', name: `${RUN} kasa ${++seq}`, negativeCash: 'allow' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.response.negativeCash).toBe('allow');
    // a rename alone keeps the policy
    const renamed = await call('PUT', `cash-accounts/${box.id}`, { token: admin, body: { kind: 'cash', name: `${RUN} kasa ${++seq}` } });
    expect(renamed.body.response.negativeCash).toBe('allow');
    const bad = await call('POST', 'cash-accounts', {
      token: admin,
      body: { kind: 'cash', name: `${RUN} kasa ${++seq}`, negativeCash: 'sometimes' },
      lang: 'tr',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['negativeCash']);
  });

  it('refuse: a payment, an expense, a cash slip or a transfer taking the box below zero is refused with its code, in the user’s language, and writes nothing', async () => {
    const box = await funded('100', 'refuse');
    const supplier = await newAccount();
    const rent = (await call('POST', 'definitions/incomeExpense', { token: admin, body: { name: `${RUN} kira`, direction: 'expense' } })).body.response.id;
    const target = (await newCashAccount()).id;
    const drafts = [
      await draft({ type: 'payment', cashAccountId: box, accountId: supplier, amount: '100.01' }),
      await draft({ type: 'expense', cashAccountId: box, incomeExpenseId: rent, amount: '150' }),
      await draft({ type: 'cashOut', cashAccountId: box, amount: '101' }),
      await draft({ type: 'cashTransfer', cashAccountId: box, targetCashAccountId: target, amount: '250' }),
    ];
    for (const d of drafts) {
      const r = await send(d, 'COMPLETE');
      expect([r.status, r.body.code]).toEqual([403, 'cash.negativeBalance']);
      expect(r.body.message).toBe('This document would take a cash account below zero, and that account does not allow a negative balance.');
      expect((await call('GET', `documents/${d.id}`, { token: admin })).body.response.status).toBe('draft');
    }
    const tr = await send(drafts[0]!, 'COMPLETE', 'tr');
    expect(tr.body.message).toBe('Bu belge, eksi bakiyeye izin vermeyen bir kasayı sıfırın altına düşürür.');
    expect([(await account(box)).balance, await moves(box), (await account(target)).balance]).toEqual(['100.00', 1, '0.00']);
    // a payment that leaves it at zero is not below it
    const fits = await complete(await draft({ type: 'payment', cashAccountId: box, accountId: supplier, amount: '100' }));
    expect(fits.negativeCash).toBeUndefined();
    expect((await account(box)).balance).toBe('0.00');
  });

  it('warn: the completion takes the box below zero and the reply names it with its balance before and after', async () => {
    const box = await funded('40');
    const done = await complete(await draft({ type: 'cashOut', cashAccountId: box, amount: '65.50' }));
    expect(done.status).toBe('completed');
    expect(done.negativeCash).toEqual([{ cashBoxId: box, balance: '40.00', after: '-25.50', policy: 'warn' }]);
    expect((await account(box)).balance).toBe('-25.50');
    // money in never warns, nor does money out of an account that allows it
    expect((await complete(await draft({ type: 'cashIn', cashAccountId: box, amount: '1' }))).negativeCash).toBeUndefined();
    const bank = (await newCashAccount({ kind: 'bank' })).id;
    expect((await complete(await draft({ type: 'cashOut', cashAccountId: bank, amount: '10' }))).negativeCash).toBeUndefined();
    expect((await account(bank)).balance).toBe('-10.00');
  });
});

describe('every family that pays cash out keeps the same rule', () => {
  it('a purchase invoice paid in cash out of a refusing box is refused and writes nothing; out of a warning one it completes with the warning', async () => {
    const d = await demo();
    const line = { productId: d.products[0]!.id, quantity: '1', unitPrice: '50.00', vatRate: 0 };
    const invoice = async (cashBoxId: number) => {
      const doc = await draft({
        type: 'purchaseInvoice',
        accountId: d.supplier.id,
        warehouseId: d.warehouse.id,
        cashBoxId,
        paymentType: 'cash',
        lines: [line],
      });
      const started = await send(doc, 'START');
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      return started.body.response as Doc;
    };
    const refusing = await funded('20', 'refuse');
    const refused = await send(await invoice(refusing), 'COMPLETE');
    expect([refused.status, refused.body.code]).toEqual([403, 'cash.negativeBalance']);
    expect([(await account(refusing)).balance, await moves(refusing)]).toEqual(['20.00', 1]);
    const warning = await funded('20');
    const done = await complete(await invoice(warning));
    expect(done.negativeCash).toEqual([{ cashBoxId: warning, balance: '20.00', after: '-30.00', policy: 'warn' }]);
  });
});

describe.skipIf(inject('databaseKind') !== 'postgres')('a refusing cash box under concurrency', () => {
  it('two payments that each fit but together would take the box below zero: at most one completes, the balance never goes below zero', async () => {
    const supplier = await newAccount();
    for (let round = 0; round < 4; round++) {
      const box = await funded('100', 'refuse');
      const [a, b] = [
        await draft({ type: 'payment', cashAccountId: box, accountId: supplier, amount: '60' }),
        await draft({ type: 'payment', cashAccountId: box, accountId: supplier, amount: '70' }),
      ];
      const replies = await Promise.all([send(a, 'COMPLETE'), send(b, 'COMPLETE')]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(replies.find((r) => r.status === 403)!.body.code).toBe('cash.negativeBalance');
      const balance = (await account(box)).balance;
      expect(['40.00', '30.00']).toContain(balance);
      expect(await moves(box)).toBe(2);
    }
  });
});
