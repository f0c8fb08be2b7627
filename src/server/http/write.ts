import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { idempotencyKey, storeReply, storedReply, type StoredReply } from './idempotency';

export { readJsonBody } from './json-body';

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
