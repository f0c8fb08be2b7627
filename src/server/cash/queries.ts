import type { CashAccountBody, CashAccountKind, CashStatementQuery } from '../../domain/schemas/cash-accounts';
import { defaultNegativeCashPolicy, type NegativeCashPolicy } from '../../domain/cash/negative-cash';
import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of cash and bank accounts (rows of cash_boxes) and of their statements (the cash ledger, cash_moves). */

const DOC = snapshotOf('d');

export interface CashAccountRow {
  id: number;
  kind: CashAccountKind;
  name: string;
  currency: string;
  iban: string | null;
  bank: string | null;
  accountNumber: string | null;
  holder: string | null;
  branch: string | null;
  exchangeRate: string | null;
  negativeCash: NegativeCashPolicy;
}

const KIND_OUT = `case b.kind when 'credit' then 'creditCard' else b.kind end`;
const ACCOUNT_COLUMNS = `b.id, ${KIND_OUT} as kind, b.name, b.currency, b.iban, b.bank, b.account_number as "accountNumber", b.holder, b.branch,
  b.exchange_rate::text as "exchangeRate", b.negative_cash as "negativeCash"`;
const BALANCE = `coalesce((select sum(m.amount) from cash_moves m where m.company_id = b.company_id and m.cash_box_id = b.id), 0)::numeric(18,2)::text`;

export async function listCashAccounts(q: Queryable): Promise<(CashAccountRow & { balance: string })[]> {
  return (await q.query<CashAccountRow & { balance: string }>(`select ${ACCOUNT_COLUMNS}, ${BALANCE} as balance from cash_boxes b order by b.id`)).rows;
}

export async function findCashAccount(q: Queryable, id: number): Promise<(CashAccountRow & { balance: string; moves: number }) | null> {
  const r = await q.query<CashAccountRow & { balance: string; moves: number }>(
    `select ${ACCOUNT_COLUMNS}, ${BALANCE} as balance,
            (select count(*)::integer from (select 1 from cash_moves m where m.company_id = b.company_id and m.cash_box_id = b.id limit 1) x) as moves
       from cash_boxes b where b.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

const dbKind = (k: CashAccountKind) => (k === 'creditCard' ? 'credit' : k);
const values = (b: CashAccountBody) => [dbKind(b.kind), b.name, b.currency, b.iban, b.bank, b.accountNumber, b.holder, b.branch, b.exchangeRate];

export async function insertCashAccount(q: Queryable, companyId: number, b: CashAccountBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into cash_boxes (kind, name, currency, iban, bank, account_number, holder, branch, exchange_rate, negative_cash, company_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [...values(b), b.negativeCash ?? defaultNegativeCashPolicy(b.kind), companyId],
  );
  return r.rows[0]!.id;
}

/** A save without a negative-cash policy keeps the account's. */
export async function updateCashAccount(q: Queryable, id: number, b: CashAccountBody): Promise<void> {
  await q.query(
    `update cash_boxes set kind = $1, name = $2, currency = $3, iban = $4, bank = $5, account_number = $6, holder = $7, branch = $8, exchange_rate = $9,
            negative_cash = coalesce($10, negative_cash)
      where id = $11`,
    [...values(b), b.negativeCash ?? null, id],
  );
}

/** Takes the account's row lock, so that a currency change and a voucher's completion on it take turns. */
export async function lockCashAccount(q: Queryable, id: number): Promise<void> {
  await q.query(`select 1 from cash_boxes where id = $1 for update`, [id]);
}

// ---- the statement ----

export interface StatementMoveRow {
  id: number;
  date: string;
  documentId: number | null;
  documentType: string | null;
  documentNumber: string | null;
  note: string | null;
  /** what a till session's own move is (`opening`, `overShort`): the statement says so where the session has no note */
  moveKind: string | null;
  accountName: string | null;
  amount: string;
  currency: string;
  exchangeRate: string | null;
  counterAmount: string | null;
  counterCurrency: string | null;
}

type Filter = Pick<CashStatementQuery, 'from' | 'to' | 'direction' | 'q'>;

/**
 * $1 the account, $2 from, $3 to, $4 direction, $5 the searched text (folded to lower case). The text is searched in
 * the document's number and note: only then is the documents table joined (SEARCH_JOIN), so that a statement without
 * it reads the cash ledger alone.
 */
const FILTER = `m.on_date >= coalesce($2::date, '-infinity'::date) and m.on_date <= coalesce($3::date, 'infinity'::date)
  and ($4::text is null or ($4::text = 'in' and m.amount >= 0) or ($4::text = 'out' and m.amount < 0))
  and ($5::text is null or strpos(lower(coalesce(d.number, '') || ' ' || coalesce(${DOC.note}, '')), $5::text) > 0)`;
const SEARCH_JOIN = `left join documents d on d.company_id = m.company_id and d.id = m.document_id`;
/** Without a searched text the documents are not read: `d` is a row of nulls the filter never looks at. */
const NO_JOIN = `cross join (select null::text as number, null::jsonb as snapshot) d`;
const joinFor = (f: Filter) => (f.q ? SEARCH_JOIN : NO_JOIN);
const filterParams = (id: number, f: Filter) => [id, f.from ?? null, f.to ?? null, f.direction ?? null, f.q ? f.q.toLocaleLowerCase('tr') : null];

const MOVE_COLUMNS = `m.id, to_char(m.on_date, 'YYYY-MM-DD') as date, m.document_id as "documentId", d.doc_type as "documentType", d.number as "documentNumber",
  coalesce(${DOC.note}, ${DOC.description}) as note,
  case when m.kind in ('opening', 'overShort') then m.kind end as "moveKind", a.name as "accountName",
  m.amount::text as amount, coalesce(m.currency, b.currency) as currency, m.exchange_rate::text as "exchangeRate",
  m.counter_amount::text as "counterAmount", m.counter_currency as "counterCurrency"`;
const MOVE_JOINS = `join cash_boxes b on b.company_id = m.company_id and b.id = m.cash_box_id
  left join documents d on d.company_id = m.company_id and d.id = m.document_id
  left join accounts a on a.company_id = m.company_id and a.id::text = ${DOC.accountId}`;

const DAY_IN_RANGE = `($2::date is null or t.on_date >= $2::date) and ($3::date is null or t.on_date <= $3::date)`;

/**
 * The count and the money in and out of the filtered moves, the balances before and at the end of the range: from the
 * account's day totals (migration 025), one row a day; a searched text needs the moves themselves.
 */
export async function statementSummary(
  q: Queryable,
  id: number,
  f: Filter,
): Promise<{ total: number; in: string; out: string; opening: string; closing: string }> {
  if (f.q) return statementSummaryOfMoves(q, id, f);
  const r = await q.query<{ total: number; in: string; out: string; opening: string; closing: string }>(
    `select coalesce(sum(case when $4::text is distinct from 'out' then t.count_in else 0 end + case when $4::text is distinct from 'in' then t.count_out else 0 end)
                       filter (where ${DAY_IN_RANGE}), 0)::integer as total,
            coalesce(sum(case when $4::text is distinct from 'out' then t.amount_in else 0 end) filter (where ${DAY_IN_RANGE}), 0)::numeric(18,2)::text as in,
            coalesce(sum(case when $4::text is distinct from 'in' then t.amount_out else 0 end) filter (where ${DAY_IN_RANGE}), 0)::numeric(18,2)::text as out,
            coalesce(sum(t.amount_in - t.amount_out) filter (where $2::date is not null and t.on_date < $2::date), 0)::numeric(18,2)::text as opening,
            coalesce(sum(t.amount_in - t.amount_out) filter (where $3::date is null or t.on_date <= $3::date), 0)::numeric(18,2)::text as closing
       from cash_day_totals t where t.cash_box_id = $1`,
    filterParams(id, f).slice(0, 4),
  );
  return r.rows[0]!;
}

/** The same figures in one pass over the account's moves, for a statement searching a text. */
async function statementSummaryOfMoves(q: Queryable, id: number, f: Filter) {
  const r = await q.query<{ total: number; in: string; out: string; opening: string; closing: string }>(
    `select count(*) filter (where ${FILTER})::integer as total,
            coalesce(sum(m.amount) filter (where ${FILTER} and m.amount >= 0), 0)::numeric(18,2)::text as in,
            coalesce(-sum(m.amount) filter (where ${FILTER} and m.amount < 0), 0)::numeric(18,2)::text as out,
            coalesce(sum(m.amount) filter (where $2::date is not null and m.on_date < $2::date), 0)::numeric(18,2)::text as opening,
            coalesce(sum(m.amount) filter (where $3::date is null or m.on_date <= $3::date), 0)::numeric(18,2)::text as closing
       from cash_moves m ${joinFor(f)} where m.cash_box_id = $1`,
    filterParams(id, f),
  );
  return r.rows[0]!;
}

/**
 * A page of the filtered moves in day order, each with the account's balance after it (over every move of the
 * account, filtered or not): the sum before the page's first move, then a running sum over the moves the page spans.
 */
export async function statementPage(q: Queryable, id: number, f: Filter, limit: number, offset: number): Promise<(StatementMoveRow & { balance: string })[]> {
  const rows = (
    await q.query<StatementMoveRow>(
      `with page as (select m.* from cash_moves m ${joinFor(f)} where m.cash_box_id = $1 and ${FILTER} order by m.on_date, m.id limit $6 offset $7)
       select ${MOVE_COLUMNS} from page m ${MOVE_JOINS} order by m.on_date, m.id`,
      [...filterParams(id, f), limit, offset],
    )
  ).rows;
  if (rows.length === 0) return [];
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const sums = await q.query<{ id: number; balance: string }>(
    // the days before the first move's from the day totals, then its own day's moves before it
    `with before as (select (select coalesce(sum(amount_in - amount_out), 0) from cash_day_totals where cash_box_id = $1 and on_date < $2::date)
                          + (select coalesce(sum(amount), 0) from cash_moves where cash_box_id = $1 and on_date = $2::date and id < $3::integer) as amount)
     select m.id, (before.amount + sum(m.amount) over (order by m.on_date, m.id))::numeric(18,2)::text as balance
       from cash_moves m cross join before
      where m.cash_box_id = $1 and (m.on_date, m.id) >= ($2::date, $3::integer) and (m.on_date, m.id) <= ($4::date, $5::integer)`,
    [id, first.date, first.id, last.date, last.id],
  );
  const balance = new Map(sums.rows.map((s) => [s.id, s.balance]));
  return rows.map((r) => ({ ...r, balance: balance.get(r.id)! }));
}

/** Every filtered move with its balance (the CSV export). */
export async function statementAll(q: Queryable, id: number, f: Filter): Promise<(StatementMoveRow & { balance: string })[]> {
  return (
    await q.query<StatementMoveRow & { balance: string }>(
      `select ${MOVE_COLUMNS}, m.balance from (
         select x.*, (sum(x.amount) over (order by x.on_date, x.id))::numeric(18,2)::text as balance from cash_moves x where x.cash_box_id = $1) m
       ${MOVE_JOINS} where ${FILTER} order by m.on_date, m.id`,
      filterParams(id, f),
    )
  ).rows;
}
