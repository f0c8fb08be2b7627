import type { Queryable } from '../db/database';
import { ADDRESS_QUIET_SECONDS, remaining, waitAfter } from '../auth/throttle';

/** The SQL of "forgot my password" (migration library_messages_password_reset): its one-time tokens and the requests' count. */

/** Reset links asked for from one address before the next ones wait (doubling), as failed log-ins do. */
export const FREE_RESET_REQUESTS = 5;

/** Seconds a client address still has to wait before asking for another reset link (0: may ask now). */
export async function resetWaitSeconds(q: Queryable, clientIp: string, now = Date.now()): Promise<number> {
  const r = await q.query<{ requests: number; last_request_at: Date }>(
    `select requests, last_request_at from password_reset_requests
      where client_ip = $1 and last_request_at > now() - make_interval(secs => ${ADDRESS_QUIET_SECONDS})`,
    [clientIp],
  );
  const row = r.rows[0];
  return row ? remaining(row.last_request_at, waitAfter(row.requests, FREE_RESET_REQUESTS), now) : 0;
}

/** Counts a request from the address; the count starts again after a quiet hour. */
export async function recordResetRequest(q: Queryable, clientIp: string): Promise<void> {
  await q.query(
    `insert into password_reset_requests (client_ip, requests, last_request_at) values ($1, 1, now())
     on conflict (client_ip) do update
       set requests = case when password_reset_requests.last_request_at > now() - make_interval(secs => ${ADDRESS_QUIET_SECONDS})
                           then password_reset_requests.requests + 1 else 1 end,
           last_request_at = now()`,
    [clientIp],
  );
}

/** Whether the user was sent a link that still holds less than `seconds` ago (then no second one goes: no mail bombing). */
export async function recentResetExists(q: Queryable, userId: number, seconds: number, now: Date): Promise<boolean> {
  const r = await q.query(
    `select 1 from password_reset_tokens where user_id = $1 and used_at is null and expires_at > $2 and created_at > now() - make_interval(secs => $3)`,
    [userId, now, seconds],
  );
  return r.rowCount > 0;
}

export async function insertResetToken(q: Queryable, o: { hash: string; companyId: number; userId: number; expiresAt: Date }): Promise<void> {
  await q.query(`insert into password_reset_tokens (token_hash, company_id, user_id, expires_at) values ($1, $2, $3, $4)`, [
    o.hash,
    o.companyId,
    o.userId,
    o.expiresAt,
  ]);
}

/**
 * Uses the token once: marked used in one statement, so two confirmations of one link never both pass. Its user
 * (still active), or undefined for a token unknown, used or expired at `now`. The user's other links end with it.
 */
export async function useResetToken(q: Queryable, hash: string, now: Date): Promise<{ company_id: number; user_id: number; email: string } | undefined> {
  const r = await q.query<{ company_id: number; user_id: number }>(
    `update password_reset_tokens set used_at = now() where token_hash = $1 and used_at is null and expires_at > $2 returning company_id, user_id`,
    [hash, now],
  );
  const token = r.rows[0];
  if (!token) return undefined;
  await q.query(`update password_reset_tokens set used_at = now() where company_id = $1 and user_id = $2 and used_at is null`, [
    token.company_id,
    token.user_id,
  ]);
  const user = await q.query<{ email: string }>(`select email from users where company_id = $1 and id = $2 and active`, [token.company_id, token.user_id]);
  return user.rows[0] && { ...token, email: user.rows[0].email };
}

/** The new password stored, and every session of the user ended (its epoch moves on); an expired password is renewed by it. */
export async function resetPassword(q: Queryable, companyId: number, userId: number, hash: string): Promise<void> {
  await q.query(
    `update users set password_hash = $3, expired_password = false, password_changed_at = now(), session_epoch = session_epoch + 1
      where company_id = $1 and id = $2`,
    [companyId, userId, hash],
  );
}
