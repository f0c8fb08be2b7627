import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { offlineDbName, openOfflineDb } from '../../src/web/offline/offlineDb';
import { markMadeOffline, markSent, enqueueSale, saleByClientId } from '../../src/web/offline/saleQueue';
import { readTillFact, saveTillFact } from '../../src/web/offline/tillFacts';
import type { TillCampaigns } from '../../src/domain/campaigns/apply';

/** What the till keeps besides its lists (offline database version 2): the campaigns and loyalty settings it downloaded. */

const campaigns: TillCampaigns = { campaigns: [], productGroups: { '8': '3' }, timeZone: 'Europe/Istanbul' };
const body = {
  clientId: 'till-upgrade-1',
  cashBoxId: 1,
  paymentType: 'mixed' as const,
  payments: { cash: '2.00', card: '0.00', points: '8.00' },
  accountId: 4,
  soldAt: '2026-11-25T10:00:00.000Z',
  lines: [{ productId: 7, quantity: '1', unitPrice: '10.00', discountRate: '0', vatRate: 20 }],
};

describe('the offline database keeps what the till decides a sale by', () => {
  it('a version 1 database is upgraded in place: its queued sales stay, and it gains the store of kept campaigns and settings', async () => {
    const name = offlineDbName(1, 'upgrade');
    // the database as the earlier till made it
    const old = await openDB(name, 1, {
      upgrade(d) {
        d.createObjectStore('products', { keyPath: 'id' });
        d.createObjectStore('accounts', { keyPath: 'id' });
        const sales = d.createObjectStore('sales', { keyPath: 'seq', autoIncrement: true });
        sales.createIndex('clientId', 'clientId', { unique: true });
        sales.createIndex('status', 'status');
        d.createObjectStore('meta', { keyPath: 'kind' });
      },
    });
    await old.add('sales', { clientId: 'kept-1', body: { ...body, clientId: 'kept-1' }, status: 'pending', createdAt: body.soldAt, total: '10.00' });
    old.close();
    const db = await openOfflineDb(name);
    expect(db.version).toBe(2);
    expect((await saleByClientId(db, 'kept-1'))?.status).toBe('pending');
    expect(await readTillFact(db, 'campaigns')).toBeNull();
    await saveTillFact(db, 'campaigns', campaigns);
    expect(await readTillFact(db, 'campaigns')).toEqual(campaigns);
  });

  it('the salespeople the till last read are kept beside the campaigns, each fact in its own place', async () => {
    const db = await openOfflineDb(offlineDbName(1, 'salespeople'));
    expect(await readTillFact(db, 'salespeople')).toBeNull();
    const people = [{ id: 3, name: 'Ayşe Temsilci', userId: null }];
    await saveTillFact(db, 'salespeople', people);
    await saveTillFact(db, 'campaigns', campaigns);
    expect(await readTillFact(db, 'salespeople')).toEqual(people);
    expect(await readTillFact(db, 'campaigns')).toEqual(campaigns);
  });

  it('a sale whose first upload got no answer is marked made offline; a sent one remembers when and what went on the account', async () => {
    const db = await openOfflineDb(offlineDbName(1, 'marks'));
    const queued = await enqueueSale(db, body, '10.00');
    await markMadeOffline(db, body.clientId);
    expect((await saleByClientId(db, body.clientId))?.body.madeOffline).toBe(true);
    await markSent(db, queued.seq!, 12, 'HS2026000012', '3.00');
    const sent = await saleByClientId(db, body.clientId);
    expect(sent).toMatchObject({ status: 'sent', pointsOnAccount: '3.00' });
    expect(Date.parse(sent!.sentAt!)).not.toBeNaN();
  });
});
