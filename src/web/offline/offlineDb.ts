import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PosSaleBody } from '../../../flows/pos';
import type { OfflineAccount, OfflineProduct } from '../../domain/schemas/offline';
import type { LoyaltySettings } from '../../domain/loyalty/settings';
import type { TillCampaigns } from '../../domain/campaigns/apply';
import type { SalespersonChoice } from '../../domain/schemas/commissions';
import { DEVICE_HEADER } from '../../domain/offline-devices';

/**
 * The data the till keeps in the browser (IndexedDB), one database per company and user: the catalogue,
 * the current accounts, the queue of sales not yet on the server, when each list was last refreshed, and (version 2)
 * the campaigns, loyalty settings and salespeople last downloaded, so that a till reloaded offline still sells with them.
 */

export const OFFLINE_DB_PREFIX = 'defter-offline-';
const VERSION = 2;

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
  /** when the server answered it (the points it spent are in a balance read after this) */
  sentAt?: string;
  /** the liras of its points part the server put on the customer's account: the balance no longer covered them */
  pointsOnAccount?: string;
  /** the salesperson it named was deleted before it reached the server: credited to its cashier */
  salespersonRemoved?: boolean;
}

export type ListKind = 'products' | 'accounts';

export interface ListMeta {
  kind: ListKind;
  refreshedAt: string;
  count: number;
}

/** What the till last downloaded to decide a sale by, besides the lists: kept whole, replaced on each download. */
export interface TillFactValues {
  campaigns: TillCampaigns;
  loyalty: LoyaltySettings;
  /** the salespeople a sale may be credited to (/komisyon), so that a till reloaded offline still offers them */
  salespeople: SalespersonChoice[];
}
export type TillFactKind = keyof TillFactValues;
export interface TillFact {
  kind: TillFactKind;
  savedAt: string;
  value: TillFactValues[TillFactKind];
}

export interface OfflineSchema extends DBSchema {
  products: { key: number; value: LocalProduct; indexes: { barcode: string; isbn: string; code: string; nameKey: string } };
  accounts: { key: number; value: LocalAccount; indexes: { code: string; nameKey: string } };
  sales: { key: number; value: QueuedSale; indexes: { clientId: string; status: QueuedStatus } };
  meta: { key: ListKind; value: ListMeta };
  facts: { key: TillFactKind; value: TillFact };
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
      upgrade(d, oldVersion) {
        if (oldVersion < 1) createListStores(d);
        if (oldVersion < 2) d.createObjectStore('facts', { keyPath: 'kind' });
      },
      blocking() {
        // another tab deletes the database (logout there), or a newer page upgrades it: let it
        void db?.then((x) => x.close());
        opened.delete(name);
      },
    });
    opened.set(name, db);
    db.catch(() => opened.delete(name));
  }
  return db;
}

/** Version 1: the lists, the sales queue and the lists' refresh times. */
function createListStores(d: IDBPDatabase<OfflineSchema>): void {
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
