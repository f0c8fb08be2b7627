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
): Promise<{ items: ShopProduct[]; total: number }> {
  const a = searchArgs(text);
  // A shop publishing every product of a company without models shows every hit: the search reads the page alone
  // and its own count is the total. Otherwise the first hits are read and filtered, and the page taken from them.
  const everyHit =
    settings.publishAll &&
    offset + limit <= PRODUCT_SEARCH_COUNT_CAP &&
    !(await q.query<{ any: boolean }>(`select exists (select 1 from products where parent_product_id is not null) as any`)).rows[0]!.any;
  const r = await q.query<Row>(
    `with hits as (
       select p.id, h.n, h.total as found
         from product_search($1::text[], $2::text, $3::text, $4::text[], $5::integer, $6::integer, $7::integer) with ordinality h(id, total, n)
         join products p on p.id = h.id
         join b2b_shop_settings s on s.company_id = p.company_id
        where ${PUBLISHED} and not exists (select 1 from products v where v.company_id = p.company_id and v.parent_product_id = p.id)
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
      ? [a.words, a.namePrefix, a.codePrefix, a.codes, limit, offset, PRODUCT_SEARCH_COUNT_CAP, limit, 0, true]
      : [a.words, a.namePrefix, a.codePrefix, a.codes, PRODUCT_SEARCH_COUNT_CAP, 0, PRODUCT_SEARCH_COUNT_CAP, limit, offset, false],
  );
  return {
    items: r.rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      isbn: row.isbn,
      cover: row.cover,
      price: shownPrice(row, settings.pricesWithVat),
      stock: shownStock(row.quantity, settings.stockDisplay),
    })),
    total: r.rows[0]?.total ?? 0,
  };
}

/** Whether the shop shows this product (published, not hidden, not a model). */
export async function isPublished(q: Queryable, productId: number): Promise<boolean> {
  const r = await q.query(
    `select 1 from products p join b2b_shop_settings s on s.company_id = p.company_id
      where p.id = $1 and ${PUBLISHED} and not exists (select 1 from products v where v.company_id = p.company_id and v.parent_product_id = p.id)`,
    [productId],
  );
  return r.rowCount > 0;
}
