import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of e-documents: a document's GİB number and ETTN, the series counters, the parties and the products named. */

const DOCUMENTS = snapshotOf();

export interface EdocumentIds {
  gib_number: string | null;
  ettn: string | null;
}

/** Locks the document's row for the transaction and reads its GİB number and ETTN (null before it is queued for sending). */
export async function lockEdocumentIds(q: Queryable, documentId: number): Promise<EdocumentIds | undefined> {
  const r = await q.query<EdocumentIds>(`select gib_number, ettn::text as ettn from documents where id = $1 for update`, [documentId]);
  return r.rows[0];
}

/** A document's GİB number and ETTN as they are, without waiting for a sender (a preview, a read). */
export async function findEdocumentIds(q: Queryable, documentId: number): Promise<EdocumentIds | undefined> {
  const r = await q.query<EdocumentIds>(`select gib_number, ettn::text as ettn from documents where id = $1`, [documentId]);
  return r.rows[0];
}

/** What a document's e-document was made as (eInvoice, eArchive, eWaybill), if one was made (a cancelled one does not count). */
export async function findEdocumentTypeOf(q: Queryable, sourceId: number): Promise<string | undefined> {
  const r = await q.query<{ doc_type: string }>(
    `select doc_type from documents where doc_type in ('eInvoice', 'eArchive', 'eWaybill') and ${DOCUMENTS.documentId} = $1
        and status <> 'cancelled' order by id limit 1`,
    [String(sourceId)],
  );
  return r.rows[0]?.doc_type;
}

export interface IssuedInvoiceRow {
  id: number;
  doc_type: string;
  status: string;
  gib_number: string | null;
  date: string | null;
  /** a purchase invoice: the number its supplier printed on it */
  supplier_invoice_number: string | null;
}

/** The documents a return names, with the GİB number each was given when it was queued for sending (null if never). */
export async function findIssuedInvoices(q: Queryable, ids: readonly number[]): Promise<IssuedInvoiceRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<IssuedInvoiceRow>(
    `select id, doc_type, status, gib_number, ${DOCUMENTS.date} as date,
            ${DOCUMENTS.supplierInvoiceNumber} as supplier_invoice_number
       from documents where id = any($1::integer[]) order by id`,
    [ids],
  );
  return r.rows;
}

/** The highest GİB number between two (of one series and year) and its document's date. */
export async function findLastNumbered(q: Queryable, companyId: number, from: string, to: string): Promise<{ gib_number: string; date: string } | undefined> {
  const r = await q.query<{ gib_number: string; date: string }>(
    `select gib_number, ${DOCUMENTS.date} as date from documents
      where company_id = $1 and gib_number between $2 and $3 order by gib_number desc limit 1`,
    [companyId, from, to],
  );
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
  /** what the integrator last said (buyer-check.ts); null if never asked */
  einvoice_registered: boolean | null;
}

export async function findUblAccount(q: Queryable, accountId: number): Promise<UblAccountRow | undefined> {
  const r = await q.query<UblAccountRow>(`select name, tax_number, tax_office, email, attributes, einvoice_registered from accounts where id = $1`, [
    accountId,
  ]);
  return r.rows[0];
}

export interface UblProductRow {
  id: number;
  name: string;
  unit: string;
  /** the customs tariff number on the product card (an export line's by default) */
  gtip: string | null;
  /** the product card's own VAT exemption code (a 0 % line's by default) */
  vat_exemption_code: string | null;
}

export async function listUblProducts(q: Queryable, ids: readonly number[]): Promise<UblProductRow[]> {
  if (ids.length === 0) return [];
  const r = await q.query<UblProductRow>(`select id, name, unit, attributes->>'gtip' as gtip, vat_exemption_code from products where id = any($1::integer[])`, [
    ids,
  ]);
  return r.rows;
}

/** When the document was completed (its accepted COMPLETE in the journal), as an ISO time; undefined before. */
export async function findCompletedAt(q: Queryable, documentId: number): Promise<string | undefined> {
  const r = await q.query<{ at: Date | string }>(
    `select at from journal where document_id = $1 and event = 'COMPLETE' and accepted order by seq desc limit 1`,
    [documentId],
  );
  const at = r.rows[0]?.at;
  return at === undefined ? undefined : new Date(at).toISOString();
}

/** What a registered e-invoice user gets from the company: TEMELFATURA or TICARIFATURA (migration 049). */
export async function findEinvoiceProfile(q: Queryable, companyId: number): Promise<'TEMELFATURA' | 'TICARIFATURA'> {
  const r = await q.query<{ einvoice_profile: 'TEMELFATURA' | 'TICARIFATURA' }>(`select einvoice_profile from companies where id = $1`, [companyId]);
  return r.rows[0]?.einvoice_profile ?? 'TEMELFATURA';
}

export interface EdocumentSettingsRow {
  einvoice_profile: 'TEMELFATURA' | 'TICARIFATURA';
  edocument_settings_version: number;
}

export async function findEdocumentSettings(q: Queryable, companyId: number): Promise<EdocumentSettingsRow | undefined> {
  const r = await q.query<EdocumentSettingsRow>(`select einvoice_profile, edocument_settings_version from companies where id = $1`, [companyId]);
  return r.rows[0];
}

/** Saves the settings if nobody saved them since `version` was read; undefined otherwise. */
export async function updateEdocumentSettings(q: Queryable, companyId: number, version: number, profile: string): Promise<EdocumentSettingsRow | undefined> {
  const r = await q.query<EdocumentSettingsRow>(
    `update companies set einvoice_profile = $3, edocument_settings_version = edocument_settings_version + 1
      where id = $1 and edocument_settings_version = $2 returning einvoice_profile, edocument_settings_version`,
    [companyId, version, profile],
  );
  return r.rows[0];
}
