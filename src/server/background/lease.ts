import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database';

/**
 * A named lease on background work that must run on one server at a time (migration 098): whichever server takes
 * it first runs the work and renews the lease at each round; the others skip their round. A lease runs out when its
 * holder stops renewing it (a server killed), and the next server to ask takes it.
 */
export interface Lease {
  /** true when this server holds the lease now (taken, or renewed, for `ms`) */
  take(): Promise<boolean>;
  /** gives the lease up, so that another server takes it at its next round */
  release(): Promise<void>;
}

/**
 * A lease lasts three rounds of its work, and at least `leastMs`: a minute unless the work says how long its
 * longest outside call may take (longer than any one integrator or TCMB call).
 */
export const leaseMsFor = (roundMs: number, leastMs = 60_000): number => Math.max(3 * roundMs, leastMs);

/** The lease `name` on work done every `roundMs`, lasting at least `leastMs` (leaseMsFor). */
export function backgroundLease(db: Database, name: string, roundMs: number, leastMs?: number): Lease {
  const ms = leaseMsFor(roundMs, leastMs);
  // the server and process that hold a lease, for whoever looks at the table
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  return {
    async take() {
      const r = await db.system((q) =>
        q.query(
          `insert into background_leases (name, holder, held_until) values ($1, $2, now() + $3::integer * interval '1 millisecond')
           on conflict (name) do update set holder = excluded.holder, held_until = excluded.held_until
            where background_leases.holder = excluded.holder or background_leases.held_until < now()
           returning holder`,
          [name, holder, Math.round(ms)],
        ),
      );
      return r.rows.length > 0;
    },
    async release() {
      await db.system((q) => q.query(`delete from background_leases where name = $1 and holder = $2`, [name, holder]));
    },
  };
}
