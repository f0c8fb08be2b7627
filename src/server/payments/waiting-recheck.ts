import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/public';
import { recheckCardPayment } from './recording';

/** How long a payment waits for its callback before the round asks the provider about it. */
export const CARD_RECHECK_AFTER_MS = 2 * 60_000;
/** The round's pause by default (CARD_RECHECK_MS overrides; 0 turns it off). */
export const DEFAULT_CARD_RECHECK_MS = 60_000;

/** The payments of every company still waiting for the bank after `afterMs`, oldest first (run as the owner). */
async function listLateWaiting(db: Database, afterMs: number): Promise<{ company_id: number; id: number }[]> {
  return db.system(async (q) => {
    const r = await q.query<{ company_id: number; id: number }>(
      `select company_id, id from card_payments
        where state = 'pending3ds' and created_at < now() - $1::integer * interval '1 millisecond' order by created_at limit 200`,
      [afterMs],
    );
    return r.rows;
  });
}

/**
 * The card payments left waiting (the card holder closed the page at the bank, or the bank's callback was lost): a
 * scheduled job of the queue (`card-payment-recheck`, every `everyMs`) asks the provider about each one waiting longer
 * than `afterMs` and settles it as its callback would have, once (recording.ts locks the row). The kind is a singleton:
 * with several servers on one database one run asks at a time.
 */
export function defineCardPaymentRecheck(jobs: JobQueue, db: Database, sandboxUrl: string | null, everyMs: number, afterMs = CARD_RECHECK_AFTER_MS) {
  jobs.define(
    'card-payment-recheck',
    async (_data, job) => {
      const late = await listLateWaiting(db, afterMs);
      let done = 0;
      for (const p of late) {
        if (job.stopping()) break;
        await recheckCardPayment(db, p.company_id, p.id, sandboxUrl);
        done++;
      }
      return { rechecked: done };
    },
    { schedule: { everyMs }, expireSeconds: 120 },
  );
}
