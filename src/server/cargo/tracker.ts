import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/public';
import { dueShipments } from './shipment-queries';
import { followShipment, type CargoOptions } from './shipping';

/**
 * The follow-up of shipments (CARGO_POLL_MS), a scheduled job of the queue (`cargo-follow-up`, every `everyMs`): the
 * shipments due are asked about at their carrier, until delivered, returned or cancelled; a shipment left `sending`
 * (the carrier's answer lost, the server stopped mid-call) is sent again, asking the carrier by our key first. The
 * kind is a singleton: with several servers on one database one run asks at a time.
 */
export function defineCargoFollowUp(jobs: JobQueue, db: Database, o: CargoOptions, everyMs: number): void {
  jobs.define(
    'cargo-follow-up',
    async (_data, job) => {
      const due = await db.system((q) => dueShipments(q, 50));
      let done = 0;
      for (const s of due) {
        if (job.stopping()) break;
        await followShipment(db, s.company_id, s.id, o).catch((e: unknown) =>
          console.warn(`cargo shipment ${s.id}: ${e instanceof Error ? e.message : String(e)}`),
        );
        await job.progress(++done, due.length);
      }
      return { followed: done };
    },
    { schedule: { everyMs }, expireSeconds: 120 },
  );
}
