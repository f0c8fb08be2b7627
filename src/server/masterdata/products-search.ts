import { compactIdentifier } from '../../domain/identifiers/digits';
import { toIsbn13 } from '../../domain/identifiers/isbn';
import { PRODUCT_SEARCH_COUNT_CAP } from '../../domain/schemas/masterdata';
import { foldForSearch } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { PRODUCT_SELECT, type ProductRow } from './views';

/**
 * GET /api/products?q=: the stock search (migration 006, function product_search). What the user types
 * matches the name anywhere, ignoring case and Turkish marks ("ogretmen" finds "Öğretmen"); one or two
 * letters match the start of names only (too short for the trigram index). It also matches a code by
 * its prefix and a barcode or ISBN exactly (an ISBN-10 finds the ISBN-13). The answer is in Turkish
 * alphabetical order.
 */

/** Shorter text is not found anywhere in a name by the trigram index. */
const MIN_ANYWHERE = 3;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface SearchArgs {
  words: string[] | null;
  namePrefix: string | null;
  codePrefix: string | null;
  codes: string[] | null;
}

/** The parameters of product_search for a query as typed (blank: every card). */
export function searchArgs(q: string | undefined): SearchArgs {
  const text = (q ?? '').trim();
  if (!text) return { words: null, namePrefix: null, codePrefix: null, codes: null };
  const folded = foldForSearch(text).replace(/\s+/g, ' ').trim();
  const anywhere = folded.length >= MIN_ANYWHERE;
  const codes = [...new Set([text, compactIdentifier(text).toUpperCase(), toIsbn13(text)].filter((c): c is string => !!c))];
  return {
    words: anywhere ? [`%${likeEscape(folded)}%`] : null,
    namePrefix: anywhere ? null : `${likeEscape(folded)}%`,
    codePrefix: /\s/.test(text) ? null : `${likeEscape(text.toLowerCase())}%`,
    codes,
  };
}

/**
 * One page of the search, read under the company's row-level security, with the number of hits: exact
 * up to PRODUCT_SEARCH_COUNT_CAP, one more meaning "more than that" (counting 50,000 hits of a common word
 * would cost more than the page itself). The unfiltered list's total is always exact.
 */
export async function searchProducts(db: Queryable, q: string | undefined, limit: number, offset: number): Promise<{ rows: ProductRow[]; total: number }> {
  const a = searchArgs(q);
  const r = await db.query<ProductRow>(
    `${PRODUCT_SELECT}, h.total
       from product_search($1::text[], $2::text, $3::text, $4::text[], $5::integer, $6::integer, $7::integer) with ordinality h(id, total, n)
       join products p on p.id = h.id
      order by h.n`,
    [a.words, a.namePrefix, a.codePrefix, a.codes, limit, offset, PRODUCT_SEARCH_COUNT_CAP],
  );
  return { rows: r.rows, total: r.rows[0]?.total ?? 0 };
}

/**
 * The cards whose stock in all warehouses is at or under their critical level, the furthest under first: the
 * stock list's `only=critical` and the dashboard's card read them alike (`s.quantity` is the stock on hand).
 */
export const AT_CRITICAL_STOCK = {
  from: `products p
       cross join lateral (select coalesce(sum(m.quantity), 0) as quantity from stock_moves m where m.company_id = p.company_id and m.product_id = p.id) s
      where p.critical_stock is not null and s.quantity <= p.critical_stock`,
  order: `s.quantity - p.critical_stock, p.code`,
};

/**
 * GET /api/products?only=critical: the cards at or under their critical stock, a page at a time with their number;
 * with `q`, those of them the search finds (among its first PRODUCT_SEARCH_COUNT_CAP hits).
 */
export async function criticalProducts(db: Queryable, q: string | undefined, limit: number, offset: number): Promise<{ rows: ProductRow[]; total: number }> {
  const a = searchArgs(q);
  const searching = !!(q ?? '').trim();
  const r = await db.query<ProductRow>(
    `${PRODUCT_SELECT}, count(*) over ()::integer as total from ${AT_CRITICAL_STOCK.from}
       ${searching ? `and p.id in (select h.id from product_search($3::text[], $4::text, $5::text, $6::text[], $7::integer, 0, $7::integer) h(id, total))` : ''}
      order by ${AT_CRITICAL_STOCK.order} limit $1 offset $2`,
    searching ? [limit, offset, a.words, a.namePrefix, a.codePrefix, a.codes, PRODUCT_SEARCH_COUNT_CAP] : [limit, offset],
  );
  return { rows: r.rows, total: r.rows[0]?.total ?? 0 };
}
