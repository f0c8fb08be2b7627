import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/public';
import { sendChangedCardsWhenDue } from './cards';
import { sendTransfer, type MikroOptions } from './transfer';
import { dueTransfers } from './transfer-queries';

/**
 * The background round of Mikro transfers (MIKRO_POLL_MS): every `everyMs` the waiting transfers of every company are
 * sent, each by whoever claims it; one left waiting (Mikro's answer lost, a 5xx, the server stopped mid-call) is sent
 * again, asking Mikro by our key first; the cards changed since the last send go too, every company's interval
 * (cards.ts). One round is `mikroRound`, idempotent: the job `mikro-transfers` of the queue (defineMikroRound).
 */
export async function mikroRound(db: Database, o: MikroOptions, stopping: () => boolean = () => false): Promise<void> {
  await sendChangedCardsWhenDue(db, o).catch((e: unknown) => console.warn(`mikro cards: ${e instanceof Error ? e.message : String(e)}`));
  const due = await db.system((q) => dueTransfers(q, 50));
  for (const t of due) {
    if (stopping()) return;
    await sendTransfer(db, t.company_id, t.id, o).catch((e: unknown) => console.warn(`mikro transfer ${t.id}: ${e instanceof Error ? e.message : String(e)}`));
  }
}

/**
 * The Mikro round as a scheduled job of the queue (`mikro-transfers`, every `everyMs`): the kind is a singleton, so
 * with several servers on one database one round sends at a time; a server stopping ends its round between transfers.
 */
export function defineMikroRound(jobs: JobQueue, db: Database, o: MikroOptions, everyMs: number): void {
  jobs.define('mikro-transfers', (_data, job) => mikroRound(db, o, () => job.stopping()), { schedule: { everyMs }, expireSeconds: 120 });
}
