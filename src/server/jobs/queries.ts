import type { Queryable } from '../db/database';
import { JOBS_SCHEMA } from './queue';

export interface JobRow {
  id: string;
  name: string;
  state: string;
  output: { message?: string; value?: { message?: string }; progress?: { done: number; total: number } } | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

/** A company sees its own jobs and the installation's (those naming no company), never another company's. */
const VISIBLE = `(data->>'companyId' is null or data->>'companyId' = $1::text)`;

/** The newest 200 jobs a company sees, of one kind and state when asked. */
export async function listJobs(q: Queryable, companyId: number, kind: string | null, state: string | null): Promise<JobRow[]> {
  const r = await q.query<JobRow>(
    `select id::text, name, state::text, output, retry_count, retry_limit, created_on, start_after, started_on, completed_on
       from ${JOBS_SCHEMA}.job
      where ${VISIBLE} and ($2::text is null or name = $2) and ($3::text is null or state::text = $3)
      order by created_on desc, id limit 200`,
    [companyId, kind, state],
  );
  return r.rows;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function findJob(q: Queryable, companyId: number, id: string): Promise<JobRow | null> {
  if (!UUID.test(id)) return null;
  const r = await q.query<JobRow>(
    `select id::text, name, state::text, output, retry_count, retry_limit, created_on, start_after, started_on, completed_on
       from ${JOBS_SCHEMA}.job where ${VISIBLE} and id = $2::uuid`,
    [companyId, id],
  );
  return r.rows[0] ?? null;
}
