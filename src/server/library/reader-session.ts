import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { ReaderClaims } from '../env';

/**
 * A reader's session (/okuyucu): a token of its own, signed with the server's key but for the audience `reader`, which
 * the staff's sign-in check refuses (auth/tokens.ts), so it opens only the reader's routes. It names the company and the
 * member and carries a print of the member's PIN hash: a new PIN ends the sessions made with the old one.
 */
export const READER_AUDIENCE = 'reader';
export const READER_TOKEN_TTL_SECONDS = 2 * 60 * 60;

export const pinPrint = (pinHash: string) => createHash('sha256').update(pinHash).digest('base64url').slice(0, 16);

export async function issueReaderToken(key: Uint8Array, companyId: number, memberId: number, pinHash: string): Promise<{ token: string; expiresIn: number }> {
  const token = await new SignJWT({ cid: companyId, pin: pinPrint(pinHash) })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(READER_AUDIENCE)
    .setSubject(String(memberId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${READER_TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return { token, expiresIn: READER_TOKEN_TTL_SECONDS };
}

export async function readReaderToken(key: Uint8Array, token: string): Promise<ReaderClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: READER_AUDIENCE });
    const memberId = Number(payload.sub);
    const companyId = Number(payload.cid);
    if (!Number.isInteger(memberId) || !Number.isInteger(companyId) || !payload.jti || !payload.exp || typeof payload.pin !== 'string') return null;
    return { companyId, memberId, jti: payload.jti, expiresAt: payload.exp * 1000, pinPrint: payload.pin };
  } catch {
    return null;
  }
}
