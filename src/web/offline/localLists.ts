import { productCodeKeys } from '../../domain/identifiers/product-code';
import { foldForSearch } from '../../domain/text/turkish';
import type { LocalAccount, LocalProduct, OfflineDb } from './offlineDb';

/** Reading the local catalogue and accounts: what the scan box and the pickers ask while a sale goes on. */

/** The product a scanned or typed code names exactly, by the keys and the order of `productCodeKeys` (barcode, ISBN, code). */
export async function productByCode(db: OfflineDb, text: string): Promise<LocalProduct | null> {
  const tx = db.transaction('products');
  for (const key of productCodeKeys(text)) {
    const found = await tx.store.index(key.field).get(key.value);
    if (found) return found;
  }
  return null;
}

const prefixRange = (key: string) => IDBKeyRange.bound(key, `${key}\uffff`);

/**
 * Rows whose folded name starts with the folded text (index range), then, when those are fewer than `limit`,
 * rows that contain it anywhere (one pass over the store). Codes match by their start as well.
 */
async function searchStore<S extends 'products' | 'accounts'>(db: OfflineDb, store: S, text: string, limit: number) {
  type Row = S extends 'products' ? LocalProduct : LocalAccount;
  const key = foldForSearch(text).replace(/\s+/g, ' ').trim();
  if (!key) return (await db.getAll(store, undefined, limit)) as Row[];
  const rows = (await db.getAllFromIndex(store, 'nameKey', prefixRange(key), limit)) as Row[];
  if (rows.length >= limit) return rows;
  const seen = new Set(rows.map((r) => r.id));
  const upper = text.trim().toUpperCase();
  let cursor = await db.transaction(store).store.openCursor();
  while (cursor && rows.length < limit) {
    const r = cursor.value as Row;
    if (!seen.has(r.id) && (r.nameKey.includes(key) || r.code.toUpperCase().startsWith(upper))) rows.push(r);
    cursor = await cursor.continue();
  }
  return rows;
}

export const searchProductsLocally = (db: OfflineDb, text: string, limit = 20) => searchStore(db, 'products', text, limit);
export const searchAccountsLocally = (db: OfflineDb, text: string, limit = 20) => searchStore(db, 'accounts', text, limit);

export const countProducts = (db: OfflineDb) => db.count('products');
export const countAccounts = (db: OfflineDb) => db.count('accounts');
export const accountById = async (db: OfflineDb, id: number) => (await db.get('accounts', id)) ?? null;
export const listMeta = async (db: OfflineDb, kind: 'products' | 'accounts') => (await db.get('meta', kind)) ?? null;
