import type { Carrier } from '../../domain/cargo/carriers';
import type { Queryable } from '../db/database';

/** The SQL of a company's carriers (migration cargo): no row is the sandbox, not in use. */
export interface CarrierRow {
  carrier: Carrier;
  active: boolean;
  customer_code: string;
  payment_type: 'sender' | 'receiver';
  package_count: number;
  description: string;
  connection: 'sandbox' | 'carrier';
  mode: 'test' | 'live';
  username: string;
  password: string;
  url: string;
  sender_name: string;
  sender_address: string;
  sender_city: string;
  sender_phone: string;
  label_size: '100x100' | '100x150' | 'A4';
  version: number;
  saved: boolean;
}

const COLUMNS = `carrier, active, customer_code, payment_type, package_count, description, connection, mode, username, password, url,
  sender_name, sender_address, sender_city, sender_phone, label_size, version, true as saved`;

export const defaultCarrier = (carrier: Carrier): CarrierRow => ({
  carrier,
  active: false,
  customer_code: '',
  payment_type: 'sender',
  package_count: 1,
  description: '',
  connection: 'sandbox',
  mode: 'test',
  username: '',
  password: '',
  url: '',
  sender_name: '',
  sender_address: '',
  sender_city: '',
  sender_phone: '',
  label_size: '100x100',
  version: 1,
  saved: false,
});

export async function findCarrier(q: Queryable, carrier: Carrier): Promise<CarrierRow> {
  const r = await q.query<CarrierRow>(`select ${COLUMNS} from cargo_carriers where carrier = $1`, [carrier]);
  return r.rows[0] ?? defaultCarrier(carrier);
}

export async function listCarriers(q: Queryable): Promise<CarrierRow[]> {
  return (await q.query<CarrierRow>(`select ${COLUMNS} from cargo_carriers`)).rows;
}

export type CarrierChange = Omit<CarrierRow, 'version' | 'password' | 'saved' | 'carrier'> & { password: string | undefined };

/**
 * Saves a carrier's settings if they are still at `version` (the first save makes the row, at version 2); undefined
 * when someone saved them in between. An undefined password keeps the one saved.
 */
export async function saveCarrier(q: Queryable, companyId: number, carrier: Carrier, version: number, s: CarrierChange): Promise<CarrierRow | undefined> {
  const values = [
    s.active,
    s.customer_code,
    s.payment_type,
    s.package_count,
    s.description,
    s.connection,
    s.mode,
    s.username,
    s.password ?? null,
    s.url,
    s.sender_name,
    s.sender_address,
    s.sender_city,
    s.sender_phone,
    s.label_size,
  ];
  const updated = await q.query<CarrierRow>(
    `update cargo_carriers set active = $4, customer_code = $5, payment_type = $6, package_count = $7, description = $8, connection = $9, mode = $10,
            username = $11, password = coalesce($12, password), url = $13, sender_name = $14, sender_address = $15, sender_city = $16,
            sender_phone = $17, label_size = $18, version = version + 1, updated_at = now()
      where company_id = $1 and carrier = $2 and version = $3 returning ${COLUMNS}`,
    [companyId, carrier, version, ...values],
  );
  if (updated.rows[0] || version !== 1) return updated.rows[0];
  const r = await q.query<CarrierRow>(
    `insert into cargo_carriers (company_id, carrier, active, customer_code, payment_type, package_count, description, connection, mode, username,
       password, url, sender_name, sender_address, sender_city, sender_phone, label_size, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, ''), $12, $13, $14, $15, $16, $17, 2)
     on conflict (company_id, carrier) do nothing returning ${COLUMNS}`,
    [companyId, carrier, ...values],
  );
  return r.rows[0];
}
