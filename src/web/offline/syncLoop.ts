import { submitPosSale } from '../api/submitPosSale';
import type { OfflineDb } from './offlineDb';
import { countWithStatus } from './saleQueue';
import { syncQueue, type SyncResult } from './syncQueue';

const RETRY_MS = 30_000;
const started = new Map<OfflineDb, () => void>();

/** Sends the queue now (the "send now" button, a new sale, reconnecting). */
export const sendQueueNow = (db: OfflineDb): Promise<SyncResult> => syncQueue(db, submitPosSale);

/**
 * Once per database and page: a pass when the connection comes back (`online`), one at start, and one every
 * 30 s while sales wait (a server that was down answers again without any event telling the browser).
 */
export function startSyncLoop(db: OfflineDb): void {
  if (started.has(db)) return;
  const pass = () => void sendQueueNow(db).catch(() => {});
  window.addEventListener('online', pass);
  const timer = window.setInterval(async () => {
    if (navigator.onLine && (await countWithStatus(db, 'pending').catch(() => 0)) > 0) pass();
  }, RETRY_MS);
  started.set(db, () => {
    window.removeEventListener('online', pass);
    window.clearInterval(timer);
  });
  pass();
}

/** Logout: no pass may run against a database being deleted. */
export function stopAllSyncLoops(): void {
  for (const stop of started.values()) stop();
  started.clear();
}
