import { deleteOfflineDatabases, OFFLINE_DB_PREFIX, openOfflineDb } from './offlineDb';
import { stopAllSyncLoops } from './syncLoop';

/** Spec §4, logout: the catalogue, the accounts and the sale queue of this browser are gone. */
export async function clearOfflineData(): Promise<void> {
  stopAllSyncLoops();
  await deleteOfflineDatabases();
}

/** Sales this browser holds that the server does not have yet (waiting or refused), over every offline database. */
export async function unsentSaleCount(): Promise<number> {
  if (typeof indexedDB.databases !== 'function') return 0;
  const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith(OFFLINE_DB_PREFIX));
  let count = 0;
  for (const name of names) {
    const db = await openOfflineDb(name);
    count += (await db.countFromIndex('sales', 'status', 'pending')) + (await db.countFromIndex('sales', 'status', 'refused'));
  }
  return count;
}
