import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { fail, invalid } from './errors';

export interface IdempotencyKey {
  key: string;
  requestHash: string;
}

const keySchema = z.string().min(1).max(100);

/** A key past the documented 100 characters (or empty) is a 422 on every write, whether the route keeps keys or not. */
export function checkIdempotencyHeader(header: string | undefined): void {
  if (header !== undefined && !keySchema.safeParse(header).success) throw invalid({ 'Idempotency-Key': [{ key: 'validation.maxLength', values: { n: 100 } }] });
}

/** Reads the Idempotency-Key header (if any) and fingerprints the request it came with. */
export function idempotencyKey(header: string | undefined, method: string, path: string, body: string): IdempotencyKey | null {
  if (header === undefined) return null;
  checkIdempotencyHeader(header);
  return { key: header, requestHash: createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex') };
}

export interface StoredReply {
  status: number;
  body: unknown;
}

/** The reply stored for this key, or null; the same key with another request is a 422. */
export async function storedReply(q: Queryable, idem: IdempotencyKey): Promise<StoredReply | null> {
  // a retry racing its original waits here until the original's transaction has stored its reply
  await q.query(`select pg_advisory_xact_lock(hashtext(current_setting('app.company_id', true) || ':' || $1))`, [idem.key]);
  const r = await q.query<{ request_hash: string; status: number; body: unknown }>(
    `select request_hash, status, body from idempotency_keys where key = $1 and created_at > now() - interval '30 days'`,
    [idem.key],
  );
  const row = r.rows[0];
  if (!row) return null;
  if (row.request_hash !== idem.requestHash) throw fail('VA10023');
  return { status: row.status, body: row.body };
}

export async function storeReply(q: Queryable, companyId: number, idem: IdempotencyKey, reply: StoredReply): Promise<void> {
  await q.query(
    `insert into idempotency_keys (company_id, key, request_hash, status, body) values ($1, $2, $3, $4, $5)
     on conflict (company_id, key) do update set request_hash = excluded.request_hash, status = excluded.status, body = excluded.body, created_at = now()`,
    [companyId, idem.key, idem.requestHash, reply.status, JSON.stringify(reply.body)],
  );
}
