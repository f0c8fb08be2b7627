import { pointsPosition } from '../../domain/loyalty/balance';
import type { Queryable } from '../db/database';
import { companyToday } from '../clock';
import { asMoves } from './queries';

/**
 * What each of these accounts may spend today (the domain's rule over its ledger, as the card shows it), for a page
 * of the offline till's download: one read of their rows; an account without any is left out (it holds none).
 */
export async function pointsBalances(q: Queryable, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (!accountIds.length) return new Map();
  const r = await q.query<{ account_id: number; points: number; on_date: string; expires_on: string | null }>(
    `select account_id, points, on_date::text as on_date, expires_on::text as expires_on
       from points_moves where account_id = any($1::integer[]) order by account_id, on_date, id`,
    [accountIds],
  );
  const byAccount = new Map<number, typeof r.rows>();
  for (const row of r.rows) {
    const rows = byAccount.get(row.account_id) ?? [];
    rows.push(row);
    byAccount.set(row.account_id, rows);
  }
  const today = await companyToday(q);
  return new Map([...byAccount].map(([id, rows]) => [id, pointsPosition(asMoves(rows), today).balance]));
}
