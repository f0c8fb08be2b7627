import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the product and account cards: codes, writes, and the account statement. */

const DOC = snapshotOf('d');

/** The columns a product write sets, already checked and normalised. */
export interface ProductValues {
  code: string;
  name: string;
  barcode: string | null;
  isbn: string | null;
  unit: string;
  vatRate: number;
  price: string;
  priceIncludesVat: boolean;
  vatExemptionCode: string | null;
  locationId: number;
  criticalStock: string | null;
  attributes: Record<string, unknown>;
  nameKey: string;
  searchText: string;
}

/** The columns an account write sets, already checked and normalised. */
export interface AccountValues {
  code: string;
  name: string;
  kind: string;
  currency: string;
  taxOffice: string | null;
  taxNumber: string | null;
  iban: string | null;
  email: string | null;
  attributes: Record<string, unknown>;
  nameKey: string;
  searchText: string;
}

/** A card's version and code, the row locked until the transaction ends; null when there is no such card. */
export interface CardVersion {
  version: number;
  code: string;
}

/** The highest number after `prefix` among the codes of `prefix` and `digits` digits (0 when there is none). */
async function highestCodeNumber(q: Queryable, table: 'products' | 'accounts', prefix: string, digits: number): Promise<number> {
  const r = await q.query<{ last: string }>(
    `select coalesce(max(substring(code from ${prefix.length + 1})::bigint), 0)::text as last from ${table} where code ~ ('^' || $1 || '[0-9]{${digits}}$')`,
    [prefix],
  );
  return Number(r.rows[0]?.last ?? 0);
}

export const highestProductCodeNumber = (q: Queryable, prefix: string, digits: number) => highestCodeNumber(q, 'products', prefix, digits);
export const highestAccountCodeNumber = (q: Queryable, prefix: string, digits: number) => highestCodeNumber(q, 'accounts', prefix, digits);

/** A card's columns in the order insertProduct and updateProduct number them, from $2 on. */
const cardValues = (p: ProductValues) => [
  p.code,
  p.name,
  p.barcode,
  p.isbn,
  p.unit,
  p.vatRate,
  p.price,
  p.locationId,
  p.criticalStock,
  JSON.stringify(p.attributes),
  p.nameKey,
  p.searchText,
  p.priceIncludesVat,
  p.vatExemptionCode,
];

export async function insertProduct(q: Queryable, companyId: number, p: ProductValues): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into products (company_id, code, name, barcode, isbn, unit, vat_rate, price, location_id, critical_stock, attributes, name_key, search_text,
                           price_includes_vat, vat_exemption_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10::numeric, $11::jsonb, $12, $13, $14, $15) returning id`,
    [companyId, ...cardValues(p)],
  );
  return r.rows[0]!.id;
}

export async function findProductForUpdate(q: Queryable, id: number): Promise<CardVersion | null> {
  const r = await q.query<CardVersion>(`select version, code from products where id = $1 for update`, [id]);
  return r.rows[0] ?? null;
}

/** Saves the whole card and bumps its version. */
export async function updateProduct(q: Queryable, id: number, p: ProductValues): Promise<void> {
  await q.query(
    `update products
        set code = $2, name = $3, barcode = $4, isbn = $5, unit = $6, vat_rate = $7, price = $8::numeric, location_id = $9,
            critical_stock = $10::numeric, attributes = $11::jsonb, name_key = $12, search_text = $13, price_includes_vat = $14,
            vat_exemption_code = $15,
            version = version + 1, updated_at = now()
      where id = $1`,
    [id, ...cardValues(p)],
  );
}

/** Whether another account of the company has this code (compared upper-case; `code` is upper-case already). */
export async function accountCodeTaken(q: Queryable, code: string, exceptId = 0): Promise<boolean> {
  return (await q.query(`select 1 from accounts where upper(code) = $1 and id <> $2`, [code, exceptId])).rowCount > 0;
}

export async function insertAccount(q: Queryable, companyId: number, a: AccountValues): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into accounts (company_id, code, name, kind, tax_office, tax_number, iban, email, attributes, name_key, search_text, currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12) returning id`,
    [companyId, a.code, a.name, a.kind, a.taxOffice, a.taxNumber, a.iban, a.email, JSON.stringify(a.attributes), a.nameKey, a.searchText, a.currency],
  );
  return r.rows[0]!.id;
}

/** An account card's version and code, its currency and how many moves its ledger has (one is enough: `moves` is 0 or 1). */
export interface AccountCardVersion extends CardVersion {
  currency: string;
  moves: number;
}

/**
 * The card's row locked until the transaction ends, then whether its ledger has a move: a document writing moves on the
 * account holds a key-share lock on it (documents/foreign-moves.ts), so the count sees every move written before.
 */
export async function findAccountForUpdate(q: Queryable, id: number): Promise<AccountCardVersion | null> {
  const locked = await q.query(`select 1 from accounts where id = $1 for update`, [id]);
  if (!locked.rows.length) return null;
  const r = await q.query<AccountCardVersion>(
    `select version, code, currency, (select count(*)::integer from (select 1 from account_moves m where m.account_id = a.id limit 1) x) as moves
       from accounts a where id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Saves the whole card and bumps its version. */
export async function updateAccount(q: Queryable, id: number, a: AccountValues): Promise<void> {
  await q.query(
    `update accounts
        set code = $2, name = $3, kind = $4, tax_office = $5, tax_number = $6, iban = $7, email = $8, attributes = $9::jsonb,
            name_key = $10, search_text = $11, currency = $12, version = version + 1, updated_at = now()
      where id = $1`,
    [id, a.code, a.name, a.kind, a.taxOffice, a.taxNumber, a.iban, a.email, JSON.stringify(a.attributes), a.nameKey, a.searchText, a.currency],
  );
}

// ---------------------------------------------------------------------------------------------------------
// The account statement (cari ekstre)

export interface AccountHeader {
  id: number;
  code: string;
  name: string;
  kind: string;
}

export interface StatementRow {
  day: string;
  document_id: number | null;
  number: string | null;
  doc_type: string | null;
  description: string | null;
  debit: string;
  credit: string;
  balance: string;
  foreign_amount: string | null;
  foreign_currency: string | null;
  exchange_rate: string | null;
  /** 'exchangeDifference': a kur farkı row */
  kind: string | null;
}

export async function findAccountHeader(q: Queryable, id: number): Promise<AccountHeader | null> {
  return (await q.query<AccountHeader>(`select id, code, name, kind from accounts where id = $1`, [id])).rows[0] ?? null;
}

/**
 * The day a move counts on, as the ledger keeps it (migration 080): its document's own date, else the day it was
 * written, unless the move names its own day (a bounced cheque's debit counts on the day it bounced).
 */
const MOVE_DAY = `m.on_date`;

const STATEMENT_SQL = `
with moves as (
  select m.id, m.document_id, m.debit, m.credit, ${MOVE_DAY} as day,
         d.number, d.doc_type, coalesce(${DOC.note}, ${DOC.description}) as description,
         -- a move of a document in another currency: its lira above, its own amount, currency and rate beside
         case when m.kind is null then abs(m.foreign_amount)::text end as foreign_amount,
         case when m.foreign_amount is not null then m.currency end as foreign_currency,
         trim_scale(m.exchange_rate)::text as exchange_rate, m.kind
    from account_moves m
    left join documents d on d.company_id = m.company_id and d.id = m.document_id
   where m.account_id = $1),
opening as (
  select coalesce(sum(debit - credit) filter (where $2::date is not null and day < $2::date), 0)::numeric(18,2) as amount from moves)
select to_char(mv.day, 'YYYY-MM-DD') as day, mv.document_id, mv.number, mv.doc_type, mv.description, mv.foreign_amount, mv.foreign_currency, mv.exchange_rate, mv.kind,
       mv.debit::numeric(18,2)::text as debit, mv.credit::numeric(18,2)::text as credit,
       (o.amount + sum(mv.debit - mv.credit) over (order by mv.day, mv.id rows between unbounded preceding and current row))::numeric(18,2)::text as balance,
       o.amount::text as opening
  from moves mv cross join opening o
 where ($2::date is null or mv.day >= $2::date) and ($3::date is null or mv.day <= $3::date)
 order by mv.day, mv.id`;

const OPENING_SQL = `
select coalesce(sum(m.debit - m.credit), 0)::numeric(18,2)::text as opening
  from account_moves m
  left join documents d on d.company_id = m.company_id and d.id = m.document_id
 where m.account_id = $1 and $2::date is not null and ${MOVE_DAY} < $2::date`;

/** The account's moves between the days (either may be null: no bound), each with its running balance, and the opening balance. */
export async function listStatementRows(
  q: Queryable,
  accountId: number,
  from: string | null,
  to: string | null,
): Promise<{ rows: StatementRow[]; opening: string }> {
  const rows = (await q.query<StatementRow & { opening: string }>(STATEMENT_SQL, [accountId, from, to])).rows;
  // without a row in the range the opening is summed on its own
  const opening = rows[0]?.opening ?? (await q.query<{ opening: string }>(OPENING_SQL, [accountId, from])).rows[0]!.opening;
  return { rows, opening };
}
