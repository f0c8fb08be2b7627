import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { refreshList, type DownloadPage, type Progress } from '../../src/web/offline/download';
import { countProducts, listMeta, productByCode, searchProductsLocally } from '../../src/web/offline/localLists';
import { offlineDbName, openOfflineDb, type LocalProduct } from '../../src/web/offline/offlineDb';

/** The local catalogue: a paged download with progress, rows the server dropped go, look-ups by code and folded name. */

type Row = Omit<LocalProduct, 'nameKey'>;
const product = (id: number, name: string, barcode: string | null, isbn: string | null = null): Row => ({
  id,
  code: `P${id}`,
  name,
  barcode,
  isbn,
  price: '10.00',
  vatRate: 20,
  unit: 'ADET',
  passive: false,
});

function pages(rows: Row[], size: number) {
  return async (after: number): Promise<DownloadPage<Row>> => {
    const items = rows.filter((r) => r.id > after).slice(0, size);
    return { items, next: items.length === size ? items.at(-1)!.id : null, total: after === 0 ? rows.length : null };
  };
}

describe('local catalogue', () => {
  it('downloads page by page with progress, then drops what the server no longer has', async () => {
    const db = await openOfflineDb(offlineDbName(1, 'catalogue'));
    const rows = Array.from({ length: 25 }, (_, i) => product(i + 1, `Ürün ${i + 1}`, `869000000${String(i + 1).padStart(4, '0')}`));
    const seen: Progress[] = [];
    expect(await refreshList(db, 'products', pages(rows, 10), (p) => seen.push(p))).toBe(25);
    expect(seen).toEqual([
      { done: 10, total: 25 },
      { done: 20, total: 25 },
      { done: 25, total: 25 },
    ]);
    expect(await countProducts(db)).toBe(25);
    expect((await listMeta(db, 'products'))?.count).toBe(25);
    await refreshList(db, 'products', pages(rows.slice(5), 10));
    expect(await countProducts(db)).toBe(20);
    expect(await productByCode(db, '8690000000001')).toBeNull();
    expect((await productByCode(db, '8690000000006'))?.id).toBe(6);
  });

  it('finds a barcode, an ISBN-10 as its ISBN-13, a code, and a name without Turkish marks', async () => {
    const db = await openOfflineDb(offlineDbName(1, 'lookups'));
    const rows = [product(1, 'Öğretmenin Kitabı', '9789750719387', '9789750719387'), product(2, 'Şiir Defteri', '8690000000002'), product(3, 'Kalem', null)];
    await refreshList(db, 'products', pages(rows, 100));
    expect((await productByCode(db, '9789750719387'))?.id).toBe(1);
    expect((await productByCode(db, '975-07-1938-7'))?.id).toBe(1);
    expect((await productByCode(db, 'p3'))?.id).toBe(3);
    expect((await productByCode(db, ' P2 '))?.id).toBe(2);
    expect((await searchProductsLocally(db, 'ogretmen')).map((p) => p.id)).toEqual([1]);
    expect((await searchProductsLocally(db, 'defteri')).map((p) => p.id)).toEqual([2]);
    expect((await searchProductsLocally(db, 'ŞİİR')).map((p) => p.id)).toEqual([2]);
  });
});
