import type { Queryable } from '../db/database';

/** The SQL of a company's integrator settings (migration 050): no row is the sandbox with the default series. */

export interface IntegratorSettingsRow {
  integrator: 'sandbox' | 'uyumsoft' | 'mysoft' | 'edm';
  mode: 'test' | 'live';
  username: string;
  secret: string;
  service_url: string;
  sender_alias: string;
  invoice_prefix: string;
  archive_prefix: string;
  waybill_prefix: string;
  use_sandbox: boolean;
  version: number;
}

const COLUMNS = 'integrator, mode, username, secret, service_url, sender_alias, invoice_prefix, archive_prefix, waybill_prefix, use_sandbox, version';

export const DEFAULT_INTEGRATOR_SETTINGS: IntegratorSettingsRow = {
  integrator: 'sandbox',
  mode: 'test',
  username: '',
  secret: '',
  service_url: '',
  sender_alias: '',
  invoice_prefix: 'DFT',
  archive_prefix: 'DFA',
  waybill_prefix: 'DIR',
  use_sandbox: true,
  version: 1,
};

export async function findIntegratorSettings(q: Queryable, companyId: number): Promise<IntegratorSettingsRow> {
  const r = await q.query<IntegratorSettingsRow>(`select ${COLUMNS} from integrator_settings where company_id = $1`, [companyId]);
  return r.rows[0] ?? DEFAULT_INTEGRATOR_SETTINGS;
}

export type IntegratorSettingsChange = Omit<IntegratorSettingsRow, 'version' | 'secret'> & { secret: string | undefined };

/**
 * Saves the settings if they are still at `version` (the first save makes the row, at version 1); undefined when
 * someone saved them in between. An undefined secret keeps the one saved.
 */
export async function saveIntegratorSettings(q: Queryable, companyId: number, version: number, s: IntegratorSettingsChange) {
  const values = [
    s.integrator,
    s.mode,
    s.username,
    s.secret ?? null,
    s.service_url,
    s.sender_alias,
    s.invoice_prefix,
    s.archive_prefix,
    s.waybill_prefix,
    s.use_sandbox,
  ];
  const updated = await q.query<IntegratorSettingsRow>(
    `update integrator_settings set integrator = $3, mode = $4, username = $5, secret = coalesce($6, secret), service_url = $7, sender_alias = $8,
            invoice_prefix = $9, archive_prefix = $10, waybill_prefix = $11, use_sandbox = $12, version = version + 1, updated_at = now()
      where company_id = $1 and version = $2 returning ${COLUMNS}`,
    [companyId, version, ...values],
  );
  if (updated.rows[0] || version !== 1) return updated.rows[0];
  // never saved: the defaults are version 1, and the first save makes the row (a second one at the same time finds it made)
  const r = await q.query<IntegratorSettingsRow>(
    `insert into integrator_settings (company_id, integrator, mode, username, secret, service_url, sender_alias, invoice_prefix, archive_prefix, waybill_prefix, use_sandbox, version)
     values ($1, $2, $3, $4, coalesce($5, ''), $6, $7, $8, $9, $10, $11, 2) on conflict (company_id) do nothing returning ${COLUMNS}`,
    [companyId, ...values],
  );
  return r.rows[0];
}
