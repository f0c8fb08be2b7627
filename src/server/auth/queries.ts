import type { Queryable } from '../db/database';

/** The SQL of users and sessions: log-in, the session check, log-out and the password change. */

interface UserColumns {
  id: number;
  company_id: number;
  email: string;
  name: string;
  roles: string[];
  permissions: string[];
  expired_password: boolean;
  authorized_ips: string;
  session_epoch: number;
}

export interface LoginUserRow extends UserColumns {
  password_hash: string;
  active: boolean;
}

export interface SessionUserRow extends UserColumns {
  provider: boolean;
  /** the token was logged out */
  revoked: boolean;
}

/** The user of an e-mail (already lower-case), of any company: the log-in runs before a company is known. */
export async function findLoginUser(q: Queryable, email: string): Promise<LoginUserRow | undefined> {
  const r = await q.query<LoginUserRow>(
    `select id, company_id, email, name, password_hash, roles, permissions, expired_password, authorized_ips, session_epoch, active from users where lower(email) = $1`,
    [email],
  );
  return r.rows[0];
}

/** The user a token names (none once deactivated), and whether the token was logged out. */
export async function findSessionUser(q: Queryable, companyId: number, userId: number, jti: string): Promise<SessionUserRow | undefined> {
  const r = await q.query<SessionUserRow>(
    `select u.id, u.company_id, u.email, u.name, u.roles, u.permissions, u.expired_password, u.authorized_ips, u.session_epoch, u.provider,
            exists (select 1 from revoked_tokens t where t.jti = $3) as revoked
       from users u where u.company_id = $1 and u.id = $2 and u.active`,
    [companyId, userId, jti],
  );
  return r.rows[0];
}

export async function insertRevokedToken(q: Queryable, jti: string, expiresAt: Date): Promise<void> {
  await q.query(`insert into revoked_tokens (jti, expires_at) values ($1, $2) on conflict (jti) do nothing`, [jti, expiresAt]);
}

/** The user's stored password hash; '' when there is no such user. */
export async function findPasswordHash(q: Queryable, companyId: number, userId: number): Promise<string> {
  const r = await q.query<{ password_hash: string }>(`select password_hash from users where company_id = $1 and id = $2`, [companyId, userId]);
  return r.rows[0]?.password_hash ?? '';
}

/**
 * Stores a new password hash and ends every session of the user (its epoch goes up), if the epoch is still
 * `sessionEpoch`. Answers the new epoch, or null when another session changed the password first.
 */
export async function updatePassword(q: Queryable, companyId: number, userId: number, hash: string, sessionEpoch: number): Promise<number | null> {
  const r = await q.query<{ session_epoch: number }>(
    `update users set password_hash = $3, expired_password = false, password_changed_at = now(), session_epoch = session_epoch + 1
      where company_id = $1 and id = $2 and session_epoch = $4 returning session_epoch`,
    [companyId, userId, hash, sessionEpoch],
  );
  return r.rows[0]?.session_epoch ?? null;
}
