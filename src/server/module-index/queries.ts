import { MODULES, type ModuleId } from '../../domain/module-index';
import type { Queryable } from '../db/database';

export interface ModuleState {
  configured: boolean;
  detail: string | null;
  last_run_at: string | null;
}

const AT = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** How each module of the index is found set up, and its last run: one query each, in the company's transaction. */
const STATE_SQL: Readonly<Record<ModuleId, string>> = {
  edocuments: `select exists (select 1 from integrator_settings) as configured, (select integrator from integrator_settings limit 1) as detail,
                      (select ${AT('max(created_at)')} from edocument_jobs) as last_run_at`,
  virtualPos: `select exists (select 1 from virtual_pos_settings where bank_account_id is not null) as configured,
                      (select provider from virtual_pos_settings limit 1) as detail, (select ${AT('max(updated_at)')} from card_payments) as last_run_at`,
  catalogue: `select exists (select 1 from catalogue_settings) as configured, null as detail,
                     (select ${AT('max(coalesce(finished_at, requested_at))')} from catalogue_jobs) as last_run_at`,
  dataTransfer: `select true as configured, null as detail, (select ${AT('max(coalesce(finished_at, created_at))')} from transfer_jobs) as last_run_at`,
  mobile: `select exists (select 1 from mobile_settings where warehouse_id is not null and may_count) as configured,
                  (select w.name from mobile_settings s join warehouses w on w.company_id = s.company_id and w.id = s.warehouse_id limit 1) as detail,
                  (select ${AT('max(sent_at)')} from mobile_counts) as last_run_at`,
  cargo: `select exists (select 1 from cargo_carriers where active) as configured,
                 (select string_agg(carrier, ', ' order by carrier) from cargo_carriers where active) as detail,
                 (select ${AT('max(updated_at)')} from cargo_shipments) as last_run_at`,
  mikro: `select exists (select 1 from mikro_settings where active) as configured, (select connection from mikro_settings limit 1) as detail,
                 (select ${AT('greatest(max(t.updated_at), max(s.cards_sent_at), max(s.read_back_at))')}
                    from mikro_settings s full join mikro_transfers t on t.company_id = s.company_id) as last_run_at`,
  marketplace: `select exists (select 1 from marketplace_settings where active) as configured, (select seller_id from marketplace_settings limit 1) as detail,
                       (select ${AT('greatest(max(last_pull_at), max(last_push_at))')} from marketplace_settings) as last_run_at`,
  messages: `select exists (select 1 from message_settings) as configured, (select email_connection from message_settings limit 1) as detail,
                    (select ${AT('max(sent_at)')} from messages) as last_run_at`,
  qrMenu: `select exists (select 1 from qr_menu_settings where enabled) as configured, (select host from qr_menu_settings limit 1) as detail,
                  (select ${AT('max(created_at)')} from qr_menu_orders) as last_run_at`,
};

export async function moduleStates(q: Queryable): Promise<Record<ModuleId, ModuleState>> {
  const out = {} as Record<ModuleId, ModuleState>;
  for (const m of MODULES) out[m.id] = (await q.query<ModuleState>(STATE_SQL[m.id])).rows[0]!;
  return out;
}
