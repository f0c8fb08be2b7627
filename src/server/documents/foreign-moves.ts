import type { Queryable } from '../db/database';
import { fail } from '../http/errors';
import { exchangeDifferenceMove, foreignNets, type ForeignPosition } from '../../domain/money/lira';
import { cashBoxOf, cashMoveInBoxCurrency } from './ledger-rows';
import { lockForeignPositions } from './row-locks';

type Params = Record<string, unknown>;

/**
 * The account's open position in one foreign currency: the foreign amounts of its moves in that currency (signed:
 * debit − credit) and the lira they were booked at, kur farkı moves included (their foreign amount is zero).
 */
const POSITION_SQL = `
select coalesce(sum(m.foreign_amount), 0)::text as foreign,
       coalesce(sum(m.debit - m.credit), 0)::text as lira
  from account_moves m
 where m.account_id = $1::integer and m.currency = $2 and m.foreign_amount is not null`;

/**
 * A document's account moves and, after them, the kur farkı moves of its foreign-currency ones (src/domain/money/lira.ts),
 * against each account's open position before them. The accounts' rows are held (key share) until the transaction
 * ends, so that a card's currency change (masterdata/queries.ts) sees these moves or comes before them; two documents
 * on one account's currency take turns (row-locks.ts), so that neither reads a position the other is changing.
 */
export async function accountMovesWithDifferences(q: Queryable, moves: readonly Params[]): Promise<Params[]> {
  const accountIds = [...new Set(moves.map((m) => Number(m.accountId)).filter(Number.isSafeInteger))].sort((a, b) => a - b);
  if (accountIds.length) await q.query(`select 1 from accounts where id = any($1::integer[]) order by id for key share`, [accountIds]);
  const nets = foreignNets(moves);
  if (!nets.length) return [...moves];
  await lockForeignPositions(
    q,
    nets.map((n) => `${n.accountId}:${n.currency}`),
  );
  const out: Params[] = [];
  for (const net of nets) {
    const open = (await q.query<ForeignPosition>(POSITION_SQL, [net.accountId, net.currency])).rows[0]!;
    const move = exchangeDifferenceMove(net, open);
    if (move) out.push(move);
  }
  return [...moves, ...out];
}

/**
 * A foreign-currency document's cash moves (a cash invoice) in the currency of the cash account they go to: the
 * foreign amount into an account of that currency, the lira into a lira account; an account of a third currency is
 * refused (FX10001). Moves without a lira equivalent (lira documents, cash vouchers, which state their own) stay as they are.
 */
export async function cashMovesInBoxCurrency(q: Queryable, moves: readonly Params[]): Promise<Params[]> {
  const out: Params[] = [];
  for (const p of moves) {
    if (typeof p.lira !== 'string' || typeof p.exchangeRate !== 'string') {
      out.push(p);
      continue;
    }
    const box = await q.query<{ currency: string }>(
      `select currency from cash_boxes where id = coalesce($1::integer, (select id from cash_boxes where kind = 'cash' order by id limit 1))`,
      [cashBoxOf(p)],
    );
    const moved = cashMoveInBoxCurrency(p, box.rows[0]?.currency ?? 'TRY');
    if (!moved) throw fail('FX10001');
    out.push(moved);
  }
  return out;
}
