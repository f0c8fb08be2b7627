import type { Queryable } from '../db/database';
import { idOf, snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the e-document send queue (migration 035): enqueue, take due jobs under a lease, record what happened. */

const DOCUMENTS = snapshotOf();
const EDOC = snapshotOf('e');
const SOURCE = snapshotOf('s');

export type JobPhase = 'send' | 'poll' | 'held' | 'done';

export interface SendJob {
  edocument_id: number;
  company_id: number;
  source_id: number;
  phase: JobPhase;
  failures: number;
}

/** A queued e-document gets its job in the transaction that queued it; a second QUEUE or a second e-document of the source adds none. */
export async function enqueueSend(q: Queryable, edocumentId: number): Promise<void> {
  await q.query(
    `insert into edocument_jobs (edocument_id, company_id, source_id)
     select id, company_id, (${DOCUMENTS.documentId})::integer from documents
      where id = $1 and ${DOCUMENTS.documentId} ~ '^[0-9]{1,9}$'
     on conflict do nothing`,
    [edocumentId],
  );
}

/** Sending again a document the integrator refused for good tries it once more, now. */
export async function rearmHeldJob(q: Queryable, edocumentId: number): Promise<void> {
  await q.query(`update edocument_jobs set phase = 'send', run_at = now(), failures = 0 where edocument_id = $1 and phase = 'held'`, [edocumentId]);
}

/**
 * Takes up to `limit` due jobs of every company and leases them for `leaseMs`: `skip locked` lets several workers
 * share the queue, the lease gives a job back to the queue if its worker dies while calling the integrator. A document
 * is sent only once every lower number of its GİB series (letters and year) is sent or held: GİB refuses a number
 * lower than one it already has, so a retried send must not be overtaken.
 */
export async function claimDueJobs(q: Queryable, limit: number, leaseMs: number): Promise<SendJob[]> {
  // each series' lowest number still to send, found once per claim rather than once per waiting job: a month's
  // invoices queued together would otherwise cost the square of their count on every claim
  const r = await q.query<SendJob>(
    `with unsent as (
       select o.company_id, left(os.gib_number, 7) as series, min(os.gib_number) as first
         from edocument_jobs o join documents os on os.id = o.source_id
        where o.phase = 'send' and os.gib_number is not null
        group by o.company_id, left(os.gib_number, 7))
     update edocument_jobs set locked_until = now() + $2::integer * interval '1 millisecond'
      where edocument_id in (
        select j.edocument_id from edocument_jobs j
          join documents s on s.id = j.source_id
          left join unsent u on u.company_id = j.company_id and u.series = left(s.gib_number, 7)
         where j.phase in ('send', 'poll') and j.run_at <= now() and (j.locked_until is null or j.locked_until < now())
           and (j.phase = 'poll' or u.first is null or s.gib_number <= u.first)
         order by j.run_at, j.edocument_id limit $1 for update of j skip locked)
     returning edocument_id, company_id, source_id, phase, failures`,
    [limit, leaseMs],
  );
  return r.rows;
}

/** The job's next step, its lease given back. */
export async function scheduleJob(
  q: Queryable,
  edocumentId: number,
  next: { phase: JobPhase; afterMs: number; failures: number; lastError: string | null },
): Promise<void> {
  await q.query(
    `update edocument_jobs set phase = $2, run_at = now() + $3::integer * interval '1 millisecond', failures = $4, last_error = $5, locked_until = null
      where edocument_id = $1`,
    [edocumentId, next.phase, Math.round(next.afterMs), next.failures, next.lastError],
  );
}

/** The ETTN a document's UBL was given (null before its first UBL). */
export async function findEttn(q: Queryable, documentId: number): Promise<string | undefined> {
  return (await q.query<{ ettn: string | null }>(`select ettn::text as ettn from documents where id = $1`, [documentId])).rows[0]?.ettn ?? undefined;
}

/** The e-document of a source document, if one was made (a cancelled one does not count). */
export async function findEdocumentOf(q: Queryable, sourceId: number): Promise<number | undefined> {
  const r = await q.query<{ id: number }>(
    `select id from documents where doc_type in ('eInvoice', 'eArchive', 'eWaybill') and ${DOCUMENTS.documentId} = $1 and status <> 'cancelled'
      order by id limit 1`,
    [String(sourceId)],
  );
  return r.rows[0]?.id;
}

export interface EdocumentListRow {
  id: number;
  doc_type: string;
  status: string;
  context: { attempts?: number; lastError?: string; date?: string };
  ettn: string | null;
  gib_number: string | null;
  source_id: number | null;
  source_number: string | null;
  source_type: string | null;
  account_name: string | null;
  updated_at: Date | string;
}

const LIST_SQL = `select e.id, e.doc_type, e.status, ${EDOC.context} as context, s.ettn::text as ettn, s.gib_number, s.id as source_id,
         s.number as source_number, s.doc_type as source_type, a.name as account_name, e.updated_at
    from documents e
    left join documents s on s.id = ${idOf(EDOC.documentId)}
    left join accounts a on a.id = ${idOf(SOURCE.accountId)}
   where e.doc_type in ('eInvoice', 'eArchive', 'eWaybill')`;

export async function findEdocumentRow(q: Queryable, id: number): Promise<EdocumentListRow | undefined> {
  return (await q.query<EdocumentListRow>(`${LIST_SQL} and e.id = $1`, [id])).rows[0];
}

export async function listEdocumentRows(
  q: Queryable,
  f: { status?: string; sourceId?: number; limit: number; offset: number },
): Promise<{ rows: EdocumentListRow[]; total: number }> {
  const where = `${LIST_SQL} and ($1::text is null or e.status = $1) and ($2::integer is null or s.id = $2)`;
  const params = [f.status ?? null, f.sourceId ?? null];
  const rows = await q.query<EdocumentListRow>(`${where} order by e.id desc limit $3 offset $4`, [...params, f.limit, f.offset]);
  const total = await q.query<{ n: number }>(`select count(*)::integer as n from (${where}) x`, params);
  return { rows: rows.rows, total: total.rows[0]!.n };
}
