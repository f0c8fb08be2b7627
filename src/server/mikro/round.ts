import { backgroundLease } from '../background/lease';
import { backgroundLoop } from '../background/loop';
import type { Database } from '../db/database';
import { sendChangedCardsWhenDue } from './cards';
import { sendTransfer, type MikroOptions } from './transfer';
import { dueTransfers } from './transfer-queries';

/**
 * The background round of Mikro transfers (MIKRO_POLL_MS): every `everyMs` the waiting transfers of every company are
 * sent, each by whoever claims it; one left waiting (Mikro's answer lost, a 5xx, the server stopped mid-call) is sent
 * again, asking Mikro by our key first. With several servers on one database only the holder of the `mikro-transfers`
 * lease sends; the cards changed since the last send go too, every company's interval (cards.ts). One round is `mikroRound`: idempotent, so it moves onto the job queue by changing only its caller.
 */
export async function mikroRound(db: Database, o: MikroOptions, stopping: () => boolean = () => false): Promise<void> {
  await sendChangedCardsWhenDue(db, o).catch((e: unknown) => console.warn(`mikro cards: ${e instanceof Error ? e.message : String(e)}`));
  const due = await db.system((q) => dueTransfers(q, 50));
  for (const t of due) {
    if (stopping()) return;
    await sendTransfer(db, t.company_id, t.id, o).catch((e: unknown) => console.warn(`mikro transfer ${t.id}: ${e instanceof Error ? e.message : String(e)}`));
  }
}

export function startMikroRound(db: Database, o: MikroOptions, everyMs: number) {
  const lease = backgroundLease(db, 'mikro-transfers', everyMs);
  const loop = backgroundLoop({
    round: async () => {
      if (await lease.take()) await mikroRound(db, o, () => loop.stopping());
    },
    pauseMs: () => everyMs,
    report: (e) => console.warn(`mikro transfers: ${e instanceof Error ? e.message : String(e)}`),
    afterStop: () => lease.release().catch(() => undefined),
  });
  return { stop: () => loop.stop() };
}
