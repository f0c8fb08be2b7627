import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #16: an account move keeps the day it counts on (its document's date) and `account_day_totals` (migration
 * 080) sums the account ledger per account and day in the transaction that writes the moves; `cariislem` and
 * `kasaislem` give a page's balances from the day totals before its day and the day's own moves. After random
 * collections and payments, back-dated ones among them, the day totals equal the ledger, every move's day is its
 * document's date, and each move's balance in both reports (from the first day, and from a later one) is the running
 * sum of the account's and the cash box's moves in day order, then the order of writing.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let token: string;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const api = (method: string, path: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const created = async (path: string, body: object): Promise<number> => {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
};
const count = async (sql: string) => Number((await server.db.system((q) => q.query<{ n: number }>(sql))).rows[0]!.n);

const DAYS = ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09'];
type Step = { kind: 'collection' | 'payment'; day: number; amount: string };
const step = fc.record({
  kind: fc.constantFrom('collection' as const, 'payment' as const),
  day: fc.integer({ min: 0, max: DAYS.length - 1 }),
  amount: fc.integer({ min: 1, max: 99999 }).map((c) => (c / 100).toFixed(2)),
});

async function report(name: string, query: string) {
  const r = await api('GET', `reports/${name}?${query}&limit=100`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { rows: Record<string, string | null>[]; totals: Record<string, string>; total: number };
}

beforeAll(async () => {
  server = await startOwnServer();
  token = await login('admin@demo.test', 'demo1234', server.baseUrl);
}, 120_000);
afterAll(() => server?.close());

describe('the account ledger day totals', () => {
  it('equal the ledger after random back-dated documents, and the reports give each move its account’s and cash box’s balance in day order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 6 }), async (steps) => {
        const account = await created('accounts', { name: unique('Gün cari'), kind: 'customer' });
        const box = await created('cash-accounts', { kind: 'cash', name: unique('Gün kasa') });
        // an opening collection on the first day keeps the box above zero whatever the payments
        const all: Step[] = [{ kind: 'collection', day: 0, amount: '5000.00' }, ...steps];
        for (const s of all) {
          const r = await api('POST', 'documents', { type: s.kind, cashAccountId: box, accountId: account, amount: s.amount, date: DAYS[s.day] });
          expect(r.status, JSON.stringify(r.body)).toBe(201);
          const done = await api('POST', `documents/${r.body.response.id}/events`, { type: 'COMPLETE', version: r.body.response.version });
          expect(done.status, JSON.stringify(done.body)).toBe(200);
        }
        expect(
          await count(`with l as (select company_id, account_id, on_date, sum(debit) as debit, sum(credit) as credit, count(*)::integer as moves
                                    from account_moves group by 1, 2, 3)
                       select count(*)::integer as n from l full join account_day_totals t using (company_id, account_id, on_date)
                        where l.account_id is null or t.account_id is null or t.debit <> l.debit or t.credit <> l.credit or t.moves <> l.moves`),
          'days whose totals differ from the ledger',
        ).toBe(0);
        expect(
          await count(`select count(*)::integer as n from account_moves m join documents d on d.company_id = m.company_id and d.id = m.document_id
                        where m.on_date is distinct from (d.snapshot->'context'->>'date')::date`),
          'moves whose day is not their document’s date',
        ).toBe(0);
        // the ledger in day order, then as written; a collection is credited to the customer and taken into the box
        const ordered = all.map((s, i) => ({ ...s, i })).sort((a, b) => a.day - b.day || a.i - b.i);
        let balance = new Dec(0);
        let cash = new Dec(0);
        const expected = ordered.map((s) => {
          const credit = s.kind === 'collection';
          balance = credit ? balance.minus(s.amount) : balance.plus(s.amount);
          cash = credit ? cash.plus(s.amount) : cash.minus(s.amount);
          return { date: DAYS[s.day]!, account: balance.toFixed(2), cash: cash.toFixed(2) };
        });
        for (const from of [DAYS[0]!, DAYS[2]!]) {
          const want = expected.filter((e) => e.date >= from);
          const [moves, box_] = await Promise.all([
            report('cariislem', `accountId=${account}&from=${from}`),
            report('kasaislem', `cashAccountId=${box}&from=${from}`),
          ]);
          expect(moves.rows.map((r) => [r.date, r.balance])).toEqual(want.map((e) => [e.date, e.account]));
          expect(box_.rows.map((r) => [r.date, r.balance])).toEqual(want.map((e) => [e.date, e.cash]));
          expect(moves.total).toBe(want.length);
          const byBalance = await report('cariislem', `accountId=${account}&from=${from}&sort=balance`);
          expect(byBalance.rows.map((r) => r.balance).sort()).toEqual(want.map((e) => e.account).sort());
        }
      }),
      { numRuns: 6, seed: 1608 },
    );
  }, 180_000);
});
