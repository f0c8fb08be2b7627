import { backgroundLease } from '../background/lease';
import { backgroundLoop } from '../background/loop';
import type { Database } from '../db/database';
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
 * The card payments left waiting (the card holder closed the page at the bank, or the bank's callback was lost): every
 * `everyMs` each one waiting longer than `afterMs` is asked of its provider and settled as its callback would have,
 * once (recording.ts locks the row). With several servers on one database only the holder of the lease asks.
 */
export function startCardPaymentRecheck(db: Database, sandboxUrl: string | null, everyMs: number, afterMs = CARD_RECHECK_AFTER_MS) {
  const lease = backgroundLease(db, 'card-payment-recheck', everyMs);
  const loop = backgroundLoop({
    round: async () => {
      for (const p of await listLateWaiting(db, afterMs)) {
        if (!(await lease.take())) break;
        await recheckCardPayment(db, p.company_id, p.id, sandboxUrl);
      }
    },
    pauseMs: () => everyMs,
    report: (e) => console.warn(`card payment recheck: ${(e as Error).message}`),
    afterStop: () => lease.release().catch(() => undefined),
  });
  return { stop: () => loop.stop() };
}
