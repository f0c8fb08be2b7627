import type { PosSaleBody } from '../../../flows/pos';
import type { OfflineDb, QueuedSale, QueuedStatus } from './offlineDb';

/** The sales made at this till, in the order they were made, until the server has each of them. */

type Listener = () => void;
const listeners = new Set<Listener>();

/** Screens showing the queue (the badge, /fis/offline/fis) re-read it when it changes. */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const queueChanged = () => listeners.forEach((l) => l());

/** Adds a sale; the same clientId twice keeps the first one (dedupe). Answers the queued entry. */
export async function enqueueSale(db: OfflineDb, body: PosSaleBody, total: string, now = new Date()): Promise<QueuedSale> {
  const tx = db.transaction('sales', 'readwrite');
  const existing = await tx.store.index('clientId').get(body.clientId);
  if (existing) {
    await tx.done;
    return existing;
  }
  const sale: QueuedSale = {
    clientId: body.clientId,
    body,
    createdAt: now.toISOString(),
    status: 'pending',
    reason: null,
    serverId: null,
    serverNumber: null,
    total,
  };
  sale.seq = await tx.store.add(sale);
  await tx.done;
  queueChanged();
  return sale;
}

export async function salesWithStatus(db: OfflineDb, status: QueuedStatus): Promise<QueuedSale[]> {
  const rows = await db.getAllFromIndex('sales', 'status', status);
  return rows.sort((a, b) => a.seq! - b.seq!);
}

export const allSales = (db: OfflineDb) => db.getAll('sales');
export const saleByClientId = async (db: OfflineDb, clientId: string) => (await db.getFromIndex('sales', 'clientId', clientId)) ?? null;
export const countWithStatus = (db: OfflineDb, status: QueuedStatus) => db.countFromIndex('sales', 'status', status);

async function update(db: OfflineDb, seq: number, patch: Partial<QueuedSale>): Promise<QueuedSale | null> {
  const tx = db.transaction('sales', 'readwrite');
  const sale = await tx.store.get(seq);
  if (!sale) return null;
  const next = { ...sale, ...patch };
  await tx.store.put(next);
  await tx.done;
  queueChanged();
  return next;
}

export const markSent = (db: OfflineDb, seq: number, serverId: number, serverNumber: string, pointsOnAccount?: string, salespersonRemoved?: boolean) =>
  update(db, seq, {
    status: 'sent',
    reason: null,
    serverId,
    serverNumber,
    sentAt: new Date().toISOString(),
    ...(pointsOnAccount ? { pointsOnAccount } : {}),
    ...(salespersonRemoved ? { salespersonRemoved } : {}),
  });
/** A sale whose first upload got no answer: the customer has gone, so the server settles its points part (PosSaleBody.madeOffline). */
export async function markMadeOffline(db: OfflineDb, clientId: string): Promise<void> {
  const sale = await saleByClientId(db, clientId);
  if (sale?.status === 'pending' && !sale.body.madeOffline) await update(db, sale.seq!, { body: { ...sale.body, madeOffline: true } });
}
export const markRefused = (db: OfflineDb, seq: number, reason: string) => update(db, seq, { status: 'refused', reason });
/** A refused sale is tried again (after its cause was fixed, e.g. the cash box reopened): same clientId. */
export const retrySale = (db: OfflineDb, seq: number) => update(db, seq, { status: 'pending', reason: null });

/** Only a refused sale may be removed: a pending one would be lost, a sent one is the server's. */
export async function removeRefusedSale(db: OfflineDb, seq: number): Promise<boolean> {
  const tx = db.transaction('sales', 'readwrite');
  const sale = await tx.store.get(seq);
  if (!sale || sale.status !== 'refused') return false;
  await tx.store.delete(seq);
  await tx.done;
  queueChanged();
  return true;
}

/** An online sale the server refused at once goes back to the cashier: it never stays in the queue. */
export async function dropSale(db: OfflineDb, seq: number): Promise<void> {
  await db.delete('sales', seq);
  queueChanged();
}
