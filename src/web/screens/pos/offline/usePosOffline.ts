import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { VariantChoice } from '../../../../domain/variants/picker';
import { fetchProduct } from '../../../api/fetchProduct';
import { lookupProduct } from '../../common/productLookup';
import { rememberCashBox, rememberedCashBox } from '../../../offline/cashBoxMemory';
import { productByCode, searchProductsLocally } from '../../../offline/localLists';
import type { OfflineDb } from '../../../offline/offlineDb';
import { sendQueueNow } from '../../../offline/syncLoop';
import { useListRefresh, useOfflineDb, useOnline, useQueueCounts } from '../../../offline/useOffline';

/** What a sale line needs of a product, whether it came from the local catalogue or the server. */
export interface SaleProduct {
  id: number;
  name: string;
  price: string;
  vatRate: number;
  /** the price includes the VAT; absent in a catalogue downloaded before products said so */
  priceIncludesVat?: boolean;
  /** a second-hand copy (/sahaf) of the product: this copy, at its own price */
  copyId?: number;
  /** a model's variants: the till asks which one (VariantPicker) instead of selling the model */
  variantChoices?: VariantChoice[];
}

/** A catalogue older than this is downloaded again in the background when the POS opens online. */
const STALE_MS = 60 * 60_000;

/**
 * The POS screen's offline side: the local catalogue (downloaded when missing or stale, usable meanwhile),
 * the queue counts, the connection, and the open cash box (remembered, so that offline sales name it).
 */
export function usePosOffline(cashBox: UseQueryResult<{ cashBoxId: number } | null>) {
  const db = useOfflineDb();
  const online = useOnline();
  const counts = useQueueCounts(db);
  const products = useListRefresh(db, 'products');
  const accounts = useListRefresh(db, 'accounts');
  const tried = useRef(false);

  useEffect(() => {
    if (!db || !products.loaded || !accounts.loaded || !online || tried.current) return;
    tried.current = true;
    const stale = (at: string | undefined) => !at || Date.now() - Date.parse(at) > STALE_MS;
    void (async () => {
      if (stale(products.meta?.refreshedAt)) await products.refresh();
      if (stale(accounts.meta?.refreshedAt)) await accounts.refresh();
    })();
  }, [db, products, accounts, online]);

  useEffect(() => {
    if (cashBox.isSuccess) rememberCashBox(cashBox.data?.cashBoxId ?? null);
  }, [cashBox.isSuccess, cashBox.data]);

  const sendNow = useCallback(() => {
    if (db) void sendQueueNow(db);
  }, [db]);

  // opening the POS sends what waits (the sync loop also does on reconnecting and every 30 s)
  useEffect(() => {
    if (db && navigator.onLine) void sendQueueNow(db);
  }, [db]);

  return {
    db,
    online,
    pending: counts.pending,
    refused: counts.refused,
    progress: products.progress ?? accounts.progress,
    catalogueReady: !!db && products.loaded && (products.meta !== null || (products.progress === null && !online)),
    /** the database when the accounts are in it (the account picker then reads them locally) */
    accountsDb: accounts.meta ? db : null,
    cashBoxId: cashBox.isSuccess ? (cashBox.data?.cashBoxId ?? null) : rememberedCashBox(),
    sendNow,
    /** the catalogue's download waits on this device's authorisation (the accounts' follows the catalogue's) */
    device: {
      device: products.device,
      sendDevice: async () => {
        await products.sendDevice();
        await accounts.refresh();
      },
      declineDevice: products.declineDevice,
    },
  };
}

/** A scanned or typed code: the local catalogue first (instant, offline too), then the server when online. */
export async function findProduct(db: OfflineDb | null, code: string, online: boolean): Promise<SaleProduct | null> {
  const local = db ? await productByCode(db, code) : null;
  if (local || !online) return local;
  return (await lookupProduct(code).catch(() => ({ exact: null }))).exact;
}

/** A product by its id (a variant picked at the till): the local catalogue first, then the server when online. */
export async function productById(db: OfflineDb | null, id: number, online: boolean): Promise<SaleProduct | null> {
  const local = db ? await db.get('products', id) : undefined;
  if (local || !online) return local ?? null;
  return fetchProduct(id).catch(() => null);
}

/** A name search: local matches first; the server's when the catalogue has none and the connection is there. */
export async function searchProducts(db: OfflineDb | null, text: string, online: boolean): Promise<{ exact: SaleProduct | null; candidates: SaleProduct[] }> {
  const local = db ? await productByCode(db, text) : null;
  if (local) return { exact: local, candidates: [] };
  const found = db ? await searchProductsLocally(db, text, 20) : [];
  if (found.length > 0 || !online) return found.length === 1 ? { exact: found[0]!, candidates: [] } : { exact: null, candidates: found };
  return lookupProduct(text).catch(() => ({ exact: null, candidates: [] }));
}
