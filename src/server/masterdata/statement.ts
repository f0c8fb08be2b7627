import { Hono } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../domain/date-range';
import { calendarDate } from '../../domain/schemas/fields';
import { findAccountHeader, listStatementRows } from './queries';
import type { statementSchema } from '../../domain/schemas/statement';

/** A calendar day as YYYY-MM-DD that exists (no 2024-02-30); an empty parameter is no bound. */
const isoDay = z.preprocess((v) => (v === '' ? undefined : v), calendarDate.optional());

export const statementQuery = z.object({ from: isoDay, to: isoDay }).superRefine((q, ctx) => {
  if (!dateRangeInOrder(q.from, q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_ORDER_MESSAGE });
});

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

/**
 * The account's statement between the days (cari ekstre): its moves with a running balance, the opening and closing
 * balance and the totals; null when the company has no such account. The panel's statement and the shop dealer's own
 * (/api/shop/account/statement) are this one.
 */
export async function accountStatement(
  db: Queryable,
  id: number,
  from: string | undefined,
  to: string | undefined,
): Promise<z.input<typeof statementSchema> | null> {
  const account = await findAccountHeader(db, id);
  if (!account) return null;
  const { rows, opening } = await listStatementRows(db, id, from ?? null, to ?? null);
  let debit = 0n;
  let credit = 0n;
  for (const r of rows) {
    debit += cents(r.debit);
    credit += cents(r.credit);
  }
  return {
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
      ...(r.foreign_amount ? { foreignAmount: r.foreign_amount, foreignCurrency: r.foreign_currency, exchangeRate: r.exchange_rate } : {}),
      ...(r.kind === 'exchangeDifference' ? { kind: r.kind, foreignCurrency: r.foreign_currency } : {}),
    })),
    closing: rows.length ? rows[rows.length - 1]!.balance : opening,
    totals: { debit: money(debit), credit: money(credit) },
  };
}

/** GET /api/accounts/:id/statement?from=&to= — the account's moves with a running balance (cari ekstre). */
export function accountStatementRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/accounts/:id{[0-9]+}/statement', async (c) => {
    const auth = c.var.auth;
    const id = idParam(c);
    const { from, to } = parseWith(statementQuery, c.req.query());
    const statement = await c.var.db.company(auth.companyId, (db) => accountStatement(db, id, from, to));
    if (!statement) throw fail('NF10004');
    return c.json({ response: statement });
  });

  return app;
}
