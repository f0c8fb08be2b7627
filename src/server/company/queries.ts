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
}

export interface CompanyLicenceRow {
  id: number;
  name: string;
  license_owner: string;
  license_expires: Date | string;
  license_agreement_status: number;
}

export async function findCompanyCard(q: Queryable, companyId: number): Promise<CompanyCardRow | undefined> {
  const r = await q.query<CompanyCardRow>(`select id, name, title, tax_office, tax_number, address, phone, email from companies where id = $1`, [companyId]);
  return r.rows[0];
}

export async function findCompanyLicence(q: Queryable, companyId: number): Promise<CompanyLicenceRow | undefined> {
  const r = await q.query<CompanyLicenceRow>(`select id, name, license_owner, license_expires, license_agreement_status from companies where id = $1`, [
    companyId,
  ]);
  return r.rows[0];
}

export async function acceptLicence(q: Queryable, companyId: number, userId: number): Promise<void> {
  await q.query(`update companies set license_agreement_status = 1, license_accepted_by = $2, license_accepted_at = now() where id = $1`, [companyId, userId]);
}
