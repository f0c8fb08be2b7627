/**
 * The one durable job queue of the server (issue #32, "One way to run background work"): pg-boss 10 on the app's own
 * database (PGlite or PostgreSQL), its tables in the schema `pgboss`, installed by pg-boss at boot.
 *
 * A kind of background work is defined once, before boot starts the queue, and sent as often as needed:
 *
 *   const jobs = jobQueue(db);
 *   jobs.define('tcmb-fetch', (data, job) => fetchToday(), { retry: { limit: 3, delaySeconds: 30, backoff: true },
 *     schedule: { everyMs: 3_600_000 } });
 *   jobs.define('transfer', ({ companyId, id }, job) => runImport(companyId, id, (n, total) => job.progress(n, total)),
 *     { singleton: true });
 *   await jobs.send('transfer', { companyId, id }, { singletonKey: `${companyId}:${id}` });
 *
 * - retries: a handler that throws is run again `retry.limit` times, `delaySeconds` apart (doubling with `backoff`);
 *   then the job is dead (state `failed`, its error kept), shown on /sistem/isler, where an admin may retry it.
 * - schedule: a job of the kind is sent every `everyMs` by each server; the kind is a singleton keyed by its name, so
 *   one waits and one runs at a time, whatever the number of servers. Business dates (which bulletin, which day is
 *   due) are decided in the handler from the domain clock (`src/server/clock.ts`), never by SQL's now().
 * - singleton: `send` with a `singletonKey` while a job of that key waits sends nothing (answers null).
 * - progress: `job.progress(done, total)` keeps how far a run is on the job; the jobs page shows it.
 * - every handler is idempotent: a server killed mid-run leaves its job active until its run time (`expireSeconds`)
 *   runs out, then the job is run again by whichever server is up. A job's data names the company it works for as
 *   `companyId` (the jobs page shows a company its own jobs and the installation's).
 */
export type { JobQueue, JobQueueOptions, JobContext, JobHandler, JobKindOptions, SendOptions } from './queue';
export { jobQueue } from './queue';
export { jobRoutes } from './routes';
