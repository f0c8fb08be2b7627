import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/database';

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface TokenClaims {
  userId: number;
  companyId: number;
  jti: string;
  expiresAt: number;
  /** the user's session epoch when the token was issued: a password change moves it on, ending older tokens */
  sessionEpoch: number;
}

/** The signing key lives in the database so that every app process behind a balancer shares it. */
export async function loadSigningKey(db: Database, fromEnv: string | null): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const value = await db.system(async (q) => {
    await q.query(`insert into system_settings (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [randomBytes(48).toString('base64')]);
    const r = await q.query<{ value: string }>(`select value from system_settings where key = 'jwt_secret'`);
    return r.rows[0]!.value;
  });
  return new TextEncoder().encode(value);
}

export async function issueToken(key: Uint8Array, userId: number, companyId: number, sessionEpoch: number): Promise<{ token: string; expiresIn: number }> {
  const token = await new SignJWT({ cid: companyId, sep: sessionEpoch })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return { token, expiresIn: TOKEN_TTL_SECONDS };
}

export async function readToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    // a token for an audience (a reader's session, library/reader-session.ts) is no staff session
    if (payload.aud !== undefined) return null;
    const userId = Number(payload.sub);
    const companyId = Number(payload.cid);
    // tokens issued before epochs existed carry none: epoch 0, ended by the user's first password change
    const sessionEpoch = payload.sep === undefined ? 0 : Number(payload.sep);
    if (!Number.isInteger(userId) || !Number.isInteger(companyId) || !Number.isInteger(sessionEpoch) || !payload.jti || !payload.exp) return null;
    return { userId, companyId, jti: payload.jti, expiresAt: payload.exp * 1000, sessionEpoch };
  } catch {
    return null;
  }
}
