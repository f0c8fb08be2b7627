import type { TransferFormat, TransferKind } from '../../domain/transfer/columns';
import type { Queryable } from '../db/database';
import type { Cells, PreviewRow, RowError } from './check';

export type TransferStatus = 'checking' | 'checked' | 'refused' | 'writing' | 'done' | 'failed';

export interface TransferJobRow {
  id: number;
  kind: TransferKind;
  format: TransferFormat;
  file_name: string | null;
  status: TransferStatus;
  total_rows: number;
  rows_done: number;
  new_rows: number;
  changed_rows: number;
  preview: PreviewRow[];
  errors: RowError[];
  created_by: number;
  created_by_name: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A job's errors kept at most: a file wrong throughout says so in its first thousand. */
export const MAX_KEPT_ERRORS = 1000;

const JOB_COLUMNS = `j.id, j.kind, j.format, j.file_name, j.status, j.total_rows, j.rows_done, j.new_rows, j.changed_rows, j.preview, j.errors,
  j.created_by, u.name as created_by_name, to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(j.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at`;

export async function insertJob(
  q: Queryable,
  companyId: number,
  job: { kind: TransferKind; format: TransferFormat; fileName: string | null; rows: Cells[]; userId: number },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into transfer_jobs (company_id, kind, format, file_name, rows, total_rows, created_by) values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning id`,
    [companyId, job.kind, job.format, job.fileName, JSON.stringify(job.rows), job.rows.length, job.userId],
  );
  return r.rows[0]!.id;
}

export async function findJob(q: Queryable, id: number): Promise<TransferJobRow | null> {
  const r = await q.query<TransferJobRow>(`select ${JOB_COLUMNS} from transfer_jobs j left join users u on u.id = j.created_by where j.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The company's latest jobs, newest first. */
export async function listJobs(q: Queryable, limit = 50): Promise<TransferJobRow[]> {
  return (
    await q.query<TransferJobRow>(`select ${JOB_COLUMNS} from transfer_jobs j left join users u on u.id = j.created_by order by j.id desc limit $1`, [limit])
  ).rows;
}

/** How long a server may work on a job before another takes it over (it renews the claim as it goes). */
export const CLAIM_SECONDS = 120;

/**
 * Job `id` claimed for this server when it waits to be checked or written and no one holds it (a server stopped
 * mid-job lets its claim run out): false when it is done with, or another holds it.
 */
export async function claimJob(q: Queryable, id: number): Promise<boolean> {
  const r = await q.query(
    `update transfer_jobs set claimed_until = now() + $2::integer * interval '1 second'
      where id = $1 and status in ('checking', 'writing') and (claimed_until is null or claimed_until < now())`,
    [id, CLAIM_SECONDS],
  );
  return r.rowCount > 0;
}

/** Whether job `id` still waits to be checked or written (claimed or not). */
export async function jobOpen(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from transfer_jobs where id = $1 and status in ('checking', 'writing')`, [id])).rows.length > 0;
}

/** The jobs of every company waiting to be checked or written that no server holds. Run as the schema owner. */
export async function unclaimedJobs(q: Queryable): Promise<{ company_id: number; id: number }[]> {
  return (
    await q.query<{ company_id: number; id: number }>(
      `select company_id, id from transfer_jobs where status in ('checking', 'writing') and (claimed_until is null or claimed_until < now()) order by created_at limit 100`,
    )
  ).rows;
}

export async function jobWork(
  q: Queryable,
  id: number,
): Promise<{ kind: TransferKind; status: TransferStatus; rows: Cells[]; confirmed_by: number | null } | null> {
  const r = await q.query<{ kind: TransferKind; status: TransferStatus; rows: Cells[]; confirmed_by: number | null }>(
    `select kind, status, rows, confirmed_by from transfer_jobs where id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Rows checked so far, the claim renewed with it. */
export async function recordProgress(q: Queryable, id: number, done: number): Promise<void> {
  await q.query(`update transfer_jobs set rows_done = $2, claimed_until = now() + $3::integer * interval '1 second' where id = $1 and status = 'checking'`, [
    id,
    done,
    CLAIM_SECONDS,
  ]);
}

/** Rows written so far by a confirmed job (told from outside the write's own transaction), the claim renewed with it. */
export async function recordWritten(q: Queryable, id: number, done: number): Promise<void> {
  await q.query(`update transfer_jobs set rows_done = $2, claimed_until = now() + $3::integer * interval '1 second' where id = $1 and status = 'writing'`, [
    id,
    done,
    CLAIM_SECONDS,
  ]);
}

interface Outcome {
  errors: RowError[];
  preview: PreviewRow[];
  newRows: number;
  changedRows: number;
}

/** The check's outcome: checked (waiting for the user's confirmation) or refused with its rows' errors (its rows let go). */
export async function recordCheck(q: Queryable, id: number, o: Outcome): Promise<void> {
  const refused = o.errors.length > 0;
  await q.query(
    `update transfer_jobs
        set status = $2, rows_done = total_rows, errors = $3::jsonb, preview = $4::jsonb, new_rows = $5, changed_rows = $6, claimed_until = null,
            rows = case when $2 = 'refused' then '[]'::jsonb else rows end, finished_at = case when $2 = 'refused' then now() end
      where id = $1 and status = 'checking'`,
    [id, refused ? 'refused' : 'checked', JSON.stringify(o.errors.slice(0, MAX_KEPT_ERRORS)), JSON.stringify(o.preview), o.newRows, o.changedRows],
  );
}

/** The user's confirmation of a checked job; false when the job is not waiting for it. */
export async function confirmJob(q: Queryable, id: number, userId: number): Promise<boolean> {
  const r = await q.query(`update transfer_jobs set status = 'writing', confirmed_by = $2, claimed_until = null where id = $1 and status = 'checked'`, [
    id,
    userId,
  ]);
  return r.rowCount > 0;
}

/** The write's outcome, in the write's own transaction: done, or refused when the company's records changed under the file. */
export async function recordWrite(q: Queryable, id: number, o: Outcome): Promise<void> {
  const refused = o.errors.length > 0;
  await q.query(
    `update transfer_jobs
        set status = $2, errors = $3::jsonb, new_rows = $4, changed_rows = $5, rows = '[]'::jsonb, claimed_until = null, finished_at = now(),
            rows_done = case when $2 = 'done' then total_rows else rows_done end
      where id = $1 and status = 'writing'`,
    [id, refused ? 'refused' : 'done', JSON.stringify(o.errors.slice(0, MAX_KEPT_ERRORS)), o.newRows, o.changedRows],
  );
}

export async function recordFailure(q: Queryable, id: number): Promise<void> {
  await q.query(
    `update transfer_jobs set status = 'failed', rows = '[]'::jsonb, claimed_until = null, finished_at = now() where id = $1 and status in ('checking', 'writing')`,
    [id],
  );
}

export async function csvSeparatorOf(q: Queryable, companyId: number): Promise<'semicolon' | 'tab'> {
  const r = await q.query<{ csv_separator: 'semicolon' | 'tab' }>(`select csv_separator from companies where id = $1`, [companyId]);
  return r.rows[0]?.csv_separator ?? 'semicolon';
}
