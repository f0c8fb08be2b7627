import type { Queryable } from '../db/database';

/** The SQL of a company's Mikro settings (migration mikro): no row is the sandbox, not in use. */
export interface MikroSettingsRow {
  active: boolean;
  connection: 'sandbox' | 'live';
  url: string;
  firm_code: string;
  working_year: number;
  user_code: string;
  password: string;
  api_key: string;
  send_stock: boolean;
  send_accounts: boolean;
  document_types: string[];
  warehouse_no: number;
  vat_codes: Record<string, number>;
  interval_minutes: number;
  cards_sent_at: Date | null;
  read_back_at: Date | null;
  version: number;
  saved: boolean;
}

const COLUMNS = `active, connection, url, firm_code, working_year, user_code, password, api_key, send_stock, send_accounts, document_types,
  warehouse_no, vat_codes, interval_minutes, cards_sent_at, read_back_at, version, true as saved`;

export const defaultMikroSettings = (): MikroSettingsRow => ({
  active: false,
  connection: 'sandbox',
  url: '',
  firm_code: '',
  working_year: new Date().getUTCFullYear(),
  user_code: '',
  password: '',
  api_key: '',
  send_stock: true,
  send_accounts: true,
  document_types: [],
  warehouse_no: 1,
  vat_codes: {},
  interval_minutes: 15,
  cards_sent_at: null,
  read_back_at: null,
  version: 1,
  saved: false,
});

export async function findMikroSettings(q: Queryable): Promise<MikroSettingsRow> {
  const r = await q.query<MikroSettingsRow>(`select ${COLUMNS} from mikro_settings`);
  return r.rows[0] ?? defaultMikroSettings();
}

export type MikroSettingsChange = Omit<MikroSettingsRow, 'version' | 'password' | 'saved' | 'cards_sent_at' | 'read_back_at'> & {
  password: string | undefined;
};

/**
 * Saves the settings if they are still at `version` (the first save makes the row, at version 2); undefined when
 * someone saved them in between. An undefined password keeps the one saved.
 */
export async function saveMikroSettings(q: Queryable, companyId: number, version: number, s: MikroSettingsChange): Promise<MikroSettingsRow | undefined> {
  const values = [
    s.active,
    s.connection,
    s.url,
    s.firm_code,
    s.working_year,
    s.user_code,
    s.password ?? null,
    s.api_key,
    s.send_stock,
    s.send_accounts,
    s.document_types,
    s.warehouse_no,
    JSON.stringify(s.vat_codes),
    s.interval_minutes,
  ];
  const updated = await q.query<MikroSettingsRow>(
    `update mikro_settings set active = $3, connection = $4, url = $5, firm_code = $6, working_year = $7, user_code = $8, password = coalesce($9, password),
            api_key = $10, send_stock = $11, send_accounts = $12, document_types = $13::text[], warehouse_no = $14, vat_codes = $15::jsonb,
            interval_minutes = $16, version = version + 1, updated_at = now()
      where company_id = $1 and version = $2 returning ${COLUMNS}`,
    [companyId, version, ...values],
  );
  if (updated.rows[0] || version !== 1) return updated.rows[0];
  const r = await q.query<MikroSettingsRow>(
    `insert into mikro_settings (company_id, active, connection, url, firm_code, working_year, user_code, password, api_key, send_stock, send_accounts,
       document_types, warehouse_no, vat_codes, interval_minutes, version)
     values ($1, $2, $3, $4, $5, $6, $7, coalesce($8, ''), $9, $10, $11, $12::text[], $13, $14::jsonb, $15, 2)
     on conflict (company_id) do nothing returning ${COLUMNS}`,
    [companyId, ...values],
  );
  return r.rows[0];
}

/** Notes a run of the cards' send or read-back (the module index shows the last one). */
export async function noteCardsRun(q: Queryable, what: 'cards_sent_at' | 'read_back_at'): Promise<void> {
  await q.query(`update mikro_settings set ${what} = now()`);
}
