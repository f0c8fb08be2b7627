import { foldForSearch } from '../../domain/text/turkish';
import type { ListKind, LocalAccount, LocalProduct, OfflineDb } from './offlineDb';

/** One page of GET /api/offline/{products|accounts}. */
export interface DownloadPage<T> {
  items: T[];
  next: number | null;
  total: number | null;
}

export type FetchPage<T> = (after: number) => Promise<DownloadPage<T>>;

export interface Progress {
  done: number;
  total: number;
}

type Stored<K extends ListKind> = K extends 'products' ? LocalProduct : LocalAccount;
type Incoming<K extends ListKind> = Omit<Stored<K>, 'nameKey'>;

/**
 * Downloads a whole list page by page into its store and then drops the rows the server no longer has.
 * The old rows stay usable until the new ones replace them: a download cut half-way leaves a whole list.
 */
export async function refreshList<K extends ListKind>(
  db: OfflineDb,
  kind: K,
  fetchPage: FetchPage<Incoming<K>>,
  onProgress?: (p: Progress) => void,
): Promise<number> {
  const seen = new Set<number>();
  let after = 0;
  let total = 0;
  for (;;) {
    const page = await fetchPage(after);
    if (page.total !== null) total = page.total;
    const tx = db.transaction(kind, 'readwrite');
    for (const item of page.items) {
      seen.add(item.id);
      void tx.store.put({ ...item, nameKey: foldForSearch(item.name) } as never);
    }
    await tx.done;
    onProgress?.({ done: seen.size, total: Math.max(total, seen.size) });
    if (page.next === null) break;
    after = page.next;
  }
  const tx = db.transaction([kind, 'meta'], 'readwrite');
  const store = tx.objectStore(kind);
  let cursor = await store.openKeyCursor();
  while (cursor) {
    if (!seen.has(cursor.primaryKey)) void store.delete(cursor.primaryKey);
    cursor = await cursor.continue();
  }
  void tx.objectStore('meta').put({ kind, refreshedAt: new Date().toISOString(), count: seen.size });
  await tx.done;
  return seen.size;
}
