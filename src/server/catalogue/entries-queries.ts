import { entryAttention, entryKeys } from '../../domain/catalogue/entry';
import { isValidIsbn } from '../../domain/identifiers/isbn';
import type { CatalogueAttention, CatalogueEntry, CatalogueEntryBody, CatalogueManufacturer, CatalogueManufacturerBody } from '../../domain/schemas/catalogue';
import type { Queryable } from '../db/database';
import { decimalString } from '../masterdata/public';

/**
 * The SQL of the shared catalogue's entries and manufacturers (migration 202611291228_shared_catalogue). Every
 * company reads them; the keeper's writes pass the tables' policies only in the keeper's own context.
 */

interface EntryRow {
  id: number;
  isbn: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  manufacturer_id: number | null;
  manufacturer_name: string | null;
  cover_url: string | null;
  page_count: number | null;
  price: string | null;
  vat_rate: number;
  description: string | null;
  version: number;
  product_id: number | null;
}

/** Read with the asking company's card drawn from the entry (products' policy keeps it to that company). */
const ENTRY_SELECT = `select e.id, e.isbn, e.title, e.author, e.publisher, e.manufacturer_id, m.name as manufacturer_name, e.cover_url,
  e.page_count, e.price::text, e.vat_rate, e.description, e.version,
  (select p.id from products p where p.catalogue_entry_id = e.id and p.company_id = nullif(current_setting('app.company_id', true), '')::integer) as product_id
  from catalogue_entries e left join catalogue_manufacturers m on m.id = e.manufacturer_id`;

const entryJson = (r: EntryRow): CatalogueEntry => ({
  id: r.id,
  isbn: r.isbn,
  title: r.title,
  author: r.author,
  publisher: r.publisher,
  manufacturerId: r.manufacturer_id,
  manufacturerName: r.manufacturer_name,
  coverUrl: r.cover_url,
  pageCount: r.page_count,
  price: r.price === null ? null : decimalString(r.price, 2),
  vatRate: r.vat_rate,
  description: r.description,
  version: r.version,
  productId: r.product_id,
});

/** The entries of `ids`, in the order given (a search's page). */
export async function entriesByIds(q: Queryable, ids: readonly number[]): Promise<CatalogueEntry[]> {
  if (ids.length === 0) return [];
  const r = await q.query<EntryRow>(`${ENTRY_SELECT} join unnest($1::integer[]) with ordinality as page(id, n) on page.id = e.id order by page.n`, [ids]);
  return r.rows.map(entryJson);
}

export async function findEntry(q: Queryable, id: number): Promise<CatalogueEntry | undefined> {
  const r = await q.query<EntryRow>(`${ENTRY_SELECT} where e.id = $1`, [id]);
  return r.rows[0] && entryJson(r.rows[0]);
}

export async function lockEntryVersion(q: Queryable, id: number): Promise<number | undefined> {
  return (await q.query<{ version: number }>(`select version from catalogue_entries where id = $1 for update`, [id])).rows[0]?.version;
}

/** The columns of an entry from a body, with its keys, as $2… of insert and update. */
function entryValues(b: CatalogueEntryBody): unknown[] {
  const keys = entryKeys(b);
  return [
    b.isbn,
    b.isbn === null || isValidIsbn(b.isbn),
    b.title,
    b.author,
    b.publisher,
    b.manufacturerId ?? null,
    b.coverUrl,
    b.pageCount ?? null,
    b.price ?? null,
    b.vatRate,
    b.description,
    keys.titleKey,
    keys.searchText,
    keys.duplicateKey,
  ];
}

export async function insertEntry(q: Queryable, companyId: number, b: CatalogueEntryBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into catalogue_entries (company_id, isbn, isbn_valid, title, author, publisher, manufacturer_id, cover_url, page_count, price, vat_rate,
                                    description, title_key, search_text, duplicate_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11, $12, $13, $14, $15) returning id`,
    [companyId, ...entryValues(b)],
  );
  return r.rows[0]!.id;
}

export async function updateEntry(q: Queryable, id: number, companyId: number, b: CatalogueEntryBody): Promise<void> {
  await q.query(
    `update catalogue_entries set company_id = $16, isbn = $2, isbn_valid = $3, title = $4, author = $5, publisher = $6, manufacturer_id = $7,
            cover_url = $8, page_count = $9, price = $10::numeric, vat_rate = $11, description = $12, title_key = $13, search_text = $14,
            duplicate_key = $15, version = version + 1, updated_at = now()
      where id = $1`,
    [id, ...entryValues(b), companyId],
  );
}

export async function manufacturerExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from catalogue_manufacturers where id = $1`, [id])).rowCount > 0;
}

/**
 * /kibourun/kontrol: entries needing attention, in title order: a wrong ISBN check digit or no publisher (kept
 * flags, indexed), or another entry with the same ISBN or the same folded title and author.
 */
export async function attentionEntries(q: Queryable, limit: number, offset: number): Promise<CatalogueAttention[]> {
  const r = await q.query<{
    id: number;
    isbn: string | null;
    title: string;
    author: string | null;
    publisher: string | null;
    dup_isbn: boolean;
    dup_title: boolean;
  }>(
    `with flagged as (
       select id from catalogue_entries where not isbn_valid or publisher is null
       union select e.id from catalogue_entries e where e.isbn in (select isbn from catalogue_entries where isbn is not null group by isbn having count(*) > 1)
       union select e.id from catalogue_entries e where e.duplicate_key in (select duplicate_key from catalogue_entries group by duplicate_key having count(*) > 1))
     select e.id, e.isbn, e.title, e.author, e.publisher,
            exists (select 1 from catalogue_entries o where o.isbn = e.isbn and o.id <> e.id) as dup_isbn,
            exists (select 1 from catalogue_entries o where o.duplicate_key = e.duplicate_key and o.id <> e.id) as dup_title
       from catalogue_entries e join flagged using (id)
      order by e.title_key collate "C", e.id limit $1 offset $2`,
    [limit, offset],
  );
  return r.rows.map((row) => ({
    id: row.id,
    isbn: row.isbn,
    title: row.title,
    author: row.author,
    publisher: row.publisher,
    reasons: [...entryAttention(row), ...(row.dup_isbn ? (['duplicateIsbn'] as const) : []), ...(row.dup_title ? (['duplicateTitle'] as const) : [])],
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Manufacturers

const MANUFACTURER_SELECT = `select m.id, m.name, m.note, m.version, (select count(*)::integer from catalogue_entries e where e.manufacturer_id = m.id) as entry_count
  from catalogue_manufacturers m`;

type ManufacturerRow = { id: number; name: string; note: string | null; version: number; entry_count: number };
const manufacturerJson = (r: ManufacturerRow): CatalogueManufacturer => ({
  id: r.id,
  name: r.name,
  note: r.note,
  entryCount: r.entry_count,
  version: r.version,
});

export async function listManufacturers(q: Queryable): Promise<CatalogueManufacturer[]> {
  return (await q.query<ManufacturerRow>(`${MANUFACTURER_SELECT} order by lower(m.name), m.id`)).rows.map(manufacturerJson);
}

export async function findManufacturer(q: Queryable, id: number): Promise<CatalogueManufacturer | undefined> {
  const r = await q.query<ManufacturerRow>(`${MANUFACTURER_SELECT} where m.id = $1`, [id]);
  return r.rows[0] && manufacturerJson(r.rows[0]);
}

export async function manufacturerNameTaken(q: Queryable, name: string, exceptId: number): Promise<boolean> {
  return (await q.query(`select 1 from catalogue_manufacturers where lower(name) = lower($1) and id <> $2`, [name, exceptId])).rowCount > 0;
}

export async function insertManufacturer(q: Queryable, companyId: number, b: CatalogueManufacturerBody): Promise<number> {
  const r = await q.query<{ id: number }>(`insert into catalogue_manufacturers (company_id, name, note) values ($1, $2, $3) returning id`, [
    companyId,
    b.name,
    b.note,
  ]);
  return r.rows[0]!.id;
}

export async function lockManufacturerVersion(q: Queryable, id: number): Promise<number | undefined> {
  return (await q.query<{ version: number }>(`select version from catalogue_manufacturers where id = $1 for update`, [id])).rows[0]?.version;
}

export async function updateManufacturer(q: Queryable, id: number, companyId: number, b: CatalogueManufacturerBody): Promise<void> {
  await q.query(`update catalogue_manufacturers set company_id = $4, name = $2, note = $3, version = version + 1, updated_at = now() where id = $1`, [
    id,
    b.name,
    b.note,
    companyId,
  ]);
}
