import { cashShortages, negativeCashReason, type CashBalance, type CashMoveAmount, type CashShortage } from '../../domain/cash/negative-cash';
import type { Queryable } from '../db/database';
import { refusedByRule } from '../http/errors';
import { lockCashBalances } from './row-locks';

/** The moves' accounts, a move naming none being the company's first cash box (where the ledger writes it). */
const FIRST_CASH_BOX = `(select id from cash_boxes where kind = 'cash' order by id limit 1)`;

/**
 * The balance and policy of each account the moves take money out of, read under the accounts' balance locks
 * (row-locks.ts, in id order), which the transaction holds until its moves are written and committed.
 */
async function readBalances(
  q: Queryable,
  moves: readonly { cashBoxId: number | null; amount: string }[],
): Promise<{ moves: CashMoveAmount[]; balances: Record<string, CashBalance> }> {
  const named = await q.query<{ id: number | null }>(
    `select coalesce(k.id, ${FIRST_CASH_BOX}) as id from unnest($1::integer[]) with ordinality as k (id, n) order by k.n`,
    [moves.map((m) => m.cashBoxId)],
  );
  const resolved = moves.map((m, i) => ({ cashBoxId: String(named.rows[i]?.id ?? ''), amount: m.amount }));
  const outIds = [...new Set(resolved.filter((m) => m.amount.startsWith('-') && m.cashBoxId).map((m) => Number(m.cashBoxId)))].sort((a, b) => a - b);
  if (outIds.length === 0) return { moves: resolved, balances: {} };
  await lockCashBalances(q, outIds);
  const r = await q.query<{ id: number; policy: CashBalance['policy']; balance: string }>(
    `select b.id, b.negative_cash as policy,
            coalesce((select sum(t.amount_in - t.amount_out) from cash_day_totals t where t.cash_box_id = b.id), 0)::text as balance
       from cash_boxes b where b.id = any($1::integer[])`,
    [outIds],
  );
  return { moves: resolved, balances: Object.fromEntries(r.rows.map((row) => [String(row.id), { balance: row.balance, policy: row.policy }])) };
}

/**
 * The rule on a cash box going below zero (src/domain/cash/negative-cash.ts), on the moves a completion is about to
 * write (signed, in each account's currency): refused where the account refuses it, else what it warns of.
 */
export async function checkCashBalances(q: Queryable, moves: readonly { cashBoxId: number | null; amount: string }[]): Promise<CashShortage[]> {
  if (!moves.some((m) => m.amount.startsWith('-'))) return [];
  const read = await readBalances(q, moves);
  const shortages = cashShortages(read.moves, read.balances);
  const reason = negativeCashReason(shortages);
  if (reason) throw refusedByRule(reason);
  return shortages;
}
