import type { Queryable } from '../db/database';
import { decimalString } from '../masterdata/public';
import type { OfflineAccount, OfflineAccountPage, OfflinePage, OfflineProduct } from '../../domain/schemas/offline';
import type { VariantChoice } from '../../domain/variants/picker';
import { variantChoicesJson } from '../masterdata/public';
import { findLoyaltySettings, pointsBalances } from '../loyalty/public';

/**
 * The pages the till downloads to sell without a connection: compact rows in id order, one range scan of the
 * primary key (company_id, id) a page, and the cursor for the next page (null after the last one).
 */

const pageOf = <T extends { id: number }>(items: T[], limit: number, total: number | null): OfflinePage<T> => ({
  items,
  next: items.length === limit ? items[items.length - 1]!.id : null,
  total,
});

/** The row count shown as "x / total" while downloading: counted on the first page only. */
const countOf = async (db: Queryable, table: 'products' | 'accounts', after: number, companyId: number) =>
  after > 0 ? null : (await db.query<{ n: number }>(`select count(*)::integer as n from ${table} where company_id = $1`, [companyId])).rows[0]!.n;

export async function productPage(db: Queryable, companyId: number, after: number, limit: number): Promise<OfflinePage<OfflineProduct>> {
  const r = await db.query<{
    id: number;
    code: string;
    name: string;
    barcode: string | null;
    isbn: string | null;
    price: string;
    price_includes_vat: boolean;
    vat_rate: number;
    unit: string;
    passive: boolean;
    variant_choices: VariantChoice[] | null;
  }>(
    `select id, code, name, barcode, isbn, price::text as price, price_includes_vat, vat_rate, unit, coalesce(attributes->>'salesStatus' = 'passive', false) as passive,
            ${variantChoicesJson('products')} as variant_choices
       from products where company_id = $1 and id > $2 order by id limit $3`,
    [companyId, after, limit],
  );
  const items = r.rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    barcode: p.barcode,
    isbn: p.isbn,
    price: decimalString(p.price, 2),
    priceIncludesVat: p.price_includes_vat,
    vatRate: p.vat_rate,
    unit: p.unit,
    passive: p.passive,
    ...(p.variant_choices ? { variantChoices: p.variant_choices } : {}),
  }));
  return pageOf(items, limit, await countOf(db, 'products', after, companyId));
}

export async function accountPage(db: Queryable, companyId: number, after: number, limit: number): Promise<OfflineAccountPage> {
  const r = await db.query<{ id: number; code: string; name: string; kind: string; tax_number: string | null }>(
    `select id, code, name, kind, tax_number from accounts where company_id = $1 and id > $2 order by id limit $3`,
    [companyId, after, limit],
  );
  // what each account holds as of the download, and with the first page the company's loyalty settings: the till
  // takes a points part offline from them (flows/pos.ts), the server settles it with the real balance at sync
  const balances = await pointsBalances(
    db,
    r.rows.map((a) => a.id),
  );
  const items = r.rows.map((a) => ({ id: a.id, code: a.code, name: a.name, kind: a.kind, taxNumber: a.tax_number, points: balances.get(a.id) ?? 0 }));
  const page = pageOf(items, limit, await countOf(db, 'accounts', after, companyId));
  if (after > 0) return page;
  const loyalty = await findLoyaltySettings(db);
  return { ...page, loyalty: { ...loyalty, earnOn: [...loyalty.earnOn] } };
}
