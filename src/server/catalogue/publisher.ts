import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/public';
import { linkedCardCount, lockOpenJob, nextOpenJob, publishBatch, readSettings, recordProgress } from './publishing-queries';

/**
 * The publishing runs of /modul/katalog (stokguncelle: prices, miktarguncelle: quantities) done in the background:
 * a batch of a run's linked cards per transaction, its progress and log written with it, so that the page shows how
 * far it is and a server stopped mid-run leaves a run the next round goes on with.
 */
export const PUBLISH_BATCH = 500;

/** One batch of run `id`, in the company's own context (its cards, its settings, its offers). */
async function publishStep(q: Queryable, companyId: number, id: number): Promise<void> {
  const job = await lockOpenJob(q, id);
  if (!job) return;
  const settings = await readSettings(q);
  if (!(job.kind === 'prices' ? settings.publishPrices : settings.publishQuantities)) {
    await recordProgress(q, id, { status: 'done', key: 'catalogue.log.off' });
    return;
  }
  const total = await linkedCardCount(q);
  if (job.status === 'queued') await recordProgress(q, id, { status: 'running', total, done: 0, key: 'catalogue.log.started', n: total });
  const n = await publishBatch(q, companyId, job.kind, settings.warehouseId, job.done, PUBLISH_BATCH);
  const finished = n < PUBLISH_BATCH;
  await recordProgress(q, id, {
    status: finished ? 'done' : 'running',
    total,
    done: job.done + n,
    key: finished ? 'catalogue.log.finished' : 'catalogue.log.batch',
    n,
  });
}

/**
 * Runs the open runs of every company, a batch at a time, until none is left or `goOn` says stop (the server stopping).
 * A batch that fails marks its run failed, with the failure in its log; the others go on. Answers the batches run.
 */
export async function runCataloguePublishing(
  db: Database,
  options: { goOn?: () => Promise<boolean>; report?: (error: unknown) => void } = {},
): Promise<number> {
  let batches = 0;
  for (;;) {
    if (options.goOn && !(await options.goOn())) break;
    const job = await db.system(nextOpenJob);
    if (!job) break;
    try {
      await db.company(job.company_id, (q) => publishStep(q, job.company_id, job.id));
    } catch (e) {
      options.report?.(e);
      await db.company(job.company_id, (q) => recordProgress(q, job.id, { status: 'failed', key: 'catalogue.log.failed' }));
    }
    batches++;
  }
  return batches;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The publishing as a scheduled job of the queue (`catalogue-publishing`, CATALOGUE_JOBS_MS): the kind is a singleton,
 * so with several servers on one database one round publishes at a time; a server stopping ends it between batches.
 */
export function defineCataloguePublisher(jobs: JobQueue, db: Database, everyMs: number): void {
  jobs.define(
    'catalogue-publishing',
    async (_data, job) => ({
      batches: await runCataloguePublishing(db, {
        goOn: async () => !job.stopping(),
        report: (e) => !job.stopping() && console.error(`catalogue publishing: ${messageOf(e)}`),
      }),
    }),
    { schedule: { everyMs }, expireSeconds: 120 },
  );
}
