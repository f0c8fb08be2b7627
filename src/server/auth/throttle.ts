import type { Queryable } from '../db/database';

/**
 * Failed password checks make the next tries wait, counted two ways:
 * - per e-mail *and* client address: FREE_FAILURES free, then the wait doubles. Keyed by the address too, so
 *   that an attacker failing from one address never locks the real user out from another;
 * - per client address over every e-mail: FREE_ADDRESS_FAILURES free (an office may share one address), then
 *   the wait doubles, so that one address spraying a password over many e-mails is slowed. Its count starts
 *   again after ADDRESS_QUIET_SECONDS without a failure, and a success does not reset it (else one known
 *   good account would let the spraying go on).
 */
export const FREE_FAILURES = 5;
export const FREE_ADDRESS_FAILURES = 20;
export const MAX_WAIT_SECONDS = 300;
export const ADDRESS_QUIET_SECONDS = 60 * 60;

export interface Attempt {
  email: string;
  clientIp: string;
}

export function waitAfter(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - free));
}

export const remaining = (lastFailureAt: Date, waitSeconds: number, now: number) =>
  Math.max(0, Math.ceil((new Date(lastFailureAt).getTime() + waitSeconds * 1000 - now) / 1000));

/** Seconds the caller still has to wait before trying this e-mail from this address again (0 = may try now). */
export async function secondsToWait(q: Queryable, { email, clientIp }: Attempt, now = Date.now()): Promise<number> {
  const r = await q.query<{ failures: number; last_failure_at: Date; free: number }>(
    `select failures, last_failure_at, ${FREE_FAILURES} as free from login_failures where email = $1 and client_ip = $2
     union all
     select failures, last_failure_at, ${FREE_ADDRESS_FAILURES} as free from login_address_failures
      where client_ip = $2 and last_failure_at > now() - make_interval(secs => ${ADDRESS_QUIET_SECONDS})`,
    [email, clientIp],
  );
  return Math.max(0, ...r.rows.map((row) => remaining(row.last_failure_at, waitAfter(row.failures, row.free), now)));
}

export async function recordFailure(q: Queryable, { email, clientIp }: Attempt): Promise<void> {
  await q.query(
    `insert into login_failures (email, client_ip, failures, last_failure_at) values ($1, $2, 1, now())
     on conflict (email, client_ip) do update set failures = login_failures.failures + 1, last_failure_at = now()`,
    [email, clientIp],
  );
  await q.query(
    `insert into login_address_failures (client_ip, failures, last_failure_at) values ($1, 1, now())
     on conflict (client_ip) do update
       set failures = case when login_address_failures.last_failure_at > now() - make_interval(secs => ${ADDRESS_QUIET_SECONDS})
                           then login_address_failures.failures + 1 else 1 end,
           last_failure_at = now()`,
    [clientIp],
  );
}

/** A success clears this e-mail's count from this address (not the address's count, see above). */
export async function clearFailures(q: Queryable, { email, clientIp }: Attempt): Promise<void> {
  await q.query(`delete from login_failures where email = $1 and client_ip = $2`, [email, clientIp]);
}
