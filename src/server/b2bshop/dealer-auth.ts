import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, DealerClaims } from '../env';
import { fail } from '../http/errors';
import { dealerSession } from './dealer-queries';
import { readDealerToken } from './dealer-session';

/** The dealer's session of a call behind requireDealer. */
export function dealerOf(c: Context<AppEnv>): DealerClaims {
  if (!c.var.dealer) throw fail('BS10004');
  return c.var.dealer;
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * A dealer's session: a dealer token (never a staff or reader one) whose log-in is still active, has the password the
 * token was made with, and did not sign out. Otherwise 401 BS10004, and the shop asks to sign in again.
 */
export function requireDealer(key: Uint8Array): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c);
    const claims = token ? await readDealerToken(key, token) : null;
    if (!claims) throw fail('BS10004');
    const session = await c.var.db.system((q) => dealerSession(q, claims.companyId, claims.accountId, claims.jti));
    if (!session || session.revoked || !session.active || session.passwordEpoch !== claims.passwordEpoch) throw fail('BS10004');
    c.set('dealer', claims);
    await next();
  };
}
