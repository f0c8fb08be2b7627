import { Hono } from 'hono';
import type { z } from 'zod';
import { JOB_READ_ROLES, JOB_RETRY_ROLES } from '../../domain/roles';
import { jobListQuery, jobRetryBody, type JobState, type jobListSchema, type JobView } from '../../domain/schemas/jobs';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody, parseWith } from '../http/validate';
import { findJob, listJobs, type JobRow } from './queries';
import { jobQueue } from './queue';

/** pg-boss's states and the page's names for them. */
const STATE_OF: Record<string, JobState> = {
  created: 'waiting',
  retry: 'retry',
  active: 'running',
  completed: 'done',
  failed: 'dead',
  cancelled: 'cancelled',
};
const BOSS_STATE = Object.fromEntries(Object.entries(STATE_OF).map(([boss, ours]) => [ours, boss])) as Record<JobState, string>;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function jobJson(j: JobRow): JobView {
  const state = STATE_OF[j.state] ?? 'waiting';
  const failed = state === 'dead' || state === 'retry';
  return {
    id: j.id,
    kind: j.name,
    state,
    error: failed ? (j.output?.message ?? j.output?.value?.message ?? null) : null,
    progress: j.output?.progress ?? null,
    retryCount: j.retry_count,
    retryLimit: j.retry_limit,
    createdAt: iso(j.created_on)!,
    startAfter: iso(j.start_after)!,
    startedAt: iso(j.started_on),
    finishedAt: iso(j.completed_on),
  };
}

/** /api/jobs: the background jobs (/sistem/isler), what ran, failed and waits; a dead job retried. */
export function jobRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/jobs', requireRole(...JOB_READ_ROLES), async (c) => {
    const query = parseWith(jobListQuery, c.req.query());
    const rows = await c.var.db.system((q) => listJobs(q, c.var.auth.companyId, query.kind ?? null, query.state ? BOSS_STATE[query.state] : null));
    const kinds = [...jobQueue(c.var.db).kinds().keys()].sort();
    return c.json({ response: { kinds, items: rows.map(jobJson) } satisfies z.input<typeof jobListSchema> });
  });

  app.post('/jobs/:id/retry', requireRole(...JOB_RETRY_ROLES), async (c) => {
    await parseBody(c, jobRetryBody);
    const { companyId } = c.var.auth;
    const job = await c.var.db.system((q) => findJob(q, companyId, c.req.param('id')));
    if (!job) throw fail('NF10004');
    if (job.state !== 'failed') throw fail('JB10001');
    await jobQueue(c.var.db).retry(job.name, job.id);
    const again = await c.var.db.system((q) => findJob(q, companyId, job.id));
    return c.json({ response: jobJson(again!) });
  });

  return app;
}
