import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkSaleLocally, type PosSaleBody } from '../../flows/pos';
import { offlineDbName, openOfflineDb, deleteOfflineDatabases, type OfflineDb } from '../../src/web/offline/offlineDb';
import { countWithStatus, enqueueSale, removeRefusedSale, retrySale, salesWithStatus } from '../../src/web/offline/saleQueue';
import { syncQueue, type SendOutcome, type SendSale } from '../../src/web/offline/syncQueue';

/** The offline sale queue over fake-indexeddb: order, dedupe by client id, refusals never block, no answer stops. */

let db: OfflineDb;
let n = 0;

beforeEach(async () => {
  db = await openOfflineDb(offlineDbName(1, `queue-${++n}`));
});

const sale = (clientId: string, over: Partial<PosSaleBody> = {}): PosSaleBody => ({
  clientId,
  cashBoxId: 1,
  paymentType: 'cash',
  soldAt: '2026-11-22T10:00:00.000Z',
  lines: [{ productId: 7, quantity: '1', unitPrice: '10.00', discountRate: '0', vatRate: 20 }],
  ...over,
});

/** A fake server: answers per client id, records what it received, keeps each sale once (as the real one does). */
function server(answer: (body: PosSaleBody) => SendOutcome['kind'] = () => 'sent') {
  const received: string[] = [];
  const stored = new Map<string, number>();
  const send: SendSale = async (body) => {
    received.push(body.clientId);
    const kind = answer(body);
    if (kind === 'unreachable') return { kind };
    if (kind === 'refused') return { kind, reason: `refused ${body.clientId}` };
    if (!stored.has(body.clientId)) stored.set(body.clientId, stored.size + 1);
    return { kind: 'sent', id: stored.get(body.clientId)!, number: `POS-${stored.get(body.clientId)}` };
  };
  return { send, received, stored };
}

describe('offline sale queue', () => {
  it('keeps the order the sales were made in and a client id only once', async () => {
    for (const id of ['c-0000001', 'c-0000002', 'c-0000003']) await enqueueSale(db, sale(id), '12.00');
    const again = await enqueueSale(db, sale('c-0000002'), '12.00');
    expect(again.seq).toBe(2);
    const pending = await salesWithStatus(db, 'pending');
    expect(pending.map((s) => s.clientId)).toEqual(['c-0000001', 'c-0000002', 'c-0000003']);
    expect(pending.map((s) => s.seq)).toEqual([1, 2, 3]);
  });

  it('a sale the server kept without its deleted salesperson, or with part of its points on the account, says so in the queue', async () => {
    await enqueueSale(db, sale('c-0000001', { salespersonId: 4 }), '12.00');
    await enqueueSale(db, sale('c-0000002'), '12.00');
    const send: SendSale = async (body) =>
      body.clientId === 'c-0000001'
        ? { kind: 'sent', id: 1, number: 'POS-1', salespersonRemoved: true, pointsOnAccount: '2.50' }
        : { kind: 'sent', id: 2, number: 'POS-2' };
    await syncQueue(db, send);
    const sent = await salesWithStatus(db, 'sent');
    expect(sent.map((r) => [r.clientId, r.salespersonRemoved ?? false, r.pointsOnAccount ?? null])).toEqual([
      ['c-0000001', true, '2.50'],
      ['c-0000002', false, null],
    ]);
  });

  it('sends in order; a refused sale is marked with its reason and the next ones still go', async () => {
    for (let i = 1; i <= 5; i++) await enqueueSale(db, sale(`c-000000${i}`), '12.00');
    const s = server((b) => (b.clientId === 'c-0000002' ? 'refused' : 'sent'));
    const result = await syncQueue(db, s.send);
    expect(result).toEqual({ sent: 4, refused: 1, stopped: false });
    expect(s.received).toEqual(['c-0000001', 'c-0000002', 'c-0000003', 'c-0000004', 'c-0000005']);
    const refused = await salesWithStatus(db, 'refused');
    expect(refused.map((r) => [r.clientId, r.reason])).toEqual([['c-0000002', 'refused c-0000002']]);
    const sent = await salesWithStatus(db, 'sent');
    expect(sent.map((r) => r.serverNumber)).toEqual(['POS-1', 'POS-2', 'POS-3', 'POS-4']);
  });

  it('no answer stops the pass and keeps the order; the next pass goes on from there', async () => {
    for (let i = 1; i <= 4; i++) await enqueueSale(db, sale(`c-000000${i}`), '12.00');
    let down = true;
    const s = server((b) => (down && b.clientId === 'c-0000003' ? 'unreachable' : 'sent'));
    expect(await syncQueue(db, s.send)).toEqual({ sent: 2, refused: 0, stopped: true });
    expect((await salesWithStatus(db, 'pending')).map((x) => x.clientId)).toEqual(['c-0000003', 'c-0000004']);
    down = false;
    expect(await syncQueue(db, s.send)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(s.received).toEqual(['c-0000001', 'c-0000002', 'c-0000003', 'c-0000003', 'c-0000004']);
    expect(await countWithStatus(db, 'pending')).toBe(0);
  });

  it('a thrown error counts as no answer', async () => {
    await enqueueSale(db, sale('c-0000001'), '12.00');
    const r = await syncQueue(db, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(r.stopped).toBe(true);
    expect(await countWithStatus(db, 'pending')).toBe(1);
  });

  it('passes started together never send a sale twice', async () => {
    for (let i = 1; i <= 20; i++) await enqueueSale(db, sale(`c-${String(i).padStart(7, '0')}`), '12.00');
    const s = server();
    const results = await Promise.all([syncQueue(db, s.send), syncQueue(db, s.send), syncQueue(db, s.send)]);
    expect(results.reduce((a, r) => a + r.sent, 0)).toBe(20);
    expect(s.received.length).toBe(20);
    expect(new Set(s.received).size).toBe(20);
  });

  it('a refused sale can be retried with the same client id, or removed; pending and sent ones cannot be removed', async () => {
    await enqueueSale(db, sale('c-0000001'), '12.00');
    await enqueueSale(db, sale('c-0000002'), '12.00');
    let closed = true;
    const s = server((b) => (closed && b.clientId === 'c-0000001' ? 'refused' : 'sent'));
    await syncQueue(db, s.send);
    const [refused] = await salesWithStatus(db, 'refused');
    expect(await removeRefusedSale(db, (await salesWithStatus(db, 'sent'))[0]!.seq!)).toBe(false);
    closed = false;
    await retrySale(db, refused!.seq!);
    await syncQueue(db, s.send);
    expect((await salesWithStatus(db, 'sent')).map((x) => x.clientId)).toEqual(['c-0000001', 'c-0000002']);
    expect(s.received.filter((c) => c === 'c-0000001').length).toBe(2);

    await enqueueSale(db, sale('c-0000003'), '12.00');
    expect(await removeRefusedSale(db, 3)).toBe(false);
    await syncQueue(db, server(() => 'refused').send);
    expect(await removeRefusedSale(db, 3)).toBe(true);
    expect(await countWithStatus(db, 'refused')).toBe(0);
  });

  it('logout deletes every Defter offline database', async () => {
    await enqueueSale(db, sale('c-0000001'), '12.00');
    await deleteOfflineDatabases();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names.filter((x) => x?.startsWith('defter-offline-'))).toEqual([]);
  });
});

describe('checkSaleLocally (the receipt machine in the browser)', () => {
  it('accepts a whole cash or card sale', () => {
    expect(checkSaleLocally(sale('c-0000001'))).toBeNull();
    expect(checkSaleLocally(sale('c-0000001', { paymentType: 'card' }))).toBeNull();
  });
  it('refuses what the server would refuse from the sale itself', () => {
    expect(checkSaleLocally(sale('c-0000001', { lines: [] }))).toBe('receipt.noLines');
    expect(checkSaleLocally(sale('c-0000001', { paymentType: 'credit' }))).toBe('receipt.accountRequired');
    expect(checkSaleLocally(sale('c-0000001', { paymentType: 'credit', accountId: 3 }))).toBeNull();
  });
  it('a mixed payment must add up to the grand total (12.00)', () => {
    expect(checkSaleLocally(sale('c-0000001', { paymentType: 'mixed', payments: { cash: '5.00', card: '7.00' } }))).toBeNull();
    expect(checkSaleLocally(sale('c-0000001', { paymentType: 'mixed', payments: { cash: '5.00', card: '6.99' } }))).toBe('receipt.paymentMismatch');
  });
});
