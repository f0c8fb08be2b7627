import type { Queryable } from '../db/database';
import type { VirtualPosProvider } from '../../domain/schemas/virtual-pos';

/** The SQL of a company's virtual POS settings (migration card_payments): no row is the sandbox with no bank account. */
export interface VirtualPosSettingsRow {
  provider: VirtualPosProvider;
  mode: 'test' | 'live';
  api_key: string;
  secret_key: string;
  merchant_id: string;
  customer_id: string;
  url: string;
  bank_account_id: number | null;
  version: number;
}

const COLUMNS = 'provider, mode, api_key, secret_key, merchant_id, customer_id, url, bank_account_id, version';

export const DEFAULT_VIRTUAL_POS_SETTINGS: VirtualPosSettingsRow = {
  provider: 'sandbox',
  mode: 'test',
  api_key: '',
  secret_key: '',
  merchant_id: '',
  customer_id: '',
  url: '',
  bank_account_id: null,
  version: 1,
};

export async function findVirtualPosSettings(q: Queryable, companyId: number): Promise<VirtualPosSettingsRow> {
  const r = await q.query<VirtualPosSettingsRow>(`select ${COLUMNS} from virtual_pos_settings where company_id = $1`, [companyId]);
  return r.rows[0] ?? DEFAULT_VIRTUAL_POS_SETTINGS;
}

export type VirtualPosSettingsChange = Omit<VirtualPosSettingsRow, 'version' | 'secret_key'> & { secret_key: string | undefined };

/** Whether the bank account is one of the company's bank accounts in liras (card collections are in TRY). */
export async function isLiraBankAccount(q: Queryable, id: number): Promise<boolean> {
  const r = await q.query(`select 1 from cash_boxes where id = $1 and kind = 'bank' and currency = 'TRY'`, [id]);
  return r.rows.length > 0;
}

/**
 * Saves the settings if they are still at `version` (the first save makes the row, at version 2); undefined when
 * someone saved them in between. An undefined secret key keeps the one saved.
 */
export async function saveVirtualPosSettings(q: Queryable, companyId: number, version: number, s: VirtualPosSettingsChange) {
  const values = [s.provider, s.mode, s.api_key, s.secret_key ?? null, s.merchant_id, s.customer_id, s.url, s.bank_account_id];
  const updated = await q.query<VirtualPosSettingsRow>(
    `update virtual_pos_settings set provider = $3, mode = $4, api_key = $5, secret_key = coalesce($6, secret_key), merchant_id = $7,
            customer_id = $8, url = $9, bank_account_id = $10, version = version + 1, updated_at = now()
      where company_id = $1 and version = $2 returning ${COLUMNS}`,
    [companyId, version, ...values],
  );
  if (updated.rows[0] || version !== 1) return updated.rows[0];
  const r = await q.query<VirtualPosSettingsRow>(
    `insert into virtual_pos_settings (company_id, provider, mode, api_key, secret_key, merchant_id, customer_id, url, bank_account_id, version)
     values ($1, $2, $3, $4, coalesce($5, ''), $6, $7, $8, $9, 2) on conflict (company_id) do nothing returning ${COLUMNS}`,
    [companyId, ...values],
  );
  return r.rows[0];
}
