import type { Queryable } from '../db/database';
import type { MarketSettingsRow } from './settings-queries';

/** A listed card as the push reads it: its barcode, price and stock, and what was last pushed of it (null: never). */
export interface ListedCard {
  product_id: number;
  barcode: string;
  price: string;
  vat_rate: number;
  price_includes_vat: boolean;
  stock: string;
  pushed_quantity: number | null;
  pushed_sale_price: string | null;
  pushed_list_price: string | null;
}

/**
 * The cards the company lists (every card with a barcode, or the chosen categories and cards), with what the
 * settings' warehouse holds of each (stock_totals, the running totals the shared catalogue publishes from too; every
 * warehouse when none is chosen).
 */
export async function listedCards(q: Queryable, s: MarketSettingsRow): Promise<ListedCard[]> {
  const r = await q.query<ListedCard>(
    `select p.id as product_id, p.barcode, p.price::text as price, p.vat_rate, p.price_includes_vat,
            coalesce((select sum(t.quantity) from stock_totals t where t.product_id = p.id and ($1::integer is null or t.warehouse_id = $1)), 0)::text as stock,
            l.quantity as pushed_quantity, l.sale_price::text as pushed_sale_price, l.list_price::text as pushed_list_price
       from products p
       left join marketplace_listings l on l.company_id = p.company_id and l.product_id = p.id
      where p.barcode is not null and p.barcode <> ''
        and ($2 = 'all' or p.id = any($3::integer[]) or (p.attributes->>'categoryId') = any($4::text[]))
      order by p.id`,
    [s.warehouse_id, s.listing, s.product_ids, s.category_ids.map(String)],
  );
  return r.rows;
}

/** What a batch the marketplace took set: a later push sends a card only when these differ. */
export async function recordPushed(
  q: Queryable,
  companyId: number,
  batchId: string,
  items: { productId: number; barcode: string; quantity: number; salePrice: string; listPrice: string }[],
): Promise<void> {
  if (!items.length) return;
  await q.query(
    `insert into marketplace_listings (company_id, product_id, barcode, quantity, sale_price, list_price, batch_id)
     select $1, x.product_id, x.barcode, x.quantity, x.sale_price, x.list_price, $2
       from unnest($3::integer[], $4::text[], $5::integer[], $6::numeric[], $7::numeric[]) as x(product_id, barcode, quantity, sale_price, list_price)
     on conflict (company_id, product_id) do update set barcode = excluded.barcode, quantity = excluded.quantity, sale_price = excluded.sale_price,
       list_price = excluded.list_price, batch_id = excluded.batch_id, pushed_at = now()`,
    [
      companyId,
      batchId,
      items.map((i) => i.productId),
      items.map((i) => i.barcode),
      items.map((i) => i.quantity),
      items.map((i) => i.salePrice),
      items.map((i) => i.listPrice),
    ],
  );
}
