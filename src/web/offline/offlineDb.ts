import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PosSaleBody } from '../../../flows/pos';
import type { OfflineAccount, OfflineProduct } from '../../domain/schemas/offline';
import { DEVICE_HEADER } from '../../domain/offline-devices';

/**
 * The data the till keeps in the browser (IndexedDB), one database per company and user: the catalogue,
 * the current accounts, the queue of sales not yet on the server and when each list was last refreshed.
 */

export const OFFLINE_DB_PREFIX = 'defter-offline-';
const VERSION = 1;

/** A downloaded product, with its name folded for search (Turkish marks and case removed). */
export interface LocalProduct extends OfflineProduct {
  nameKey: string;
}

export interface LocalAccount extends OfflineAccount {
  nameKey: string;
}

export type QueuedStatus = 'pending' | 'sent' | 'refused';

export interface QueuedSale {
  /** the order the sales were made in (auto-increment) */
  seq?: number;
  clientId: string;
  body: PosSaleBody;
  createdAt: string;
  status: QueuedStatus;
  /** the server's message for a refused sale */
  reason: string | null;
  serverId: number | null;
  serverNumber: string | null;
  /** the grand total, for the queue list */
  total: string;
}

export type ListKind = 'products' | 'accounts';

export interface ListMeta {
  kind: ListKind;
  refreshedAt: string;
  count: number;
}

export interface OfflineSchema extends DBSchema {
  products: { key: number; value: LocalProduct; indexes: { barcode: string; isbn: string; code: string; nameKey: string } };
  accounts: { key: number; value: LocalAccount; indexes: { code: string; nameKey: string } };
  sales: { key: number; value: QueuedSale; indexes: { clientId: string; status: QueuedStatus } };
  meta: { key: ListKind; value: ListMeta };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export function offlineDbName(companyId: string | number, userId: string | number): string {
  return `${OFFLINE_DB_PREFIX}${companyId}-${userId}`;
}

const opened = new Map<string, Promise<OfflineDb>>();

/** One connection per name for the whole page. */
export function openOfflineDb(name: string): Promise<OfflineDb> {
  let db = opened.get(name);
  if (!db) {
    db = openDB<OfflineSchema>(name, VERSION, {
      upgrade(d) {
        const products = d.createObjectStore('products', { keyPath: 'id' });
        products.createIndex('barcode', 'barcode');
        products.createIndex('isbn', 'isbn');
        products.createIndex('code', 'code');
        products.createIndex('nameKey', 'nameKey');
        const accounts = d.createObjectStore('accounts', { keyPath: 'id' });
        accounts.createIndex('code', 'code');
        accounts.createIndex('nameKey', 'nameKey');
        const sales = d.createObjectStore('sales', { keyPath: 'seq', autoIncrement: true });
        sales.createIndex('clientId', 'clientId', { unique: true });
        sales.createIndex('status', 'status');
        d.createObjectStore('meta', { keyPath: 'kind' });
      },
      blocking() {
        // another tab deletes the database (logout there): let it
        void db?.then((x) => x.close());
        opened.delete(name);
      },
    });
    opened.set(name, db);
    db.catch(() => opened.delete(name));
  }
  return db;
}

/** Logout (spec §4): every Defter offline database of this browser is deleted, whoever it belonged to. */
export async function deleteOfflineDatabases(): Promise<void> {
  const known = [...opened.keys()];
  for (const [name, db] of opened) {
    opened.delete(name);
    try {
      (await db).close();
    } catch {
      // never opened
    }
  }
  const names = typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((d) => d.name ?? '') : [];
  await Promise.all([...new Set([...known, ...names])].filter((n) => n.startsWith(OFFLINE_DB_PREFIX)).map((n) => deleteDB(n)));
}

/**
 * This browser's identifier for the offline till's device authorisation (spec §5, §6). Kept in localStorage, not in
 * the offline databases: logging out deletes those, and the device must stay the same device for the next user
 * session. Made only once the user agreed to send it (null before).
 */
const DEVICE_KEY = 'defter-device-id';

export function storedDeviceId(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

export function createDeviceId(): string {
  const id = storedDeviceId() ?? `web-${crypto.randomUUID()}`;
  localStorage.setItem(DEVICE_KEY, id);
  return id;
}

/** The header naming this device on the offline downloads and the queue's uploads (none before one was made). */
export function deviceHeaders(): Record<string, string> {
  const id = storedDeviceId();
  return id ? { [DEVICE_HEADER]: id } : {};
}
