import { Dec } from '../../../domain/money/decimal';
import type { ReportRow } from '../../../domain/schemas/reports';
import type { Queryable } from '../../db/database';
import type { ReportWindow, ReportWindowAnswer } from '../definition';
import { CASH_MOVE_LIRA, MOVE_FOREIGN_AMOUNT, MOVE_FOREIGN_CURRENCY } from '../queries';
import { labelJoin, labelOf, orderOf, pageOf, pageWithTotals, Params, whereOf, type SortColumn } from './sql-window';
import { idOf, snapshotOf } from '../../documents/snapshot-fields';

/**
 * The windows of the account and cash ledgers (issue #16): a page is one range of the ledger's index in its order
 * (day, then the order of writing; migrations 080 and 082), and the balance after each of its moves is the sum of the
 * account's day totals before its day and of its own day's moves up to it (`account_day_totals`, `cash_day_totals`),
 * not a running sum over every move. Sorted by the balance itself, every balance is needed: then the ledger is
 * summed whole as the plain reading does. The totals and counts come from the day totals.
 */

const DOC = snapshotOf('d');

type Translate = (key: string) => string;

interface Dated {
  from?: string;
  to?: string;
}

function dayConditions(p: Params, f: Dated, column: string): string[] {
  const c: string[] = [];
  if (f.from) c.push(`${column} >= ${p.add(f.from)}::date`);
  if (f.to) c.push(`${column} <= ${p.add(f.to)}::date`);
  return c;
}

/** Balances of moves by id, as text with two decimals. */
async function balancesOf(q: Queryable, sql: string, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const r = await q.query<{ id: number; balance: string }>(sql, [ids]);
  return new Map(r.rows.map((b) => [Number(b.id), b.balance]));
}

const ACCOUNT_SORTS: Record<string, SortColumn> = {
  date: { expr: 'm.on_date', notNull: true },
  code: { expr: 'a.code' },
  account: { expr: 'a.name' },
  documentId: { expr: 'm.document_id' },
  number: { expr: 'd.number' },
  documentType: { expr: `case when d.doc_type is not null then ${labelOf('dt', 'documentTypes', 'd.doc_type')} end` },
  debit: { expr: 'm.debit', notNull: true },
  credit: { expr: 'm.credit', notNull: true },
  balance: { expr: 'm.balance', notNull: true },
  foreignAmount: { expr: MOVE_FOREIGN_AMOUNT.replace('::text', '') },
  foreignCurrency: { expr: MOVE_FOREIGN_CURRENCY },
};

const ACCOUNT_BALANCES = `
  select m.id, (coalesce((select sum(t.debit - t.credit) from account_day_totals t
                           where t.company_id = m.company_id and t.account_id = m.account_id and t.on_date < m.on_date), 0)
              + (select sum(x.debit - x.credit) from account_moves x
                  where x.company_id = m.company_id and x.account_id = m.account_id and x.on_date = m.on_date and x.id <= m.id))::numeric(18, 2)::text as balance
    from account_moves m where m.id = any($1::integer[])`;

interface AccountMoveRow {
  id: number;
  day: string;
  code: string;
  account: string;
  document_id: number | null;
  number: string | null;
  document_type: string | null;
  debit: string;
  credit: string;
  balance: string | null;
  foreign_amount: string | null;
  foreign_currency: string | null;
}

/** The account ledger's moves (cariislem), each with its account's balance after it over all its moves. */
export async function accountMovesWindow(
  q: Queryable,
  f: Dated & { accountId?: number; groupId?: number },
  translate: Translate,
  w: ReportWindow,
): Promise<ReportWindowAnswer> {
  const p = new Params();
  const byBalance = w.sort.key === 'balance';
  const accountFilter = byBalance && f.accountId !== undefined ? `where x.account_id = ${p.add(f.accountId)}::integer` : '';
  const moves = byBalance
    ? `(select x.*, sum(x.debit - x.credit) over (partition by x.account_id order by x.on_date, x.id) as balance from account_moves x ${accountFilter}) m`
    : `account_moves m`;
  const conditions = dayConditions(p, f, 'm.on_date');
  if (!byBalance && f.accountId !== undefined) conditions.push(`m.account_id = ${p.add(f.accountId)}::integer`);
  if (f.groupId !== undefined) conditions.push(`a.group_id = ${p.add(f.groupId)}::integer`);
  const source = `from ${moves}
    join accounts a on a.company_id = m.company_id and a.id = m.account_id
    left join documents d on d.company_id = m.company_id and d.id = m.document_id
    ${labelJoin(p, translate, 'documentTypes', 'dt', 'd.doc_type')}
    ${whereOf(conditions)}`;
  const rows = await pageOf<AccountMoveRow>(
    q,
    p,
    `m.id, to_char(m.on_date, 'YYYY-MM-DD') as day, a.code, a.name as account, m.document_id, d.number, ${ACCOUNT_SORTS.documentType!.expr} as document_type,
     m.debit::numeric(18, 2)::text as debit, m.credit::numeric(18, 2)::text as credit, ${byBalance ? 'm.balance::numeric(18, 2)::text' : 'null'} as balance,
     ${MOVE_FOREIGN_AMOUNT} as foreign_amount, ${MOVE_FOREIGN_CURRENCY} as foreign_currency`,
    source,
    orderOf(ACCOUNT_SORTS, ['m.id'], w),
    w,
  );
  const balances = byBalance
    ? null
    : await balancesOf(
        q,
        ACCOUNT_BALANCES,
        rows.map((r) => Number(r.id)),
      );
  const t = new Params();
  const totalConditions = dayConditions(t, f, 't.on_date');
  if (f.accountId !== undefined) totalConditions.push(`t.account_id = ${t.add(f.accountId)}::integer`);
  if (f.groupId !== undefined) totalConditions.push(`a.group_id = ${t.add(f.groupId)}::integer`);
  const sums = await q.query<{ total: number; debit: string; credit: string }>(
    `select coalesce(sum(t.moves), 0)::integer as total, coalesce(sum(t.debit), 0)::text as debit, coalesce(sum(t.credit), 0)::text as credit
       from account_day_totals t join accounts a on a.company_id = t.company_id and a.id = t.account_id ${whereOf(totalConditions)}`,
    t.values,
  );
  const s = sums.rows[0]!;
  return {
    rows: rows.map((r): ReportRow => ({
      date: r.day,
      code: r.code,
      account: r.account,
      documentId: r.document_id,
      number: r.number,
      documentType: r.document_type,
      debit: r.debit,
      credit: r.credit,
      balance: r.balance ?? balances!.get(Number(r.id)) ?? null,
      foreignAmount: r.foreign_amount,
      foreignCurrency: r.foreign_currency,
    })),
    totals: { debit: s.debit, credit: s.credit },
    total: s.total,
  };
}

const CASH_SORTS: Record<string, SortColumn> = {
  date: { expr: 'm.on_date', notNull: true },
  cashAccount: { expr: 'b.name' },
  currency: { expr: 'coalesce(m.currency, b.currency)' },
  documentId: { expr: 'm.document_id' },
  number: { expr: 'd.number' },
  documentType: { expr: `case when d.doc_type is not null then ${labelOf('dt', 'documentTypes', 'd.doc_type')} end` },
  account: { expr: 'a.name' },
  in: { expr: 'greatest(m.amount, 0)', notNull: true },
  out: { expr: 'greatest(-m.amount, 0)', notNull: true },
  balance: { expr: 'm.balance', notNull: true },
  lira: { expr: CASH_MOVE_LIRA },
};

const CASH_BALANCES = `
  select m.id, (coalesce((select sum(t.amount_in - t.amount_out) from cash_day_totals t
                           where t.company_id = m.company_id and t.cash_box_id = m.cash_box_id and t.on_date < m.on_date), 0)
              + (select sum(x.amount) from cash_moves x
                  where x.company_id = m.company_id and x.cash_box_id = m.cash_box_id and x.on_date = m.on_date and x.id <= m.id))::numeric(18, 2)::text as balance
    from cash_moves m where m.id = any($1::integer[])`;

interface CashMoveRow {
  id: number;
  day: string;
  cash_account: string;
  currency: string;
  document_id: number | null;
  number: string | null;
  document_type: string | null;
  account: string | null;
  amount: string;
  balance: string | null;
  lira: string | null;
}

/** The cash ledger's moves (kasaislem), in and out, each with its cash or bank account's balance after it. */
export async function cashMovesWindow(q: Queryable, f: Dated & { cashAccountId?: number }, translate: Translate, w: ReportWindow): Promise<ReportWindowAnswer> {
  const p = new Params();
  const byBalance = w.sort.key === 'balance';
  const boxFilter = byBalance && f.cashAccountId !== undefined ? `where x.cash_box_id = ${p.add(f.cashAccountId)}::integer` : '';
  const moves = byBalance
    ? `(select x.*, sum(x.amount) over (partition by x.cash_box_id order by x.on_date, x.id) as balance from cash_moves x ${boxFilter}) m`
    : `cash_moves m`;
  const conditions = dayConditions(p, f, 'm.on_date');
  if (!byBalance && f.cashAccountId !== undefined) conditions.push(`m.cash_box_id = ${p.add(f.cashAccountId)}::integer`);
  const source = `from ${moves}
    join cash_boxes b on b.company_id = m.company_id and b.id = m.cash_box_id
    left join documents d on d.company_id = m.company_id and d.id = m.document_id
    left join accounts a on a.company_id = m.company_id and a.id = ${idOf(DOC.accountId)}
    ${labelJoin(p, translate, 'documentTypes', 'dt', 'd.doc_type')}
    ${whereOf(conditions)}`;
  const rows = await pageOf<CashMoveRow>(
    q,
    p,
    `m.id, to_char(m.on_date, 'YYYY-MM-DD') as day, b.name as cash_account, coalesce(m.currency, b.currency) as currency, m.document_id, d.number,
     ${CASH_SORTS.documentType!.expr} as document_type, a.name as account, m.amount::text as amount,
     ${byBalance ? 'm.balance::numeric(18, 2)::text' : 'null'} as balance, ${CASH_MOVE_LIRA}::text as lira`,
    source,
    orderOf(CASH_SORTS, ['m.id'], w),
    w,
  );
  const balances = byBalance
    ? null
    : await balancesOf(
        q,
        CASH_BALANCES,
        rows.map((r) => Number(r.id)),
      );
  const t = new Params();
  const totalConditions = dayConditions(t, f, 't.on_date');
  if (f.cashAccountId !== undefined) totalConditions.push(`t.cash_box_id = ${t.add(f.cashAccountId)}::integer`);
  const sums = await q.query<{ total: number; in: string; out: string }>(
    `select coalesce(sum(t.count_in + t.count_out), 0)::integer as total, coalesce(sum(t.amount_in), 0)::text as in, coalesce(sum(t.amount_out), 0)::text as out
       from cash_day_totals t join cash_boxes b on b.company_id = t.company_id and b.id = t.cash_box_id ${whereOf(totalConditions)}`,
    t.values,
  );
  const s = sums.rows[0]!;
  return {
    rows: rows.map((r): ReportRow => {
      const amount = new Dec(r.amount);
      return {
        date: r.day,
        cashAccount: r.cash_account,
        currency: r.currency,
        documentId: r.document_id,
        number: r.number,
        documentType: r.document_type,
        account: r.account,
        in: amount.gte(0) ? amount.toFixed(2) : '0.00',
        out: amount.lt(0) ? amount.negated().toFixed(2) : '0.00',
        balance: r.balance ?? balances!.get(Number(r.id)) ?? null,
        lira: r.lira,
      };
    }),
    totals: { in: s.in, out: s.out },
    total: s.total,
  };
}

const ACCOUNT_BALANCE_SORTS: Record<string, SortColumn> = {
  accountId: { expr: 'b.account_id', notNull: true },
  code: { expr: 'b.code' },
  name: { expr: 'b.name' },
  debit: { expr: 'b.debit', notNull: true },
  credit: { expr: 'b.credit', notNull: true },
  balance: { expr: 'b.balance', notNull: true },
};

/** Every account's debits and credits of `from`–`to` and its balance on `to` (caribakiye), from its day totals. */
export async function accountBalancesWindow(
  q: Queryable,
  f: Dated & { accountId?: number; groupId?: number },
  _translate: Translate,
  w: ReportWindow,
): Promise<ReportWindowAnswer> {
  const p = new Params();
  const inRange = dayConditions(p, f, 't.on_date');
  const through = f.to ? `t.on_date <= ${p.add(f.to)}::date` : 'true';
  const conditions: string[] = [];
  if (f.accountId !== undefined) conditions.push(`a.id = ${p.add(f.accountId)}::integer`);
  if (f.groupId !== undefined) conditions.push(`a.group_id = ${p.add(f.groupId)}::integer`);
  const range = inRange.length ? inRange.join(' and ') : 'true';
  const withClause = `with s as (
      select t.account_id, sum(t.debit) filter (where ${range}) as debit, sum(t.credit) filter (where ${range}) as credit,
             sum(t.debit - t.credit) filter (where ${through}) as balance
        from account_day_totals t group by t.account_id),
    b as (
      select a.id as account_id, a.code, a.name, coalesce(s.debit, 0)::numeric(18, 2) as debit, coalesce(s.credit, 0)::numeric(18, 2) as credit,
             coalesce(s.balance, 0)::numeric(18, 2) as balance
        from accounts a left join s on s.account_id = a.id ${whereOf(conditions)})`;
  const r = await pageWithTotals<{ account_id: number; code: string; name: string; debit: string; credit: string; balance: string }>(
    q,
    p,
    withClause,
    `b.account_id, b.code, b.name, b.debit::text as debit, b.credit::text as credit, b.balance::text as balance`,
    'from b',
    { debit: 'b.debit', credit: 'b.credit', balance: 'b.balance' },
    orderOf(ACCOUNT_BALANCE_SORTS, ['b.account_id'], w),
    w,
  );
  return {
    ...r,
    rows: r.rows.map((b) => ({ accountId: b.account_id, code: b.code, name: b.name, debit: b.debit, credit: b.credit, balance: b.balance })),
  };
}
