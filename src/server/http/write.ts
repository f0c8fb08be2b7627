import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { invalid } from './errors';
import { idempotencyKey, storeReply, storedReply, type StoredReply } from './idempotency';

/** The raw body (for the idempotency fingerprint) and its JSON; unreadable JSON is a 422, never a 500. */
export async function readJsonBody(c: Context<AppEnv>): Promise<{ text: string; json: unknown }> {
  const text = await c.req.text();
  if (!text.trim()) return { text, json: {} };
  try {
    return { text, json: JSON.parse(text) };
  } catch {
    throw invalid({ _: [{ key: 'validation.invalid' }] });
  }
}

/**
 * Runs a write in one company transaction, honouring Idempotency-Key: a retry with the same key and body
 * gets the first reply and changes nothing; the reply is stored in the same transaction as the change.
 * A thrown error rolls everything back and stores nothing, so such a retry runs again.
 */
export async function idempotentWrite(c: Context<AppEnv>, bodyText: string, run: (q: Queryable) => Promise<StoredReply>): Promise<Response> {
  const auth = c.var.auth;
  const idem = idempotencyKey(c.req.header('idempotency-key'), c.req.method, c.req.path, bodyText);
  const reply = await c.var.db.company(auth.companyId, async (q) => {
    if (idem) {
      const earlier = await storedReply(q, idem);
      if (earlier) return earlier;
    }
    const out = await run(q);
    if (idem) await storeReply(q, auth.companyId, idem, out);
    return out;
  });
  return c.json(reply.body as object, reply.status as ContentfulStatusCode);
}
