import type { Queryable } from '../db/database';
import { businessDay } from '../../domain/clock/clock';
import { serverNow } from '../clock';

/** The SQL of licence management (/modul/lisansyonetimi): companies with their licence, and extending one. */

export interface LicenceCompanyRow {
  id: number;
  name: string;
  license_owner: string;
  license_expires: string;
  license_agreement_status: number;
  user_count: number;
  time_zone: string;
}

const COLUMNS = `c.id, c.name, c.license_owner, c.license_expires::text as license_expires, c.license_agreement_status, c.time_zone,
  (select count(*)::integer from users u where u.company_id = c.id) as user_count`;

/** Every company of the installation: run by the schema owner (db.system), for the provider only. */
export async function listAllLicences(q: Queryable): Promise<LicenceCompanyRow[]> {
  return (await q.query<LicenceCompanyRow>(`select ${COLUMNS} from companies c order by lower(c.name), c.id`)).rows;
}

export async function findLicence(q: Queryable, companyId: number): Promise<LicenceCompanyRow | undefined> {
  return (await q.query<LicenceCompanyRow>(`select ${COLUMNS} from companies c where c.id = $1`, [companyId])).rows[0];
}

/** The company's expiry and its today (the server's clock in its zone), the company's row locked so that two extensions add up. */
export async function lockLicence(q: Queryable, companyId: number): Promise<{ expires: string; today: string } | undefined> {
  const r = await q.query<{ expires: string; time_zone: string }>(
    `select license_expires::text as expires, time_zone from companies where id = $1 for update`,
    [companyId],
  );
  const row = r.rows[0];
  return row && { expires: row.expires, today: businessDay(serverNow(), row.time_zone) };
}

export async function setLicenceExpiry(q: Queryable, companyId: number, expires: string): Promise<void> {
  await q.query(`update companies set license_expires = $2::date where id = $1`, [companyId, expires]);
}
