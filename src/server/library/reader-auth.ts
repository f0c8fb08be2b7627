import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, ReaderClaims } from '../env';
import { fail } from '../http/errors';
import { readerSessionMember } from './reader-queries';
import { pinPrint, readReaderToken } from './reader-session';
import { companyToday } from '../clock';

/** The reader's session of a call behind requireReader. */
export function readerOf(c: Context<AppEnv>): ReaderClaims {
  if (!c.var.reader) throw fail('RD10002');
  return c.var.reader;
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * A reader's session: a reader token (never a staff one) whose member is still active, not expired, has the PIN the
 * token was made with, and did not sign out. Otherwise 401 RD10002, and the reader area asks for the card again.
 */
export function requireReader(key: Uint8Array): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c);
    const claims = token ? await readReaderToken(key, token) : null;
    if (!claims) throw fail('RD10002');
    const { member, today } = await c.var.db.system(async (q) => ({
      member: await readerSessionMember(q, claims.companyId, claims.memberId, claims.jti),
      today: await companyToday(q, claims.companyId),
    }));
    if (!member || member.revoked || !member.active || !member.pinHash || pinPrint(member.pinHash) !== claims.pinPrint) throw fail('RD10002');
    if (member.expiresOn !== null && member.expiresOn < today) throw fail('RD10002');
    c.set('reader', claims);
    await next();
  };
}
