import type { Queryable } from '../db/database';
import { decimalString } from '../masterdata/public';

/**
 * The company's records as the data transfer service reads and writes them: each kind's rows in its columns'
 * order of fields (columns.ts), as text, and the writes of a confirmed file. Row-level security keeps them the
 * company's own; every query runs in a company transaction.
 */

export interface ProductRecord {
  id: number;
  code: string;
  name: string;
  barcode: string | null;
  unit: string;
  vatRate: string;
  price: string;
  priceIncludesVat: boolean;
  location: string;
  criticalStock: string | null;
}

export interface AccountRecord {
  id: number;
  code: string;
  name: string;
  kind: string;
  currency: string;
  taxOffice: string | null;
  taxNumber: string | null;
  iban: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  /** 1 when its ledger has a move (its currency is then kept) */
  moves: number;
}

export async function productRecords(q: Queryable): Promise<ProductRecord[]> {
  const r = await q.query<ProductRecord>(
    `select p.id, p.code, p.name, p.barcode, p.unit, p.vat_rate::text as "vatRate", p.price::text as price, p.price_includes_vat as "priceIncludesVat",
            l.name as location, p.critical_stock::text as "criticalStock"
       from products p join locations l on l.company_id = p.company_id and l.id = p.location_id
      order by p.code`,
  );
  // as the card shows them: a price with two decimals at least, a quantity without trailing zeros
  return r.rows.map((p) => ({ ...p, price: decimalString(p.price, 2), criticalStock: p.criticalStock === null ? null : decimalString(p.criticalStock) }));
}

export async function accountRecords(q: Queryable): Promise<AccountRecord[]> {
  const r = await q.query<AccountRecord>(
    `select a.id, a.code, a.name, a.kind, a.currency, a.tax_office as "taxOffice", a.tax_number as "taxNumber", a.iban, a.email,
            a.attributes->>'phone' as phone, a.attributes->>'city' as city, a.attributes->>'country' as country,
            (select count(*)::integer from (select 1 from account_moves m where m.company_id = a.company_id and m.account_id = a.id limit 1) x) as moves
       from accounts a
      order by a.code`,
  );
  return r.rows;
}

/** The company's shelf locations by name (the first of a name when two share it) and its units' codes. */
export async function productLookups(q: Queryable): Promise<{ locations: Map<string, number>; locationNames: Map<number, string>; units: Set<string> }> {
  const locations = new Map<string, number>();
  const locationNames = new Map<number, string>();
  for (const l of (await q.query<{ id: number; name: string }>(`select id, name from locations order by id`)).rows) {
    const key = l.name.trim().toLocaleLowerCase('tr-TR');
    if (!locations.has(key)) locations.set(key, l.id);
    locationNames.set(l.id, l.name);
  }
  const units = new Set((await q.query<{ code: string }>(`select code from units`)).rows.map((u) => u.code));
  return { locations, locationNames, units };
}

export interface ProductWrite {
  id: number | null;
  code: string;
  name: string;
  barcode: string | null;
  isbn: string | null;
  unit: string;
  vatRate: number;
  price: string;
  priceIncludesVat: boolean;
  locationId: number;
  criticalStock: string | null;
  nameKey: string;
  searchText: string;
}

/**
 * The new cards inserted and the changed ones updated, a statement for each batch (jsonb_to_recordset): ten thousand
 * cards are a few statements, not ten thousand. A changed card keeps every field the file has no column for.
 */
/** Rows written per statement: a statement of a few thousand rows is as quick per row as any, and never holds a whole file. */
export const WRITE_BATCH = 1000;

/** `write` for each batch of `rows` in turn, `done` told the size of each batch written. */
export async function inBatches<T>(rows: readonly T[], write: (batch: readonly T[]) => Promise<void>, done: (n: number) => Promise<void>): Promise<void> {
  for (let from = 0; from < rows.length; from += WRITE_BATCH) {
    const batch = rows.slice(from, from + WRITE_BATCH);
    await write(batch);
    await done(batch.length);
  }
}

export async function writeProducts(q: Queryable, companyId: number, rows: readonly ProductWrite[]): Promise<void> {
  const fresh = rows.filter((r) => r.id === null);
  const changed = rows.filter((r) => r.id !== null);
  if (fresh.length)
    await q.query(
      `insert into products (company_id, code, name, barcode, isbn, unit, vat_rate, price, price_includes_vat, location_id, critical_stock, name_key, search_text)
       select $1, r.code, r.name, r.barcode, r.isbn, r.unit, r."vatRate", r.price, r."priceIncludesVat", r."locationId", r."criticalStock", r."nameKey", r."searchText"
         from jsonb_to_recordset($2::jsonb) as r(code text, name text, barcode text, isbn text, unit text, "vatRate" integer, price numeric,
              "priceIncludesVat" boolean, "locationId" integer, "criticalStock" numeric, "nameKey" text, "searchText" text)`,
      [companyId, JSON.stringify(fresh)],
    );
  if (changed.length)
    await q.query(
      `update products p
          set code = r.code, name = r.name, barcode = r.barcode, isbn = r.isbn, unit = r.unit, vat_rate = r."vatRate", price = r.price,
              price_includes_vat = r."priceIncludesVat", location_id = r."locationId", critical_stock = r."criticalStock",
              name_key = r."nameKey", search_text = r."searchText", version = p.version + 1, updated_at = now()
         from jsonb_to_recordset($1::jsonb) as r(id integer, code text, name text, barcode text, isbn text, unit text, "vatRate" integer, price numeric,
              "priceIncludesVat" boolean, "locationId" integer, "criticalStock" numeric, "nameKey" text, "searchText" text)
        where p.id = r.id`,
      [JSON.stringify(changed)],
    );
}

/** New prices of existing cards (the price history trigger keeps the old ones, migration 013). */
export async function writePrices(q: Queryable, rows: readonly { id: number; price: string }[]): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `update products p set price = r.price, version = p.version + 1, updated_at = now()
       from jsonb_to_recordset($1::jsonb) as r(id integer, price numeric) where p.id = r.id`,
    [JSON.stringify(rows)],
  );
}

export interface AccountWrite {
  id: number | null;
  code: string;
  name: string;
  kind: string;
  currency: string;
  taxOffice: string | null;
  taxNumber: string | null;
  iban: string | null;
  email: string | null;
  /** the fields kept in `attributes` (phone, city, country): merged into the card's, a blank one removed */
  attributes: Record<string, string | null>;
  nameKey: string;
  searchText: string;
}

export async function writeAccounts(q: Queryable, companyId: number, rows: readonly AccountWrite[]): Promise<void> {
  const fresh = rows.filter((r) => r.id === null);
  const changed = rows.filter((r) => r.id !== null);
  if (fresh.length)
    await q.query(
      `insert into accounts (company_id, code, name, kind, currency, tax_office, tax_number, iban, email, attributes, name_key, search_text)
       select $1, r.code, r.name, r.kind, r.currency, r."taxOffice", r."taxNumber", r.iban, r.email, jsonb_strip_nulls(r.attributes), r."nameKey", r."searchText"
         from jsonb_to_recordset($2::jsonb) as r(code text, name text, kind text, currency text, "taxOffice" text, "taxNumber" text, iban text,
              email text, attributes jsonb, "nameKey" text, "searchText" text)`,
      [companyId, JSON.stringify(fresh)],
    );
  if (changed.length)
    await q.query(
      `update accounts a
          set code = r.code, name = r.name, kind = r.kind, currency = r.currency, tax_office = r."taxOffice", tax_number = r."taxNumber",
              iban = r.iban, email = r.email, attributes = jsonb_strip_nulls(a.attributes || r.attributes),
              name_key = r."nameKey", search_text = r."searchText", version = a.version + 1, updated_at = now()
         from jsonb_to_recordset($1::jsonb) as r(id integer, code text, name text, kind text, currency text, "taxOffice" text, "taxNumber" text,
              iban text, email text, attributes jsonb, "nameKey" text, "searchText" text)
        where a.id = r.id`,
      [JSON.stringify(changed)],
    );
}

export interface OpeningRecord {
  accountId: number;
  code: string;
  name: string;
  currency: string;
  /** the account's opening balance from a file, while its voucher stands */
  date: string | null;
  debit: string | null;
  credit: string | null;
  exchangeRate: string | null;
}

/** Every account with the opening balance a file gave it (none when never given, or its voucher cancelled). */
export async function openingRecords(q: Queryable): Promise<OpeningRecord[]> {
  const r = await q.query<OpeningRecord>(
    `select a.id as "accountId", a.code, a.name, a.currency, to_char(t.day, 'YYYY-MM-DD') as date, t.debit::text as debit, t.credit::text as credit,
            t.exchange_rate::text as "exchangeRate"
       from accounts a
       left join transfer_opening_balances t on t.company_id = a.company_id and t.account_id = a.id
        and exists (select 1 from documents d where d.company_id = t.company_id and d.id = t.document_id and d.status <> 'cancelled')
      order by a.code`,
  );
  const money = (v: string | null) => (v === null || v === '0.00' ? null : v);
  return r.rows.map((o) => ({
    ...o,
    debit: money(o.debit),
    credit: money(o.credit),
    exchangeRate: o.exchangeRate === null ? null : decimalString(o.exchangeRate),
  }));
}

export interface OpeningWrite {
  accountId: number;
  date: string;
  debit: string;
  credit: string;
  exchangeRate: string | null;
  /** the voucher's body (POST /api/documents), checked with its schema */
  voucher: Record<string, unknown> & { type: string };
}

export async function recordOpening(q: Queryable, companyId: number, o: OpeningWrite, documentId: number): Promise<void> {
  await q.query(
    `insert into transfer_opening_balances (company_id, account_id, document_id, day, debit, credit, exchange_rate)
     values ($1, $2, $3, $4::date, $5::numeric, $6::numeric, $7::numeric)
     on conflict (company_id, account_id) do update
       set document_id = excluded.document_id, day = excluded.day, debit = excluded.debit, credit = excluded.credit, exchange_rate = excluded.exchange_rate`,
    [companyId, o.accountId, documentId, o.date, o.debit, o.credit, o.exchangeRate],
  );
}

/** A row of opening stock a file wrote, while its stock receipt stands. */
export interface OpeningStockRecord {
  warehouseId: number;
  productId: number;
  locationId: number | null;
  code: string;
  name: string;
  warehouse: string;
  location: string;
  quantity: string;
  unitCost: string;
}

/** The opening stock the files gave, of receipts not cancelled, by warehouse and product code. */
export async function openingStockRecords(q: Queryable): Promise<OpeningStockRecord[]> {
  const r = await q.query<OpeningStockRecord>(
    `select t.warehouse_id as "warehouseId", t.product_id as "productId", t.location_id as "locationId", p.code, p.name, w.name as warehouse,
            coalesce(l.name, '') as location, t.quantity::text as quantity, t.unit_cost::text as "unitCost"
       from transfer_opening_stock t
       join products p on p.company_id = t.company_id and p.id = t.product_id
       join warehouses w on w.company_id = t.company_id and w.id = t.warehouse_id
       left join locations l on l.company_id = t.company_id and l.id = t.location_id
      where exists (select 1 from documents d where d.company_id = t.company_id and d.id = t.document_id and d.status <> 'cancelled')
      order by w.name, p.code, location`,
  );
  return r.rows.map((o) => ({ ...o, quantity: decimalString(o.quantity), unitCost: decimalString(o.unitCost, 2) }));
}

/** What an opening stock row is read against: the products by code, the warehouses and their shelf locations by name. */
export interface OpeningStockLookups {
  products: Map<string, { id: number; code: string; name: string }>;
  warehouses: Map<string, { id: number; name: string }>;
  /** by warehouse id and the location's name */
  locations: Map<string, { id: number; name: string }>;
}

export const lookupName = (s: string) => s.trim().toLocaleLowerCase('tr-TR');
export const locationKey = (warehouseId: number, name: string) => `${warehouseId}\u0000${lookupName(name)}`;

export async function openingStockLookups(q: Queryable): Promise<OpeningStockLookups> {
  const products = (await q.query<{ id: number; code: string; name: string }>(`select id, code, name from products`)).rows;
  const warehouses = (await q.query<{ id: number; name: string }>(`select id, name from warehouses order by id`)).rows;
  const locations = (
    await q.query<{ id: number; warehouse_id: number; name: string }>(`select id, warehouse_id, name from locations where kind = 'shelf' order by id`)
  ).rows;
  return {
    products: new Map(products.map((p) => [p.code.toLocaleUpperCase('en-US'), p])),
    // two warehouses of one name: the first keeps it (a file names a warehouse by its name)
    warehouses: new Map(warehouses.reverse().map((w) => [lookupName(w.name), w])),
    locations: new Map(locations.reverse().map((l) => [locationKey(l.warehouse_id, l.name), l])),
  };
}

export interface OpeningStockWrite {
  warehouseId: number;
  productId: number;
  locationId: number | null;
  quantity: string;
  unitCost: string;
}

export async function recordOpeningStock(q: Queryable, companyId: number, rows: readonly OpeningStockWrite[], documentId: number): Promise<void> {
  await q.query(
    `insert into transfer_opening_stock (company_id, warehouse_id, product_id, location_id, document_id, quantity, unit_cost)
     select $1, r.warehouse_id, r.product_id, r.location_id, $2, r.quantity, r.unit_cost
       from jsonb_to_recordset($3::jsonb) as r(warehouse_id integer, product_id integer, location_id integer, quantity numeric, unit_cost numeric)`,
    [
      companyId,
      documentId,
      JSON.stringify(
        rows.map((r) => ({ warehouse_id: r.warehouseId, product_id: r.productId, location_id: r.locationId, quantity: r.quantity, unit_cost: r.unitCost })),
      ),
    ],
  );
}
