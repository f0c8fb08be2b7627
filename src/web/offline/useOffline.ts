import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchOfflineAccounts } from '../api/fetchOfflineAccounts';
import { fetchOfflineProducts } from '../api/fetchOfflineProducts';
import { useUiSettings } from '../api/fetchUiSettings';
import { refreshList, type Progress } from './download';
import { listMeta } from './localLists';
import { authoriseDevice } from '../api/offlineDevices';
import { createDeviceId, offlineDbName, openOfflineDb, storedDeviceId, type ListKind, type ListMeta, type OfflineDb } from './offlineDb';
import { countWithStatus, onQueueChange } from './saleQueue';
import { startSyncLoop } from './syncLoop';
import { saveTillFact } from './tillFacts';

/** The signed-in user's offline database (from the cached UI settings, so it opens without a connection too). */
export function useOfflineDb(): OfflineDb | null {
  const settings = useUiSettings();
  const user = settings.data?.authorizedUser.id;
  const company = settings.data?.company?.id ?? 'c';
  const [db, setDb] = useState<OfflineDb | null>(null);
  useEffect(() => {
    if (user === undefined) return;
    let live = true;
    void openOfflineDb(offlineDbName(company, user)).then((d) => {
      if (!live) return;
      startSyncLoop(d);
      setDb(d);
    });
    return () => {
      live = false;
    };
  }, [user, company]);
  return db;
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** Pending and refused sales, kept current as the queue changes. */
export function useQueueCounts(db: OfflineDb | null): { pending: number; refused: number } {
  const [counts, setCounts] = useState({ pending: 0, refused: 0 });
  useEffect(() => {
    if (!db) return;
    const read = async () => setCounts({ pending: await countWithStatus(db, 'pending'), refused: await countWithStatus(db, 'refused') });
    void read();
    return onQueueChange(() => void read());
  }, [db]);
  return counts;
}

const FETCHERS = { products: fetchOfflineProducts, accounts: fetchOfflineAccounts } as const;

/** The accounts' download keeps the loyalty settings its first page carries: the till takes points offline with them. */
const fetcherOf = (db: OfflineDb, kind: ListKind) =>
  kind === 'products'
    ? FETCHERS.products
    : async (after: number) => {
        const page = await FETCHERS.accounts(after);
        if (page.loyalty) await saveTillFact(db, 'loyalty', page.loyalty);
        return page;
      };

/** The device authorisation a refresh waits on: the user is asked to send the identifier, or the server refused this device. */
export type DeviceQuestion = { kind: 'ask'; message: string } | { kind: 'refused'; message: string } | { kind: 'declined' } | null;

export interface ListRefresh {
  meta: ListMeta | null;
  device: DeviceQuestion;
  /** the user agreed to send this device's identifier: it is made, sent, and the refresh goes on */
  sendDevice: () => Promise<void>;
  declineDevice: () => void;
  /** the meta was read (null then means: never downloaded) */
  loaded: boolean;
  progress: Progress | null;
  failed: boolean;
  refresh: () => Promise<void>;
}

/** A local list with its last refresh, and a refresh that downloads it again showing x / total. */
export function useListRefresh(db: OfflineDb | null, kind: ListKind): ListRefresh {
  const [meta, setMeta] = useState<ListMeta | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const [device, setDevice] = useState<DeviceQuestion>(null);
  // whether a download runs, and whether one was asked for meanwhile: a ref, not the render's `progress`, which a
  // handler made in an earlier render still sees as running and would drop the call (the till's accounts then never came)
  const running = useRef(false);
  const askedAgain = useRef(false);
  useEffect(() => {
    if (!db) return;
    void listMeta(db, kind).then((m) => {
      setMeta(m);
      setLoaded(true);
    });
  }, [db, kind]);
  const run = useCallback(
    async (deviceId: string | null): Promise<void> => {
      if (!db) return;
      if (running.current) {
        askedAgain.current = true;
        return;
      }
      running.current = true;
      setFailed(false);
      setDevice(null);
      setProgress({ done: 0, total: 0 });
      try {
        // the device is authorised first: the server gives the offline data only to the user's one device
        const answer = await authoriseDevice(deviceId);
        if (answer.kind !== 'authorised') setDevice(answer);
        else {
          await refreshList(db, kind, fetcherOf(db, kind) as never, setProgress);
          setMeta(await listMeta(db, kind));
        }
      } catch {
        setFailed(true);
      } finally {
        setProgress(null);
        running.current = false;
      }
      // asked while this one ran (the device was just authorised): once more, with the newest identifier
      if (askedAgain.current) {
        askedAgain.current = false;
        await run(storedDeviceId());
      }
    },
    [db, kind],
  );
  const refresh = useCallback(() => run(storedDeviceId()), [run]);
  const sendDevice = useCallback(() => run(createDeviceId()), [run]);
  const declineDevice = useCallback(() => setDevice({ kind: 'declined' }), []);
  return { meta, loaded, progress, failed, refresh, device, sendDevice, declineDevice };
}
