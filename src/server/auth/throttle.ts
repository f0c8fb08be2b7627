import type { Queryable } from '../db/database';

/** Failures allowed before each next try has to wait; the wait doubles with every further failure. */
export const FREE_FAILURES = 5;
export const MAX_WAIT_SECONDS = 300;

export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** Seconds the caller still has to wait before trying this e-mail again (0 = may try now). */
export async function secondsToWait(q: Queryable, email: string, now = Date.now()): Promise<number> {
  const r = await q.query<{ failures: number; last_failure_at: Date }>(`select failures, last_failure_at from login_failures where email = $1`, [email]);
  const row = r.rows[0];
  if (!row) return 0;
  const until = new Date(row.last_failure_at).getTime() + waitAfter(row.failures) * 1000;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export async function recordFailure(q: Queryable, email: string): Promise<void> {
  await q.query(
    `insert into login_failures (email, failures, last_failure_at) values ($1, 1, now())
     on conflict (email) do update set failures = login_failures.failures + 1, last_failure_at = now()`,
    [email],
  );
}

export async function clearFailures(q: Queryable, email: string): Promise<void> {
  await q.query(`delete from login_failures where email = $1`, [email]);
}
