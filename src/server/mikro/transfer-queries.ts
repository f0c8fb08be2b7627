import { randomBytes } from 'node:crypto';
import type { Transfer } from '../../domain/schemas/mikro';
import type { MikroRefusal, TransferState } from '../../domain/mikro/transfers';
import type { Queryable } from '../db/database';

/** The SQL of documents' transfers to Mikro (migration mikro). */
export interface TransferRow {
  id: number;
  company_id: number;
  document_id: number;
  document_type: string;
  document_number: string;
  transfer_key: string;
  state: TransferState;
  mikro_number: string | null;
  error_code: MikroRefusal | null;
  error_message: string | null;
  attempts: number;
  updated_at: Date;
}

const COLUMNS = `t.id, t.company_id, t.document_id, d.doc_type as document_type, d.number as document_number, t.transfer_key, t.state, t.mikro_number,
  t.error_code, t.error_message, t.attempts, t.updated_at`;
const FROM = `mikro_transfers t join documents d on d.company_id = t.company_id and d.id = t.document_id`;

export const transferJson = (r: TransferRow): Transfer => ({
  id: r.id,
  documentId: r.document_id,
  documentType: r.document_type,
  documentNumber: r.document_number,
  transferKey: r.transfer_key,
  state: r.state,
  mikroNumber: r.mikro_number,
  errorCode: r.error_code,
  errorMessage: r.error_message,
  attempts: r.attempts,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Our key of a document at Mikro: 20 characters, letters and digits only, never the same twice. */
const newTransferKey = () => `DF${randomBytes(9).toString('hex').toUpperCase()}`;

/** Queues a completed document for Mikro, once: the unique index holds one transfer per document. */
export async function queueTransfer(q: Queryable, companyId: number, documentId: number): Promise<void> {
  await q.query(`insert into mikro_transfers (company_id, document_id, transfer_key) values ($1, $2, $3) on conflict (company_id, document_id) do nothing`, [
    companyId,
    documentId,
    newTransferKey(),
  ]);
}

export async function findTransfer(q: Queryable, id: number): Promise<TransferRow | undefined> {
  return (await q.query<TransferRow>(`select ${COLUMNS} from ${FROM} where t.id = $1`, [id])).rows[0];
}

export async function transferOfDocument(q: Queryable, documentId: number): Promise<TransferRow | undefined> {
  return (await q.query<TransferRow>(`select ${COLUMNS} from ${FROM} where t.document_id = $1`, [documentId])).rows[0];
}

export async function listTransfers(q: Queryable, state: TransferState | null, limit: number): Promise<TransferRow[]> {
  const r = await q.query<TransferRow>(`select ${COLUMNS} from ${FROM} where ($1::text is null or t.state = $1) order by t.id desc limit $2`, [state, limit]);
  return r.rows;
}

/**
 * Takes the short lease of talking to Mikro about a waiting transfer: only one caller at a time does (the others
 * leave it be); undefined when it is no longer waiting or another caller holds it.
 */
export async function claimWaiting(q: Queryable, id: number, ms: number): Promise<TransferRow | undefined> {
  const r = await q.query<{ id: number }>(
    `update mikro_transfers set claimed_until = now() + $2::integer * interval '1 millisecond', attempts = attempts + 1
      where id = $1 and state = 'waiting' and (claimed_until is null or claimed_until < now()) returning id`,
    [id, ms],
  );
  return r.rows[0] ? findTransfer(q, id) : undefined;
}

/** Records Mikro's answer: sent with its number, or failed with its reason; the claim is given back. */
export async function settleTransfer(
  q: Queryable,
  id: number,
  outcome: { state: 'sent'; number: string } | { state: 'failed'; code: MikroRefusal; message: string },
): Promise<TransferRow | undefined> {
  await q.query(
    `update mikro_transfers set state = $2, mikro_number = $3, error_code = $4, error_message = $5, claimed_until = null, updated_at = now()
      where id = $1 and state = 'waiting'`,
    outcome.state === 'sent' ? [id, 'sent', outcome.number, null, null] : [id, 'failed', null, outcome.code, outcome.message.slice(0, 500)],
  );
  return findTransfer(q, id);
}

/** Notes a try Mikro did not answer: the transfer stays waiting, and is tried again after `ms`. */
export async function noteTry(q: Queryable, id: number, message: string, ms: number): Promise<void> {
  await q.query(
    `update mikro_transfers set error_code = null, error_message = $2, claimed_until = null, next_try_at = now() + $3::integer * interval '1 millisecond',
            updated_at = now() where id = $1`,
    [id, message.slice(0, 500), ms],
  );
}

/** Puts failed transfers back in the queue (all of them when `ids` is null); answers the ids put back. */
export async function rearmFailed(q: Queryable, ids: readonly number[] | null): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `update mikro_transfers set state = 'waiting', next_try_at = now(), updated_at = now()
      where state = 'failed' and ($1::integer[] is null or id = any($1::integer[])) returning id`,
    [ids],
  );
  return r.rows.map((x) => x.id).sort((a, b) => a - b);
}

/** The waiting transfers of every company the background round sends now (system role). */
export async function dueTransfers(q: Queryable, limit: number): Promise<{ company_id: number; id: number }[]> {
  const r = await q.query<{ company_id: number; id: number }>(
    `select company_id, id from mikro_transfers
      where state = 'waiting' and next_try_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_try_at, id limit $1`,
    [limit],
  );
  return r.rows;
}
