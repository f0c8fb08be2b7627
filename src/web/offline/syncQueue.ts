import type { PosSaleBody } from '../../../flows/pos';
import type { OfflineDb } from './offlineDb';
import { markRefused, markSent, salesWithStatus } from './saleQueue';

/** What sending one sale came to. `unreachable`: no answer (offline, server down): the pass stops, retried later. */
export type SendOutcome =
  | { kind: 'sent'; id: number; number: string; pointsOnAccount?: string; salespersonRemoved?: boolean }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable' };
export type SendSale = (body: PosSaleBody) => Promise<SendOutcome>;

export interface SyncResult {
  sent: number;
  refused: number;
  /** the pass stopped at a sale it could not deliver */
  stopped: boolean;
}

const running = new Map<OfflineDb, Promise<SyncResult>>();

/**
 * Sends the pending sales in the order they were made. A refused sale is marked with the server's reason and
 * the next one goes on; no answer stops the pass (the order is kept for the next one). Passes never overlap:
 * a call during a pass waits for it and then runs once more, so a sale queued meanwhile is not left behind.
 */
export function syncQueue(db: OfflineDb, send: SendSale): Promise<SyncResult> {
  const before = running.get(db);
  const pass = (before ? before.catch(() => null) : Promise.resolve(null)).then(() => runPass(db, send));
  running.set(db, pass);
  void pass
    .finally(() => {
      if (running.get(db) === pass) running.delete(db);
    })
    .catch(() => {});
  return pass;
}

async function runPass(db: OfflineDb, send: SendSale): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, refused: 0, stopped: false };
  for (const sale of await salesWithStatus(db, 'pending')) {
    let outcome: SendOutcome;
    try {
      outcome = await send(sale.body);
    } catch {
      outcome = { kind: 'unreachable' };
    }
    if (outcome.kind === 'unreachable') {
      result.stopped = true;
      break;
    }
    if (outcome.kind === 'sent') {
      await markSent(db, sale.seq!, outcome.id, outcome.number, outcome.pointsOnAccount, outcome.salespersonRemoved);
      result.sent++;
    } else {
      await markRefused(db, sale.seq!, outcome.reason);
      result.refused++;
    }
  }
  return result;
}
