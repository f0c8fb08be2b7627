import type { Queryable } from '../db/database';
import type { ClientErrorBody } from '../../domain/schemas/client-errors';

/** The SQL of the browser's error log (migration 072). */

/**
 * Counts one report against `key`'s minute (a new minute starts the count again) and answers the count with it
 * and the seconds left of the minute. Run by the schema owner: the counts are not company data.
 */
export async function countReport(q: Queryable, key: string): Promise<{ reports: number; secondsLeft: number }> {
  const r = await q.query<{ reports: number; seconds_left: number }>(
    `insert into client_error_counts (key, window_start, reports) values ($1, now(), 1)
     on conflict (key) do update
       set reports = case when client_error_counts.window_start > now() - interval '1 minute' then client_error_counts.reports + 1 else 1 end,
           window_start = case when client_error_counts.window_start > now() - interval '1 minute' then client_error_counts.window_start else now() end
     returning reports, ceil(extract(epoch from (window_start + interval '1 minute' - now())))::integer as seconds_left`,
    [key],
  );
  const row = r.rows[0]!;
  return { reports: row.reports, secondsLeft: Math.max(1, row.seconds_left) };
}

export async function insertClientError(q: Queryable, companyId: number, userId: number, e: ClientErrorBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into client_errors (company_id, user_id, message, stack, route, app_version) values ($1, $2, $3, $4, $5, $6) returning id`,
    [companyId, userId, e.message, e.stack ?? null, e.route, e.appVersion],
  );
  return r.rows[0]!.id;
}

export interface ClientErrorRow {
  id: number;
  user_id: number;
  message: string;
  stack: string | null;
  route: string;
  app_version: string;
  created_at: Date | string;
}

export async function listClientErrors(q: Queryable, limit: number): Promise<ClientErrorRow[]> {
  const r = await q.query<ClientErrorRow>(
    `select id, user_id, message, stack, route, app_version, created_at from client_errors order by created_at desc, id desc limit $1`,
    [limit],
  );
  return r.rows;
}
