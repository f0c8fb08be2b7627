import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOAN_RULE } from '../../src/domain/library/loan-rules';
import { call, login, type CallOptions } from './client';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { startOwnServer } from './own-server';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * Library receipts (issue #18, /kutuphane/fisler): a member's fines and fees paid into a cash account, on the member's
 * current account. On a server of its own, whose loan rules charge a fine from the first late day.
 */
describe('library receipts', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let token: string;
  let cashAccountId: number;
  const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { token, ...opts, base: server.baseUrl });
  const inDays = (n: number) => addDays(businessDay(new Date()), n);

  beforeAll(async () => {
    server = await startOwnServer();
    token = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
    const rules = await api('PUT', 'library/rules', {
      body: { defaultRule: { ...DEFAULT_LOAN_RULE, graceDays: 0, finePerDay: '2.00', fineCap: '20.00' }, cells: [], holdExpiryDays: 7 },
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const boxes = (await api('GET', 'cash-accounts')).body.response.items as { id: number; currency: string }[];
    cashAccountId = boxes.find((b) => b.currency === 'TRY')!.id;
  });
  afterAll(() => server?.close());

  /** A member with a current account of their own, fined 2,00 a day for a copy returned `daysLate` days late. */
  async function finedMember(daysLate: number, withAccount = true) {
    const account = withAccount ? (await api('POST', 'accounts', { body: { name: `Okur ${Date.now()}`, kind: 'customer' } })).body.response.id : null;
    const member = await newLibraryMember(token, { accountId: account }, api);
    const copy = await newLibraryCopy(token, {}, api);
    const lent = await api('POST', 'documents', {
      body: { type: 'loan', event: 'LEND', memberId: member.id, copyId: copy.id, date: inDays(-daysLate - 14), dueDate: inDays(-daysLate) },
    });
    expect(lent.status, JSON.stringify(lent.body)).toBe(201);
    const back = await api('POST', 'library/return', { body: { barcode: copy.barcode } });
    expect(back.body.response.loan.fine).toBe((daysLate * 2).toFixed(2));
    return { member, account: account as number | null };
  }
  const receipt = (body: Record<string, unknown>) => api('POST', 'documents', { body: { type: 'libraryReceipt', cashAccountId, ...body }, lang: 'en' });
  const complete = (doc: { id: number; version: number }) =>
    api('POST', `documents/${doc.id}/events`, { body: { type: 'COMPLETE', version: doc.version }, lang: 'en' });
  const memberPage = async (id: number) => (await api('GET', `library/members/${id}`)).body.response;
  const cashBalance = async () => (await api('GET', 'cash-accounts')).body.response.items.find((b: { id: number }) => b.id === cashAccountId).balance as string;

  it('takes fines and fees into the cash account, charges and settles them on the member’s account, and the member owes the rest', async () => {
    const { member, account } = await finedMember(5);
    expect(await memberPage(member.id)).toMatchObject({ finesTotal: '10.00', finesPaid: '0.00', finesOwed: '10.00', feesPaid: '0.00' });
    const before = await cashBalance();

    const draft = await receipt({ memberId: member.id, amount: '12.00', fineAmount: '7', date: inDays(0) });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.response).toMatchObject({ type: 'libraryReceipt', status: 'draft', accountId: account, fineAmount: '7.00', amount: '12.00' });
    // a draft pays nothing yet
    expect((await memberPage(member.id)).finesOwed).toBe('10.00');
    const done = await complete(draft.body.response);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.response.status).toBe('completed');

    expect(await memberPage(member.id)).toMatchObject({ finesPaid: '7.00', finesOwed: '3.00', feesPaid: '5.00' });
    expect(Number(await cashBalance()) - Number(before)).toBeCloseTo(12, 2);
    const statement = (await api('GET', `accounts/${account}/statement`)).body.response;
    expect(statement.rows.filter((r: { documentId: number }) => r.documentId === draft.body.response.id)).toEqual([
      expect.objectContaining({ debit: '12.00', credit: '0.00' }),
      expect.objectContaining({ debit: '0.00', credit: '12.00' }),
    ]);
    expect(statement.closing).toBe('0.00');
    // the list of receipts is the family's list, filtered to this type
    const list = (await api('GET', 'documents?family=cashVoucher&type=libraryReceipt')).body.response.items;
    expect(list.map((d: { id: number }) => d.id)).toContain(draft.body.response.id);
  });

  it('refuses paying more fines than the member owes by the rule, on creation and on completion', async () => {
    const { member } = await finedMember(2);
    const over = await receipt({ memberId: member.id, amount: '4.01' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('cash.finesOverpaid');
    // fees beyond the fines are not fines: 4,00 of fines and 1,00 of fees is accepted
    const first = await receipt({ memberId: member.id, amount: '5.00', fineAmount: '4.00' });
    const second = await receipt({ memberId: member.id, amount: '1.00' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await complete(first.body.response)).status).toBe(200);
    const late = await complete(second.body.response);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('cash.finesOverpaid');
    expect(await memberPage(member.id)).toMatchObject({ finesOwed: '0.00', finesPaid: '4.00', feesPaid: '1.00' });
  });

  it('two desks completing receipts for the same fine at once: it is paid once', async () => {
    const { member } = await finedMember(3);
    const drafts = await Promise.all(Array.from({ length: 4 }, () => receipt({ memberId: member.id, amount: '6.00' })));
    for (const d of drafts) expect(d.status, JSON.stringify(d.body)).toBe(201);
    const outcomes = await Promise.all(drafts.map((d) => complete(d.body.response)));
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await memberPage(member.id)).toMatchObject({ finesOwed: '0.00', finesPaid: '6.00' });
  });

  it('a bad receipt is a 422 naming each field: no member, fines above the amount, a member without an account, an account given', async () => {
    const bad = await receipt({ amount: '5.00', fineAmount: '6.00', accountId: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['accountId', 'fineAmount', 'memberId']);
    const { member } = await finedMember(1, false);
    const noAccount = await receipt({ memberId: member.id, amount: '1.00' });
    expect(noAccount.status).toBe(422);
    expect(Object.keys(noAccount.body.errors)).toEqual(['memberId']);
    // the other cash vouchers take no member
    const collection = await api('POST', 'documents', { body: { type: 'collection', cashAccountId, accountId: 1, amount: '1.00', memberId: member.id } });
    expect(collection.status).toBe(422);
    expect(Object.keys(collection.body.errors)).toContain('memberId');
  });
});
