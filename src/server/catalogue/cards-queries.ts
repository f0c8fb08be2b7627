import { CARD_FIELDS, storeDifferences, updatedCard, type CardData, type CardField, type EntryData } from '../../domain/catalogue/store-compare';
import type { StoreComparison } from '../../domain/schemas/catalogue';
import type { Queryable } from '../db/database';
import { decimalString, GENERATED_PRODUCT_PREFIX, highestProductCodeNumber, lockCodes, searchKeys } from '../masterdata/public';

/**
 * A company's cards drawn from the shared catalogue (/kibourunlist, /kibourun/stokmagaza): one insert for many
 * entries, each card keeping its entry's id (products.catalogue_entry_id), and the comparison of the linked cards
 * with their entries.
 */

/** The location new cards go on: the one asked, else the settings', else the company's first; null: none is the company's. */
export async function cardLocation(q: Queryable, asked: number | undefined): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `select id from locations where id = coalesce($1::integer, (select location_id from catalogue_settings), (select min(id) from locations))`,
    [asked ?? null],
  );
  return r.rows[0]?.id ?? null;
}

/** The entries of `ids` that are not in the catalogue. */
export async function missingEntries(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `select i.id from unnest($1::integer[]) as i(id) where not exists (select 1 from catalogue_entries e where e.id = i.id) order by i.id`,
    [ids],
  );
  return r.rows.map((row) => row.id);
}

/**
 * Cards for every entry of `ids` the company has no card of yet, in one statement: generated codes (STK and seven
 * digits, after the highest, under the code lock as a single new card takes one), the entry's title, ISBN as
 * barcode and ISBN-13 column, price and VAT rate, its author, publisher and page count as the card's fields.
 * Answers the ids of the cards made, and of the cards the company had already.
 */
export async function createCardsFromEntries(
  q: Queryable,
  companyId: number,
  ids: readonly number[],
  locationId: number,
  isbn13: (isbn: string) => string | null,
): Promise<{ created: number[]; existing: number[] }> {
  await lockCodes(q, 'products');
  const existing = (await q.query<{ id: number }>(`select id from products where catalogue_entry_id = any($1::integer[]) order by id`, [ids])).rows.map(
    (r) => r.id,
  );
  const entries = (
    await q.query<{ id: number; isbn: string | null; title: string }>(
      `select e.id, e.isbn, e.title from catalogue_entries e
        where e.id = any($1::integer[]) and not exists (select 1 from products p where p.catalogue_entry_id = e.id)
        order by e.title_key collate "C", e.id`,
      [ids],
    )
  ).rows;
  if (entries.length === 0) return { created: [], existing };
  const first = (await highestProductCodeNumber(q, GENERATED_PRODUCT_PREFIX, 7)) + 1;
  const r = await q.query<{ id: number }>(
    `insert into products (company_id, code, name, barcode, isbn, vat_rate, price, location_id, attributes, catalogue_entry_id, name_key, search_text)
     select $1, $2 || lpad((($3::integer) + n - 1)::text, 7, '0'), e.title, nullif(x.isbn13, ''), nullif(x.isbn13, ''), e.vat_rate,
            coalesce(e.price, 0), $4,
            jsonb_strip_nulls(jsonb_build_object('author', e.author, 'publisher', e.publisher, 'pageCount', e.page_count,
              'manufacturer', (select m.name from catalogue_manufacturers m where m.id = e.manufacturer_id))),
            e.id, x.name_key, x.search_text
       from unnest($5::integer[], $6::text[], $7::text[], $8::text[]) with ordinality as x(id, isbn13, name_key, search_text, n)
       join catalogue_entries e on e.id = x.id
     returning id`,
    [
      companyId,
      GENERATED_PRODUCT_PREFIX,
      first,
      locationId,
      entries.map((e) => e.id),
      entries.map((e) => (e.isbn && isbn13(e.isbn)) ?? ''),
      entries.map((e) => searchKeys(e.title).nameKey),
      entries.map((e) => searchKeys(e.title).searchText),
    ],
  );
  return { created: r.rows.map((row) => row.id).sort((a, b) => a - b), existing };
}

interface LinkedRow {
  product_id: number;
  code: string;
  card: CardData;
  entry_id: number;
  entry: EntryData | null;
}

/** A linked card's fields and its entry's (null: the entry left the catalogue), each as store-compare.ts names them. */
const LINKED_SELECT = `select p.id as product_id, p.code, p.catalogue_entry_id as entry_id,
  jsonb_build_object('title', p.name, 'isbn', p.isbn, 'author', p.attributes->>'author', 'publisher', p.attributes->>'publisher',
    'manufacturer', p.attributes->>'manufacturer', 'pageCount', (p.attributes->>'pageCount')::integer, 'price', p.price::text,
    'vatRate', p.vat_rate) as card,
  case when e.id is not null then jsonb_build_object('title', e.title, 'isbn', e.isbn, 'author', e.author, 'publisher', e.publisher,
    'manufacturer', (select m.name from catalogue_manufacturers m where m.id = e.manufacturer_id), 'pageCount', e.page_count,
    'price', e.price::text, 'vatRate', e.vat_rate) end as entry
  from products p left join catalogue_entries e on e.id = p.catalogue_entry_id
  where p.catalogue_entry_id is not null`;

const comparisonOf = (r: LinkedRow): StoreComparison => ({
  productId: r.product_id,
  code: r.code,
  name: r.card.title,
  price: decimalString(r.card.price, 2),
  entryId: r.entry_id,
  entryTitle: r.entry?.title ?? null,
  entryPrice: r.entry?.price == null ? null : decimalString(r.entry.price, 2),
  differences: storeDifferences(r.card, r.entry),
});

/** /kibourun/stokmagaza: the company's linked cards that differ from their entries (the rule: domain/catalogue/store-compare.ts). */
export async function storeComparison(q: Queryable): Promise<StoreComparison[]> {
  const rows = (await q.query<LinkedRow>(`${LINKED_SELECT} order by p.name_key collate "C", p.id`)).rows;
  return rows.map(comparisonOf).filter((c) => c.differences.length > 0);
}

/**
 * The cards of `ids` take their entry's fields that differ, those `chosen` (store-compare.ts `updatedCard`); a card
 * whose entry left the catalogue, or that is not linked, is left as it is. Answers the ids of the cards changed.
 */
export async function updateCardsFromEntries(q: Queryable, ids: readonly number[], chosen?: readonly CardField[]): Promise<number[]> {
  const rows = (await q.query<LinkedRow>(`${LINKED_SELECT} and p.id = any($1::integer[]) for update of p`, [ids])).rows.flatMap((r) => {
    if (!r.entry) return [];
    const card = updatedCard(r.card, r.entry, chosen);
    return CARD_FIELDS.some((f) => card[f] !== r.card[f]) ? [{ id: r.product_id, card }] : [];
  });
  if (rows.length === 0) return [];
  const attributes = (c: CardData) => JSON.stringify({ author: c.author, publisher: c.publisher, manufacturer: c.manufacturer, pageCount: c.pageCount });
  await q.query(
    `update products p set name = x.title, isbn = x.isbn, price = x.price::numeric, vat_rate = x.vat_rate,
            attributes = jsonb_strip_nulls(p.attributes || x.attributes::jsonb),
            name_key = x.name_key, search_text = x.search_text, version = p.version + 1, updated_at = now()
       from unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::integer[], $6::text[], $7::text[], $8::text[])
         as x(id, title, isbn, price, vat_rate, attributes, name_key, search_text)
      where p.id = x.id`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.card.title),
      rows.map((r) => r.card.isbn),
      rows.map((r) => r.card.price),
      rows.map((r) => r.card.vatRate),
      rows.map((r) => attributes(r.card)),
      rows.map((r) => searchKeys(r.card.title).nameKey),
      rows.map((r) => searchKeys(r.card.title).searchText),
    ],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function locationIsCompanys(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from locations where id = $1`, [id])).rowCount > 0;
}
