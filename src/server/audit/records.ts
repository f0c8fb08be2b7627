import type { Queryable } from '../db/database';
import type { Problem } from './check-document';
import type { LedgerDifference, VerificationBody } from '../../domain/schemas/audit';

export type VerificationStatus = 'running' | 'done' | 'failed';

export interface VerificationRecord {
  id: number;
  status: VerificationStatus;
  scope: VerificationBody['scope'];
  documentId: number | null;
  from: string | null;
  to: string | null;
  done: number;
  total: number;
  problems: Problem[];
  ledgerDifferences: LedgerDifference[];
  startedAt: string;
  finishedAt: string | null;
}

interface DbRecord {
  id: number;
  status: VerificationStatus;
  scope: VerificationBody['scope'];
  document_id: number | null;
  from_date: string | null;
  to_date: string | null;
  done: number;
  total: number;
  problems: Problem[];
  ledger_differences: LedgerDifference[];
  started_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

const toRecord = (r: DbRecord): VerificationRecord => ({
  id: r.id,
  status: r.status,
  scope: r.scope,
  documentId: r.document_id,
  from: r.from_date,
  to: r.to_date,
  done: r.done,
  total: r.total,
  problems: r.problems,
  ledgerDifferences: r.ledger_differences,
  startedAt: iso(r.started_at),
  finishedAt: r.finished_at === null ? null : iso(r.finished_at),
});

/** A running verification writes progress after every batch of documents; this long without any, it was cut off. */
const STALE_AFTER = `interval '5 minutes'`;

const COLUMNS = `id, case when status = 'running' and progress_at < now() - ${STALE_AFTER} then 'failed' else status end as status, scope, document_id, to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date, done, total, problems, ledger_differences, started_at, finished_at`;

export async function insertVerification(q: Queryable, companyId: number, userId: number, body: VerificationBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into audit_verifications (company_id, scope, document_id, from_date, to_date, started_by)
     values ($1, $2, $3, $4::date, $5::date, $6) returning id`,
    [
      companyId,
      body.scope,
      body.scope === 'document' ? body.documentId : null,
      body.scope === 'range' ? body.from : null,
      body.scope === 'range' ? body.to : null,
      userId,
    ],
  );
  return r.rows[0]!.id;
}

export async function readVerification(q: Queryable, id: number): Promise<VerificationRecord | null> {
  const r = await q.query<DbRecord>(`select ${COLUMNS} from audit_verifications where id = $1`, [id]);
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

export async function setTotal(q: Queryable, id: number, total: number): Promise<void> {
  await q.query(`update audit_verifications set total = $2, progress_at = now() where id = $1`, [id, total]);
}

/** One batch checked: progress, its problems and its ledger differences, appended in the same statement. */
export async function recordBatch(
  q: Queryable,
  id: number,
  done: number,
  problems: readonly Problem[],
  ledgerDifferences: readonly LedgerDifference[],
): Promise<void> {
  await q.query(
    `update audit_verifications set done = $2, problems = problems || $3::jsonb, ledger_differences = ledger_differences || $4::jsonb, progress_at = now()
      where id = $1`,
    [id, done, JSON.stringify(problems), JSON.stringify(ledgerDifferences)],
  );
}

export async function finish(q: Queryable, id: number, status: 'done' | 'failed'): Promise<void> {
  await q.query(`update audit_verifications set status = $2, finished_at = now() where id = $1`, [id, status]);
}
