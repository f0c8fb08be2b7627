import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ipAllowed } from '../../domain/authorized-ips';
import { definitionRefusal } from '../../domain/authorities';
import type { AppEnv, AuthUser } from '../env';
import { fail } from '../http/errors';
import { findSessionUser } from './queries';
import { readToken } from './tokens';

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return getCookie(c, 'token') ?? null;
}

/**
 * Authenticates the request. `allowExpired` marks the few calls a user with an expired password may
 * still make (renewal, UI settings, logout); every other call answers AU10006 until the password is renewed.
 */
export function requireAuth(key: Uint8Array, opts: { allowExpired?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c);
    if (!token) throw fail('AU10001');
    const claims = await readToken(key, token);
    if (!claims) throw fail('AU10001');
    const row = await c.var.db.system((q) => findSessionUser(q, claims.companyId, claims.userId, claims.jti));
    // logged out, or issued before the user's password last changed
    if (!row || row.revoked || row.session_epoch !== claims.sessionEpoch) throw fail('AU10001');
    if (!ipAllowed(row.authorized_ips, c.var.clientIp)) throw fail('AU10007');
    const auth: AuthUser = {
      id: row.id,
      companyId: row.company_id,
      email: row.email,
      name: row.name,
      roles: row.roles,
      permissions: row.permissions,
      expiredPassword: row.expired_password,
      provider: row.provider,
      jti: claims.jti,
      tokenExpiresAt: claims.expiresAt,
      sessionEpoch: claims.sessionEpoch,
    };
    if (auth.expiredPassword && !opts.allowExpired) throw fail('AU10006');
    c.set('auth', auth);
    await next();
  };
}

/** Admin may do everything; otherwise one of `roles` is needed. */
export function requireRole(...roles: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const have = c.var.auth.roles;
    if (!have.includes('admin') && !roles.some((r) => have.includes(r))) throw fail('PE10003');
    await next();
  };
}

/** Spec §6, definition authority (src/domain/authorities.ts): a role that works with definitions, then the permission. */
export function requireDefinitionAuthority(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refusal = definitionRefusal(c.var.auth);
    if (refusal === 'role') throw fail('PE10003');
    if (refusal === 'permission') throw fail('PE10005');
    await next();
  };
}
