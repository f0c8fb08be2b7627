import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/public';
import type { MarketOptions } from './factory';
import { pullOrders } from './pull';
import { pushStock } from './push';
import { activeMarketCompanies } from './settings-queries';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * One round of the marketplace, idempotent: every company whose marketplace is in use has its orders pulled when its
 * pull interval has passed, and its stock and prices pushed when they changed since the last push (only what changed
 * is sent: the round is the push's debounce, one batch run per company per round). `goOn` false stops between companies.
 */
export async function marketplaceRound(db: Database, o: MarketOptions, goOn: () => boolean = () => true): Promise<void> {
  for (const c of await db.system(activeMarketCompanies)) {
    if (!goOn()) return;
    if (c.pull_due) await pullOrders(db, c.company_id, o).catch((e: unknown) => console.warn(`marketplace pull ${c.company_id}: ${messageOf(e)}`));
    await pushStock(db, c.company_id, o).catch((e: unknown) => console.warn(`marketplace push ${c.company_id}: ${messageOf(e)}`));
  }
}

/**
 * The marketplace's round as a scheduled job of the queue (`marketplace`, MARKET_POLL_MS): the kind is a singleton,
 * so with several servers on one database one round runs at a time; a server stopping ends its round between companies.
 */
export function defineMarketplaceRound(jobs: JobQueue, db: Database, o: MarketOptions, everyMs: number): void {
  jobs.define('marketplace', (_data, job) => marketplaceRound(db, o, () => !job.stopping()), { schedule: { everyMs }, expireSeconds: 120 });
}
