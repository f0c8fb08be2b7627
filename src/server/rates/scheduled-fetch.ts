import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/public';
import { istanbulToday } from './istanbul-day';
import { bulletinDayFor } from './resolve';

/**
 * The scheduled TCMB fetch (TCMB_FETCH_EVERY_MS), a job of the queue (`tcmb-fetch`): every `everyMs` the bulletin that
 * answers for today on the domain clock (the day itself, or the last business day before it) is fetched unless it is
 * stored already, so that the day's rates are there before anyone asks. The kind is a singleton: with several servers
 * on one database one fetch runs at a time, so TCMB is asked once per bulletin, not once per server.
 */
export function defineRateFetch(jobs: JobQueue, db: Database, baseUrl: string, everyMs: number): void {
  jobs.define('tcmb-fetch', async () => ({ day: await bulletinDayFor(db, baseUrl, istanbulToday()) }), {
    schedule: { everyMs },
    // TCMB unreachable, or the server stopped mid-fetch: tried again, sooner than the next schedule when that is far
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireSeconds: 120,
  });
}
