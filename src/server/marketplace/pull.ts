import type { MarketPull } from '../../domain/schemas/marketplace';
import type { Database } from '../db/database';
import { fail } from '../http/errors';
import { marketplaceProviderOf, type MarketOptions } from './factory';
import { takeOrder, takeReturn } from './order-import';
import { findMarketOrder, noteAcknowledged } from './order-queries';
import type { MarketOrder } from './provider';
import { findMarketSettings, notePull } from './settings-queries';

/**
 * How far back each pull asks again before its cursor: the marketplace's clock and ours may differ, and an order
 * changed while the last pull ran is asked for again. Taking an order twice does nothing the second time.
 */
const OVERLAP_MS = 60_000;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

/**
 * One pull of a company's orders and returns (the background round, or POST /api/marketplace/pull): the changes since
 * its cursor, each order taken in a transaction of its own (takeOrder), the new ones acknowledged. A marketplace that
 * does not answer leaves the cursor where it was, its error recorded; the next pull asks again.
 */
export async function pullOrders(db: Database, companyId: number, o: MarketOptions): Promise<MarketPull> {
  const settings = await db.company(companyId, (q) => findMarketSettings(q));
  if (!settings.saved || !settings.active) throw fail('MK10002');
  const counts: MarketPull = { pulled: 0, made: 0, waiting: 0, cancelled: 0, returned: 0, error: null };
  const until = Date.now();
  const since = Math.max(0, Number(settings.pull_cursor) - OVERLAP_MS);
  let orders: MarketOrder[];
  let returns;
  let provider;
  try {
    provider = marketplaceProviderOf(settings, o);
    orders = await provider.orders(since, until);
    returns = await provider.returns(since, until);
  } catch (e) {
    await db.company(companyId, (q) => notePull(q, messageOf(e), null));
    return { ...counts, error: messageOf(e) };
  }
  const toAcknowledge = new Map<string, MarketOrder>();
  for (const order of orders) {
    const { row, outcome } = await db.company(companyId, (q) => takeOrder(q, companyId, settings, order));
    counts.pulled++;
    if (outcome === 'made') counts.made++;
    if (outcome === 'waiting') counts.waiting++;
    if (outcome === 'cancelled') counts.cancelled++;
    if ((outcome === 'made' || row.state === 'made') && !row.acknowledged && order.status === 'Created') toAcknowledge.set(order.id, order);
  }
  for (const r of returns) counts.returned += await db.company(companyId, (q) => takeReturn(q, r));
  for (const order of toAcknowledge.values()) {
    // an acknowledgement lost is sent again by the next pull (the order is still Created there)
    try {
      await provider.acknowledge(order);
    } catch {
      continue;
    }
    await db.company(companyId, (q) => noteAcknowledged(q, order.id));
  }
  await db.company(companyId, (q) => notePull(q, null, until));
  return counts;
}

/** POST /api/marketplace/orders/:id/retry: a waiting order taken again from what was pulled (after its card got the barcode). */
export async function retryOrder(db: Database, companyId: number, id: number) {
  return db.company(companyId, async (q) => {
    const row = await findMarketOrder(q, id);
    if (!row) throw fail('NF10004');
    if (row.state !== 'waiting') throw fail('MK10003');
    const settings = await findMarketSettings(q);
    await takeOrder(q, companyId, settings, row.payload);
    return (await findMarketOrder(q, id))!;
  });
}
