import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../domain/date-range';
import { calendarDate } from '../../domain/schemas/fields';
import type { statementSchema } from '../../domain/schemas/statement';

/** A calendar day as YYYY-MM-DD that exists (no 2024-02-30); an empty parameter is no bound. */
const isoDay = z.preprocess((v) => (v === '' ? undefined : v), calendarDate.optional());

const statementQuery = z.object({ from: isoDay, to: isoDay }).superRefine((q, ctx) => {
  if (!dateRangeInOrder(q.from, q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_ORDER_MESSAGE });
});

/**
 * The day a move counts on: the document's own date (its context), else the day the move was written.
 * A malformed stored date never breaks the statement: it falls back too.
 */
const MOVE_DAY = `coalesce(
  case when d.snapshot->'context'->>'date' ~ '^\\d{4}-\\d{2}-\\d{2}$' then (d.snapshot->'context'->>'date')::date end,
  (m.at at time zone 'UTC')::date)`;

interface StatementRow {
  day: string;
  document_id: number | null;
  number: string | null;
  doc_type: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
}

const STATEMENT_SQL = `
with moves as (
  select m.id, m.document_id, m.debit, m.credit, ${MOVE_DAY} as day,
         d.number, d.doc_type, coalesce(d.snapshot->'context'->>'note', d.snapshot->'context'->>'description') as description
    from account_moves m
    left join documents d on d.company_id = m.company_id and d.id = m.document_id
   where m.account_id = $1),
opening as (
  select coalesce(sum(debit - credit) filter (where $2::date is not null and day < $2::date), 0)::numeric(18,2) as amount from moves)
select to_char(mv.day, 'YYYY-MM-DD') as day, mv.document_id, mv.number, mv.doc_type, mv.description,
       mv.debit::numeric(18,2)::text as debit, mv.credit::numeric(18,2)::text as credit,
       (o.amount + sum(mv.debit - mv.credit) over (order by mv.day, mv.id rows between unbounded preceding and current row))::numeric(18,2)::text as balance,
       o.amount::text as opening
  from moves mv cross join opening o
 where ($2::date is null or mv.day >= $2::date) and ($3::date is null or mv.day <= $3::date)
 order by mv.day, mv.id`;

const OPENING_SQL = `
select coalesce(sum(m.debit - m.credit), 0)::numeric(18,2)::text as opening
  from account_moves m
  left join documents d on d.company_id = m.company_id and d.id = m.document_id
 where m.account_id = $1 and $2::date is not null and ${MOVE_DAY} < $2::date`;

/** Exact decimal sums of strings with at most 2 decimals, in cents (BigInt: no float rounding). */
const cents = (v: string): bigint => {
  const neg = v.startsWith('-');
  const [i = '0', f = ''] = (neg ? v.slice(1) : v).split('.');
  const c = BigInt(i) * 100n + BigInt((f + '00').slice(0, 2));
  return neg ? -c : c;
};
const money = (c: bigint): string => {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
};

/** GET /api/accounts/:id/statement?from=&to= — the account's moves with a running balance (cari ekstre). */
export function accountStatementRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/accounts/:id{[0-9]+}/statement', async (c) => {
    const auth = c.var.auth;
    const id = idParam(c);
    const { from, to } = parseWith(statementQuery, c.req.query());
    const result = await c.var.db.company(auth.companyId, async (db) => {
      const account = (
        await db.query<{ id: number; code: string; name: string; kind: string }>(`select id, code, name, kind from accounts where id = $1`, [id])
      ).rows[0];
      if (!account) return null;
      const rows = (await db.query<StatementRow & { opening: string }>(STATEMENT_SQL, [id, from ?? null, to ?? null])).rows;
      const opening = rows[0]?.opening ?? (await db.query<{ opening: string }>(OPENING_SQL, [id, from ?? null])).rows[0]!.opening;
      return { account, rows, opening };
    });
    if (!result) throw fail('NF10004');
    const { account, rows, opening } = result;
    let debit = 0n;
    let credit = 0n;
    for (const r of rows) {
      debit += cents(r.debit);
      credit += cents(r.credit);
    }
    return c.json({
      response: {
        account: { id: account.id, code: account.code, name: account.name, kind: account.kind },
        from: from ?? null,
        to: to ?? null,
        opening,
        rows: rows.map((r) => ({
          date: r.day,
          documentId: r.document_id,
          documentNumber: r.number,
          documentType: r.doc_type,
          description: r.description,
          debit: r.debit,
          credit: r.credit,
          balance: r.balance,
        })),
        closing: rows.length ? rows[rows.length - 1]!.balance : opening,
        totals: { debit: money(debit), credit: money(credit) },
      } satisfies z.input<typeof statementSchema>,
    });
  });

  return app;
}
