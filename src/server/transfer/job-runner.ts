import type { Database } from '../db/database';
import { jobQueue, type JobQueue } from '../jobs/public';
import { unclaimedJobs } from './jobs-queries';
import { runTransferJob } from './work';

/** The job queue's kind of a data transfer job's run: one per transfer job at a time (its singleton key). */
const TRANSFER_KIND = 'data-transfer';

interface TransferJobData {
  companyId: number;
  id: number;
}

/**
 * A transfer job uploaded or confirmed is sent to the job queue (issue #32): this server's worker takes it at once,
 * and a job waiting for it already is not sent twice (answers null then). A server started without the sweep (the
 * tests') defines the kind here, at its first upload.
 */
export async function sendTransferJob(db: Database, companyId: number, id: number): Promise<string | null> {
  const jobs = jobQueue(db);
  if (!jobs.kinds().has(TRANSFER_KIND)) defineTransferKind(jobs, db);
  return jobs.send<TransferJobData>(TRANSFER_KIND, { companyId, id }, { singletonKey: `${companyId}:${id}` });
}

/** Each run checks or writes one transfer job; a run whose server died comes back once its time is over. */
function defineTransferKind(jobs: JobQueue, db: Database): void {
  jobs.define<TransferJobData>(
    TRANSFER_KIND,
    async ({ companyId, id }, job) => ({ worked: await runTransferJob(db, companyId, id, (done, total) => job.progress(done, total)) }),
    // a job held by a stopped server is tried again until its claim has run out (transfer_jobs.claimed_until)
    { singleton: true, retry: { limit: 5, delaySeconds: 30, backoff: true }, expireSeconds: 600 },
  );
}

/**
 * The data transfer jobs on the job queue: each run's progress shows on the transfer page (the job's rows done) and
 * on the jobs page. Every `sweepEveryMs` (TRANSFER_JOBS_MS) the transfer jobs no server holds (one uploaded while its
 * server stopped before sending it) are sent again.
 */
export function defineTransferJobs(jobs: JobQueue, db: Database, sweepEveryMs: number): void {
  defineTransferKind(jobs, db);
  jobs.define(
    'data-transfer-sweep',
    async () => {
      const left = await db.system(unclaimedJobs);
      for (const j of left) await sendTransferJob(db, j.company_id, j.id);
      return { sent: left.length };
    },
    { schedule: { everyMs: sweepEveryMs }, expireSeconds: 120 },
  );
}
