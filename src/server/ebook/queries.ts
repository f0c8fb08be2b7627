import { DEFAULT_EBOOK_PRICING, type EbookPricing, type EbookRule } from '../../domain/ebook/pricing';
import type { Queryable } from '../db/database';

/** The SQL of e-book pricing (migration 053). */

export async function readEbookPricing(q: Queryable): Promise<EbookPricing> {
  const r = await q.query<{ rules: EbookRule[]; rounding_step: string; rounding_mode: EbookPricing['roundingMode'] }>(
    `select rules, rounding_step::text as rounding_step, rounding_mode from ebook_pricing`,
  );
  const row = r.rows[0];
  return row ? { rules: row.rules, roundingStep: row.rounding_step, roundingMode: row.rounding_mode } : DEFAULT_EBOOK_PRICING;
}

export async function saveEbookPricing(q: Queryable, companyId: number, p: EbookPricing): Promise<void> {
  await q.query(
    `insert into ebook_pricing (company_id, rules, rounding_step, rounding_mode) values ($1, $2, $3, $4)
     on conflict (company_id) do update set rules = excluded.rules, rounding_step = excluded.rounding_step, rounding_mode = excluded.rounding_mode`,
    [companyId, JSON.stringify(p.rules), p.roundingStep, p.roundingMode],
  );
}

export interface EditionRow {
  ebook_product_id: number;
  ebook_name: string;
  ebook_price: string;
  printed_product_id: number;
  printed_name: string;
  printed_price: string;
  category_id: string | null;
  manufacturer_id: string | null;
}

/**
 * Every e-book with its printed book, by the e-book's name. `lock` takes the e-books' rows (in id order) so that an
 * apply and a card saved at the same moment do not cross.
 */
export async function readEditions(q: Queryable, lock = false): Promise<EditionRow[]> {
  if (lock)
    await q.query(`select 1 from products p join ebook_editions e on e.company_id = p.company_id and e.ebook_product_id = p.id order by p.id for update of p`);
  const r = await q.query<EditionRow>(
    `select e.ebook_product_id, b.name as ebook_name, b.price::text as ebook_price, e.printed_product_id, p.name as printed_name,
            p.price::text as printed_price, p.attributes->>'categoryId' as category_id, p.attributes->>'manufacturerId' as manufacturer_id
       from ebook_editions e
       join products b on b.company_id = e.company_id and b.id = e.ebook_product_id
       join products p on p.company_id = e.company_id and p.id = e.printed_product_id
      order by b.name, e.ebook_product_id`,
  );
  return r.rows;
}

export async function productExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from products where id = $1`, [id])).rowCount > 0;
}

/** Links an e-book to the printed book it is priced from; null unlinks it. */
export async function saveEdition(q: Queryable, companyId: number, ebookProductId: number, printedProductId: number | null): Promise<void> {
  if (printedProductId === null) {
    await q.query(`delete from ebook_editions where ebook_product_id = $1`, [ebookProductId]);
    return;
  }
  await q.query(
    `insert into ebook_editions (company_id, ebook_product_id, printed_product_id) values ($1, $2, $3)
     on conflict (company_id, ebook_product_id) do update set printed_product_id = excluded.printed_product_id`,
    [companyId, ebookProductId, printedProductId],
  );
}

/** Sets the e-books' prices; the price history trigger (migration 013) keeps the ones they had, and each card's version moves on. */
export async function setPrices(q: Queryable, changes: readonly { productId: number; newPrice: string }[]): Promise<void> {
  if (!changes.length) return;
  await q.query(
    `update products p set price = c.price, version = p.version + 1, updated_at = now()
       from unnest($1::integer[], $2::numeric[]) as c (id, price) where p.id = c.id`,
    [changes.map((c) => c.productId), changes.map((c) => c.newPrice)],
  );
}
