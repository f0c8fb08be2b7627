import type { Queryable } from '../db/database';

/** The SQL of e-documents: a document's GİB number and ETTN, the series counters, the parties and the products named. */

export interface EdocumentIds {
  gib_number: string | null;
  ettn: string | null;
}

/** Locks the document's row for the transaction and reads its GİB number and ETTN (null before the first UBL). */
export async function lockEdocumentIds(q: Queryable, documentId: number): Promise<EdocumentIds | undefined> {
  const r = await q.query<EdocumentIds>(`select gib_number, ettn::text as ettn from documents where id = $1 for update`, [documentId]);
  return r.rows[0];
}

/** The next number of a series in a year; the upsert holds the counter's row until the transaction ends. */
export async function takeSeriesNumber(q: Queryable, companyId: number, series: string, year: number): Promise<number> {
  const r = await q.query<{ last_value: number }>(
    `insert into edocument_counters (company_id, series, year, last_value) values ($1, $2, $3, 1)
     on conflict (company_id, series, year) do update set last_value = edocument_counters.last_value + 1
     returning last_value`,
    [companyId, series, year],
  );
  return r.rows[0]!.last_value;
}

export async function storeEdocumentIds(q: Queryable, documentId: number, gibNumber: string, ettn: string): Promise<void> {
  await q.query(`update documents set gib_number = $2, ettn = $3::uuid where id = $1`, [documentId, gibNumber, ettn]);
}

export interface UblAccountRow {
  name: string;
  tax_number: string | null;
  tax_office: string | null;
  email: string | null;
  attributes: Record<string, unknown> | null;
}

export async function findUblAccount(q: Queryable, accountId: number): Promise<UblAccountRow | undefined> {
  const r = await q.query<UblAccountRow>(`select name, tax_number, tax_office, email, attributes from accounts where id = $1`, [accountId]);
  return r.rows[0];
}

export async function listUblProducts(q: Queryable, ids: readonly number[]): Promise<{ id: number; name: string; unit: string }[]> {
  if (ids.length === 0) return [];
  const r = await q.query<{ id: number; name: string; unit: string }>(`select id, name, unit from products where id = any($1::integer[])`, [ids]);
  return r.rows;
}
