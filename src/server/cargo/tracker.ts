import { backgroundLease } from '../background/lease';
import { backgroundLoop } from '../background/loop';
import type { Database } from '../db/database';
import { dueShipments } from './shipment-queries';
import { DEFAULT_CARGO_CLAIM_MS, followShipment, type CargoOptions } from './shipping';

/**
 * The background round of shipments (CARGO_POLL_MS): every `everyMs` the shipments due are asked about at their
 * carrier, until delivered, returned or cancelled; a shipment left `sending` (the carrier's answer lost, the server
 * stopped mid-call) is sent again, asking the carrier by our key first. With several servers on one database only the
 * holder of the `cargo-tracking` lease asks; a stopped holder's lease outlasts two of its claims on a shipment.
 */
export function startCargoTracker(db: Database, o: CargoOptions, everyMs: number) {
  const lease = backgroundLease(db, 'cargo-tracking', everyMs, 2 * (o.claimMs ?? DEFAULT_CARGO_CLAIM_MS));
  const loop = backgroundLoop({
    round: async () => {
      if (!(await lease.take())) return;
      const due = await db.system((q) => dueShipments(q, 50));
      for (const s of due) {
        if (loop.stopping()) return;
        await followShipment(db, s.company_id, s.id, o).catch((e: unknown) =>
          console.warn(`cargo shipment ${s.id}: ${e instanceof Error ? e.message : String(e)}`),
        );
      }
    },
    pauseMs: () => everyMs,
    report: (e) => console.warn(`cargo tracking: ${e instanceof Error ? e.message : String(e)}`),
    afterStop: () => lease.release().catch(() => undefined),
  });
  return { stop: () => loop.stop() };
}
