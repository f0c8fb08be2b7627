import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DealerClaims } from '../env';

/**
 * A dealer's session in the B2B shop: a token of its own, signed with the server's key but for the audience `dealer`,
 * which the staff's sign-in check refuses (auth/tokens.ts) and the reader area's too, so it opens only the shop's
 * routes. It names the company, the dealer's account and the epoch of its password: a new password ends the old sessions.
 */
export const DEALER_AUDIENCE = 'dealer';
export const DEALER_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export async function issueDealerToken(
  key: Uint8Array,
  companyId: number,
  accountId: number,
  passwordEpoch: number,
): Promise<{ token: string; expiresIn: number }> {
  const token = await new SignJWT({ cid: companyId, pep: passwordEpoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(DEALER_AUDIENCE)
    .setSubject(String(accountId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEALER_TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return { token, expiresIn: DEALER_TOKEN_TTL_SECONDS };
}

export async function readDealerToken(key: Uint8Array, token: string): Promise<DealerClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: DEALER_AUDIENCE });
    const accountId = Number(payload.sub);
    const companyId = Number(payload.cid);
    const passwordEpoch = Number(payload.pep);
    if (!Number.isInteger(accountId) || !Number.isInteger(companyId) || !Number.isInteger(passwordEpoch) || !payload.jti || !payload.exp) return null;
    return { companyId, accountId, jti: payload.jti, expiresAt: payload.exp * 1000, passwordEpoch };
  } catch {
    return null;
  }
}
