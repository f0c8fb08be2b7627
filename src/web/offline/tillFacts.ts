import { useEffect, useState } from 'react';
import type { OfflineDb, TillFactKind, TillFactValues } from './offlineDb';

/** The campaigns, loyalty settings and salespeople the till last downloaded, kept in IndexedDB so that a reload offline still has them. */

type ValueOf<K extends TillFactKind> = TillFactValues[K];

export async function saveTillFact<K extends TillFactKind>(db: OfflineDb, kind: K, value: ValueOf<K>, now = new Date()): Promise<void> {
  await db.put('facts', { kind, value, savedAt: now.toISOString() });
}

export async function readTillFact<K extends TillFactKind>(db: OfflineDb, kind: K): Promise<ValueOf<K> | null> {
  const found = await db.get('facts', kind);
  return found ? (found.value as ValueOf<K>) : null;
}

/** Where the till's fact comes from: the server now, the copy kept from an earlier download, or neither (never downloaded). */
export type FactSource = 'live' | 'kept' | 'never' | 'loading';

/**
 * The server's answer while there is one (kept for later), else the copy kept in IndexedDB. `never` once the kept
 * copy was looked for and there is none, and the server gave no answer: the till says so instead of selling without.
 */
export function useKeptFact<K extends TillFactKind>(
  db: OfflineDb | null,
  kind: K,
  live: ValueOf<K> | undefined,
): { value: ValueOf<K> | undefined; source: FactSource } {
  const [kept, setKept] = useState<{ value: ValueOf<K> | null } | null>(null);
  useEffect(() => {
    if (!db) return;
    if (live !== undefined) {
      void saveTillFact(db, kind, live);
      return;
    }
    let current = true;
    void readTillFact(db, kind).then((value) => current && setKept({ value }));
    return () => {
      current = false;
    };
  }, [db, kind, live]);
  if (live !== undefined) return { value: live, source: 'live' };
  if (kept === null) return { value: undefined, source: 'loading' };
  return kept.value ? { value: kept.value, source: 'kept' } : { value: undefined, source: 'never' };
}
