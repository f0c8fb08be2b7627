import { shownPrice, shownStock } from '../../domain/b2b-shop/storefront';
import { PRODUCT_SEARCH_COUNT_CAP } from '../../domain/schemas/masterdata';
import type { ShopProduct, ShopSettings } from '../../domain/schemas/b2b-shop';
import type { Queryable } from '../db/database';
import { searchArgs } from '../masterdata/public';

interface Row {
  id: number;
  code: string;
  name: string;
  isbn: string | null;
  cover: string | null;
  price: string;
  priceIncludesVat: boolean;
  vatRate: number;
  quantity: string;
  total: number;
}

/**
 * Published: every product when the shop publishes all, else those of its published groups (categories) and products;
 * never one the shop hides (/b2b/ayarList).
 */
export const PUBLISHED = `(p.id <> all (s.hidden_product_ids) and (s.publish_all or p.attributes->>'categoryId' = any (s.published_group_ids::text[]) or p.id = any (s.published_product_ids)))`;
/** On sale in the shop: published, and not a model (its variants are sold). */
export const ON_SALE = `${PUBLISHED} and not exists (select 1 from products v where v.company_id = p.company_id and v.parent_product_id = p.id)`;

/**
 * A page of the published products the words find, in the stock search's order (migration 006, product_search: Turkish
 * folding, codes, barcodes and ISBNs), with the price and stock the shop shows. Models are not sold; their variants are.
 * The total is counted among the first PRODUCT_SEARCH_COUNT_CAP hits.
 */
export async function shopProducts(
  q: Queryable,
  settings: ShopSettings,
  text: string,
  limit: number,
  offset: number,
  categoryId?: number,
): Promise<{ items: ShopProduct[]; total: number }> {
  const a = searchArgs(text);
  // A shop publishing every product of a company without models, searched in no one category, shows every hit: the
  // search reads the page alone and its own count is the total. Otherwise the first hits are read and filtered, and
  // the page taken from them.
  const category = categoryId === undefined ? null : String(categoryId);
  const everyHit =
    category === null &&
    settings.publishAll &&
    offset + limit <= PRODUCT_SEARCH_COUNT_CAP &&
    !(await q.query<{ any: boolean }>(`select exists (select 1 from products where parent_product_id is not null) as any`)).rows[0]!.any;
  const r = await q.query<Row>(
    `with hits as (
       select p.id, h.n, h.total as found
         from product_search($1::text[], $2::text, $3::text, $4::text[], $5::integer, $6::integer, $7::integer) with ordinality h(id, total, n)
         join products p on p.id = h.id
         join b2b_shop_settings s on s.company_id = p.company_id
        where ${ON_SALE} and ($11::text is null or p.attributes->>'categoryId' = $11::text)
     ), page as (
       select id, n, (case when $10::boolean then least(found, $7::integer) else count(*) over () end)::integer as total
         from hits order by n limit $8 offset $9
     )
     select p.id, p.code, p.name, p.isbn, p.attributes->>'cover' as cover, p.price::text as price, p.price_includes_vat as "priceIncludesVat",
            p.vat_rate as "vatRate", coalesce((select sum(m.quantity) from stock_moves m where m.company_id = p.company_id and m.product_id = p.id), 0)::text as quantity,
            page.total
       from page join products p on p.id = page.id
      order by page.n`,
    everyHit
      ? [a.words, a.namePrefix, a.codePrefix, a.codes, limit, offset, PRODUCT_SEARCH_COUNT_CAP, limit, 0, true, null]
      : [a.words, a.namePrefix, a.codePrefix, a.codes, PRODUCT_SEARCH_COUNT_CAP, 0, PRODUCT_SEARCH_COUNT_CAP, limit, offset, false, category],
  );
  return { items: r.rows.map((row) => shownProduct(row, settings)), total: r.rows[0]?.total ?? 0 };
}

const shownProduct = (row: Omit<Row, 'total'>, settings: ShopSettings): ShopProduct => ({
  id: row.id,
  code: row.code,
  name: row.name,
  isbn: row.isbn,
  cover: row.cover,
  price: shownPrice(row, settings.pricesWithVat),
  stock: shownStock(row.quantity, settings.stockDisplay),
});

/** One published product the shop sells (not a model), with its price and stock as the shop shows them; undefined otherwise. */
export async function shopProduct(q: Queryable, settings: ShopSettings, id: number): Promise<ShopProduct | undefined> {
  const r = await q.query<Omit<Row, 'total'>>(
    `select p.id, p.code, p.name, p.isbn, p.attributes->>'cover' as cover, p.price::text as price, p.price_includes_vat as "priceIncludesVat",
            p.vat_rate as "vatRate", coalesce((select sum(m.quantity) from stock_moves m where m.company_id = p.company_id and m.product_id = p.id), 0)::text as quantity
       from products p join b2b_shop_settings s on s.company_id = p.company_id
      where p.id = $1 and ${ON_SALE}`,
    [id],
  );
  return r.rows[0] && shownProduct(r.rows[0], settings);
}

/** The categories that hold a published product the shop sells, by name. */
export async function shopCategories(q: Queryable): Promise<{ id: number; name: string }[]> {
  const r = await q.query<{ id: number; name: string }>(
    `select d.id, d.name from definitions d
      where d.kind = 'category' and exists (
        select 1 from products p join b2b_shop_settings s on s.company_id = p.company_id
         where p.company_id = d.company_id and p.attributes->>'categoryId' = d.id::text and ${ON_SALE})
      order by d.name, d.id`,
  );
  return r.rows;
}

/** Whether the shop shows this product (published, not hidden, not a model). */
export async function isPublished(q: Queryable, productId: number): Promise<boolean> {
  const r = await q.query(
    `select 1 from products p join b2b_shop_settings s on s.company_id = p.company_id
      where p.id = $1 and ${ON_SALE}`,
    [productId],
  );
  return r.rowCount > 0;
}
