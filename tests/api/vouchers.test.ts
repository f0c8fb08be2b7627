import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from './fixtures';
import { call, login } from './client';

/**
 * Current-account vouchers over the documents API: receivable (the account is credited), payable (debited)
 * and transfer (one debited, the other credited) move balances only on completion; completed vouchers are
 * locked; a cancelled draft moves nothing; invalid bodies are 422 with every field and store nothing.
 * Each test uses accounts of its own (RUN in their names), so balances start at zero.
 */
const RUN = `V${Date.now().toString(36)}`;
let admin: string;
let auditor: string;
let seq = 0;

const newAccount = async (kind = 'customer') => {
  const r = await call('POST', 'accounts', { token: admin, body: { name: `${RUN} cari ${++seq}`, kind } });
  expect(r.status).toBe(201);
  return r.body.response.id as number;
};
const voucher = async (body: Record<string, unknown>) => {
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
const count = async () => (await call('GET', 'documents?family=voucher&limit=1', { token: admin })).body.response.total as number;

beforeAll(async () => {
  admin = await login('admin@demo.test');
  auditor = await login('denetci@demo.test');
});

describe('vouchers move account balances on completion', () => {
  it('receivable credits the account (balance goes down), only once it is completed', async () => {
    const acc = await newAccount();
    const d = await voucher({ type: 'receivableVoucher', accountId: acc, amount: '1250.5', description: `${RUN} tahsilat` });
    expect(d).toMatchObject({ status: 'draft', accountId: acc, amount: '1250.50', currency: 'TRY' });
    expect(d.number).toMatch(/^AD2025\d{6}$/);
    expect(d.allowedEvents).toEqual(expect.arrayContaining(['EDIT', 'COMPLETE', 'CANCEL']));
    expect(await balanceOf(admin, acc)).toBe('0.00');
    const done = await complete(d);
    expect(done.status).toBe('completed');
    expect(done.allowedEvents).not.toContain('EDIT');
    expect(await balanceOf(admin, acc)).toBe('-1250.50');
  });

  it('payable debits the account (balance goes up); an edit in draft counts', async () => {
    const acc = await newAccount('supplier');
    let d = await voucher({ type: 'payableVoucher', accountId: acc, amount: '100' });
    const e = await send(d, 'EDIT', { amount: '300.25', dueDate: '2025-04-01' });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    d = e.body.response;
    expect(d).toMatchObject({ amount: '300.25', dueDate: '2025-04-01' });
    await complete(d);
    expect(await balanceOf(admin, acc)).toBe('300.25');
  });

  it('transfer debits accountId and credits targetAccountId', async () => {
    const from = await newAccount();
    const to = await newAccount();
    const d = await voucher({ type: 'transferVoucher', accountId: from, targetAccountId: String(to), amount: '75.10' });
    expect(d.targetAccountId).toBe(to);
    await complete(d);
    expect(await balanceOf(admin, from)).toBe('75.10');
    expect(await balanceOf(admin, to)).toBe('-75.10');
  });

  it('the statement shows the voucher with its number, type and description', async () => {
    const acc = await newAccount();
    const d = await complete(await voucher({ type: 'receivableVoucher', accountId: acc, amount: '40', description: `${RUN} ekstre` }));
    const s = (await call('GET', `accounts/${acc}/statement`, { token: admin })).body.response;
    expect(s.rows).toEqual([
      expect.objectContaining({
        date: '2025-03-10',
        documentId: d.id,
        documentNumber: d.number,
        documentType: 'receivableVoucher',
        description: `${RUN} ekstre`,
        debit: '0.00',
        credit: '40.00',
        balance: '-40.00',
      }),
    ]);
  });
});

describe('locks and cancellation', () => {
  it('a completed voucher refuses EDIT and CANCEL with 409 and stays unchanged; CLOSE then still refuses EDIT', async () => {
    const acc = await newAccount();
    const d = await complete(await voucher({ type: 'receivableVoucher', accountId: acc, amount: '10' }));
    const before = await call('GET', `documents/${d.id}`, { token: admin });
    const edit = await send(d, 'EDIT', { amount: '99' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('voucher.locked');
    const cancel = await send(d, 'CANCEL');
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('voucher.completedCannotCancel');
    expect((await call('GET', `documents/${d.id}`, { token: admin })).body).toEqual(before.body);
    expect(await balanceOf(admin, acc)).toBe('-10.00');
    const closed = await send(d, 'CLOSE');
    expect(closed.status).toBe(200);
    expect(closed.body.response.status).toBe('closed');
    expect((await send(closed.body.response, 'EDIT', { amount: '1' })).status).toBe(409);
  });

  it('a cancelled draft moves nothing', async () => {
    const acc = await newAccount();
    const d = await voucher({ type: 'payableVoucher', accountId: acc, amount: '500' });
    const c = await send(d, 'CANCEL');
    expect(c.status).toBe(200);
    expect(c.body.response.status).toBe('cancelled');
    expect((await send(c.body.response, 'COMPLETE')).status).toBe(409);
    expect(await balanceOf(admin, acc)).toBe('0.00');
    expect((await call('GET', `accounts/${acc}/statement`, { token: admin })).body.response.rows).toEqual([]);
  });

  it('an invalid edit in draft is 409 with the rule and changes nothing', async () => {
    const a = await newAccount();
    const d = await voucher({ type: 'transferVoucher', accountId: a, targetAccountId: await newAccount(), amount: '5' });
    const r = await send(d, 'EDIT', { targetAccountId: String(a) });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('voucher.sameAccount');
    expect((await send(d, 'EDIT', { amount: '0' })).body.code).toBe('voucher.invalidAmount');
  });

  it('an auditor reads vouchers but may not write them', async () => {
    const acc = await newAccount();
    const d = await voucher({ type: 'receivableVoucher', accountId: acc, amount: '1' });
    expect((await call('GET', `documents/${d.id}`, { token: auditor })).status).toBe(200);
    expect((await call('POST', 'documents', { token: auditor, body: { type: 'receivableVoucher', accountId: acc, amount: '1' } })).status).toBe(403);
  });
});

describe('invalid bodies', () => {
  it('422 lists every invalid field in the asked language and stores nothing', async () => {
    const n = await count();
    const r = await call('POST', 'documents', {
      token: admin,
      lang: 'en',
      body: { type: 'transferVoucher', accountId: 'abc', amount: '1,5', date: '2025-02-30', currency: 'XYZ' },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['accountId', 'amount', 'currency', 'date', 'targetAccountId']);
    expect(r.body.errors.amount).toEqual(['The amount must be greater than zero with at most two decimals.']);
    expect(r.body.errors.targetAccountId).toEqual(['A transfer needs the account to be credited.']);
    expect(await count()).toBe(n);
  });

  it.each([
    [{ type: 'receivableVoucher', amount: '10' }, 'accountId'],
    [{ type: 'receivableVoucher', accountId: 1, amount: '0' }, 'amount'],
    [{ type: 'receivableVoucher', accountId: 1, amount: '0.001' }, 'amount'],
    [{ type: 'receivableVoucher', accountId: 1, amount: '-5' }, 'amount'],
    [{ type: 'receivableVoucher', accountId: 1, amount: 10 }, 'amount'],
    [{ type: 'payableVoucher', accountId: 1, amount: '10', targetAccountId: 2 }, 'targetAccountId'],
    [{ type: 'transferVoucher', accountId: 1, amount: '10', targetAccountId: 1 }, 'targetAccountId'],
    [{ type: 'receivableVoucher', accountId: 1, amount: '10', dueDate: 'tomorrow' }, 'dueDate'],
  ])('%j → 422 on %s', async (body, field) => {
    const n = await count();
    const r = await call('POST', 'documents', { token: admin, body });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual([field]);
    expect(await count()).toBe(n);
  });

  it('an account of no record (or of another company) is 422 on its field', async () => {
    const acc = await newAccount();
    const r = await call('POST', 'documents', { token: admin, body: { type: 'transferVoucher', accountId: acc, targetAccountId: 987654, amount: '1' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['targetAccountId']);
  });
});
