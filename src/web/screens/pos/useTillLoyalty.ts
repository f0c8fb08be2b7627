import { useEffect, useState } from 'react';
import { tillLoyalty } from '../../../../flows/pos';
import type { LoyaltyFact } from '../../../../machines/receipt/points';
import { useAccountPoints, useLoyaltySettings } from '../../api/loyalty';
import { listMeta } from '../../offline/localLists';
import type { OfflineDb, QueuedSale } from '../../offline/offlineDb';
import { allSales, onQueueChange } from '../../offline/saleQueue';
import { useKeptFact } from '../../offline/tillFacts';

/**
 * What the till gathers for a points part, online and offline: the loyalty settings (the server's, else the ones
 * the accounts' download kept), the account's balance (the server's now, else as of the download) and this till's
 * queued sales. The flow's `tillLoyalty` decides from them what may still be spent.
 */
export function useTillLoyalty(db: OfflineDb | null, accountId: number | null): { enabled: boolean; fact: LoyaltyFact | undefined } {
  const settings = useKeptFact(db, 'loyalty', useLoyaltySettings().data).value;
  const live = useAccountPoints(settings?.enabled ? accountId : null);
  const [downloaded, setDownloaded] = useState<{ accountId: number; balance: number; readAt: string } | null>(null);
  const [queued, setQueued] = useState<QueuedSale[]>([]);
  useEffect(() => {
    if (!db) return;
    const read = async () => setQueued(await allSales(db));
    void read();
    return onQueueChange(() => void read());
  }, [db]);
  useEffect(() => {
    if (!db || accountId === null || live.data) return;
    let current = true;
    void (async () => {
      const [account, meta] = [await db.get('accounts', accountId), await listMeta(db, 'accounts')];
      if (current && account?.points !== undefined && meta) setDownloaded({ accountId, balance: account.points, readAt: meta.refreshedAt });
    })();
    return () => {
      current = false;
    };
  }, [db, accountId, live.data]);
  const read = live.data
    ? { balance: live.data.balance, readAt: new Date(live.dataUpdatedAt).toISOString() }
    : downloaded?.accountId === accountId
      ? downloaded
      : null;
  const fact = settings && accountId !== null && read ? tillLoyalty(settings, accountId, read, queued) : undefined;
  return { enabled: !!settings?.enabled, fact };
}
