import type { Queryable } from '../db/database';

/** The SQL of the caller's company: its card and its licence. */

export interface CompanyCardRow {
  id: number;
  name: string;
  title: string | null;
  tax_office: string | null;
  tax_number: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  mersis: string | null;
  ibans: string[];
  logo: string | null;
  time_zone: string;
  version: number;
}

const CARD_COLUMNS = 'id, name, title, tax_office, tax_number, address, phone, email, mersis, ibans, logo, time_zone, version';

export interface CompanyLicenceRow {
  id: number;
  name: string;
  license_owner: string;
  license_expires: string;
  license_agreement_status: number;
  time_zone: string;
}

export async function findCompanyCard(q: Queryable, companyId: number): Promise<CompanyCardRow | undefined> {
  const r = await q.query<CompanyCardRow>(`select ${CARD_COLUMNS} from companies where id = $1`, [companyId]);
  return r.rows[0];
}

export interface CompanyCardChange {
  title: string;
  taxOffice: string | null;
  taxNumber: string | null;
  mersis: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  ibans: string[];
  /** undefined keeps the logo */
  logo?: string | null;
  /** undefined keeps the time zone */
  timeZone?: string;
}

/** Saves the card if it is still at `version`; undefined when someone saved it in between (or it is not the caller's). */
export async function updateCompanyCard(q: Queryable, companyId: number, version: number, c: CompanyCardChange): Promise<CompanyCardRow | undefined> {
  const r = await q.query<CompanyCardRow>(
    `update companies set title = $3, tax_office = $4, tax_number = $5, mersis = $6, address = $7, phone = $8, email = $9, ibans = $10::text[],
            logo = case when $11::boolean then $12 else logo end, time_zone = coalesce($13, time_zone), version = version + 1
      where id = $1 and version = $2 returning ${CARD_COLUMNS}`,
    [
      companyId,
      version,
      c.title,
      c.taxOffice,
      c.taxNumber,
      c.mersis,
      c.address,
      c.phone,
      c.email,
      c.ibans,
      c.logo !== undefined,
      c.logo ?? null,
      c.timeZone ?? null,
    ],
  );
  return r.rows[0];
}

export async function findCompanyLicence(q: Queryable, companyId: number): Promise<CompanyLicenceRow | undefined> {
  const r = await q.query<CompanyLicenceRow>(
    `select id, name, license_owner, license_expires::text as license_expires, license_agreement_status, time_zone from companies where id = $1`,
    [companyId],
  );
  return r.rows[0];
}

export async function acceptLicence(q: Queryable, companyId: number, userId: number): Promise<void> {
  await q.query(`update companies set license_agreement_status = 1, license_accepted_by = $2, license_accepted_at = now() where id = $1`, [companyId, userId]);
}

export interface DocumentSettingsRow {
  default_warehouse_id: number | null;
  default_payment_type: string | null;
  document_settings_version: number;
  series_prefixes: Record<string, string>;
  payable_rounding_step: string | null;
  payable_rounding_mode: string;
}

const DOCUMENT_SETTINGS_COLUMNS =
  'default_warehouse_id, default_payment_type, document_settings_version, series_prefixes, payable_rounding_step, payable_rounding_mode';

export async function findDocumentSettings(q: Queryable, companyId: number): Promise<DocumentSettingsRow | undefined> {
  const r = await q.query<DocumentSettingsRow>(`select ${DOCUMENT_SETTINGS_COLUMNS} from companies where id = $1`, [companyId]);
  return r.rows[0];
}

/** Saves the defaults if they are still at `version`; undefined when someone saved them in between. */
export async function updateDocumentSettings(
  q: Queryable,
  companyId: number,
  version: number,
  s: {
    defaultWarehouseId: number | null;
    defaultPaymentType: string | null;
    seriesPrefixes?: Record<string, string>;
    /** null: none; absent: kept as it is (the mode too) */
    roundingStep?: string | null;
    roundingMode?: string;
  },
): Promise<DocumentSettingsRow | undefined> {
  const r = await q.query<DocumentSettingsRow>(
    `update companies set default_warehouse_id = $3, default_payment_type = $4, series_prefixes = coalesce($5::jsonb, series_prefixes),
            payable_rounding_step = case when $6::boolean then $7::text else payable_rounding_step end,
            payable_rounding_mode = coalesce($8::text, payable_rounding_mode),
            document_settings_version = document_settings_version + 1
      where id = $1 and document_settings_version = $2
      returning ${DOCUMENT_SETTINGS_COLUMNS}`,
    [
      companyId,
      version,
      s.defaultWarehouseId,
      s.defaultPaymentType,
      s.seriesPrefixes ? JSON.stringify(s.seriesPrefixes) : null,
      s.roundingStep !== undefined,
      s.roundingStep ?? null,
      s.roundingMode ?? null,
    ],
  );
  return r.rows[0];
}

/** The rounding a new document of the company is made with (Evrak Ayarları); null when none. */
export async function findPayableRounding(q: Queryable): Promise<{ step: string; mode: string } | null> {
  const r = await q.query<{ step: string | null; mode: string }>(
    // the company's own row: row-level security shows no other
    `select payable_rounding_step as step, payable_rounding_mode as mode from companies`,
  );
  const row = r.rows[0];
  return row?.step ? { step: row.step, mode: row.mode } : null;
}

/** How many documents each type has numbered in the year (document_series: one counter per type and year, never a sequence). */
export async function listSeriesCounters(q: Queryable, year: number): Promise<Map<string, number>> {
  const r = await q.query<{ doc_type: string; next_value: number }>(`select doc_type, next_value from document_series where year = $1`, [year]);
  return new Map(r.rows.map((row) => [row.doc_type, row.next_value]));
}
