import type { PriceRounding } from '../../domain/marketplace/listing';
import type { Queryable } from '../db/database';

/** The SQL of a company's marketplace settings (migration marketplace): no row is the defaults, not in use. */
export interface MarketSettingsRow {
  active: boolean;
  connection: 'sandbox' | 'live';
  seller_id: string;
  api_key: string;
  url: string;
  warehouse_id: number | null;
  listing: 'all' | 'selected';
  category_ids: number[];
  product_ids: number[];
  markup: string;
  rounding: PriceRounding;
  stock_buffer: number;
  customer_prefix: string;
  pull_minutes: number;
  pull_cursor: string;
  last_pull_at: Date | null;
  last_pull_error: string | null;
  last_push_at: Date | null;
  last_push_error: string | null;
  version: number;
  saved: boolean;
}

const COLUMNS = `active, connection, seller_id, api_key, url, warehouse_id, listing, category_ids, product_ids, markup::text, rounding, stock_buffer,
  customer_prefix, pull_minutes, pull_cursor::text, last_pull_at, last_pull_error, last_push_at, last_push_error, version, true as saved`;

export const defaultMarketSettings = (): MarketSettingsRow => ({
  active: false,
  connection: 'sandbox',
  seller_id: '',
  api_key: '',
  url: '',
  warehouse_id: null,
  listing: 'all',
  category_ids: [],
  product_ids: [],
  markup: '0.00',
  rounding: 'none',
  stock_buffer: 0,
  customer_prefix: 'PZ',
  pull_minutes: 15,
  pull_cursor: '0',
  last_pull_at: null,
  last_pull_error: null,
  last_push_at: null,
  last_push_error: null,
  version: 1,
  saved: false,
});

export async function findMarketSettings(q: Queryable, lock = false): Promise<MarketSettingsRow> {
  const r = await q.query<MarketSettingsRow>(`select ${COLUMNS} from marketplace_settings${lock ? ' for update' : ''}`);
  return r.rows[0] ?? defaultMarketSettings();
}

export type MarketSettingsChange = Pick<
  MarketSettingsRow,
  | 'active'
  | 'connection'
  | 'seller_id'
  | 'url'
  | 'warehouse_id'
  | 'listing'
  | 'category_ids'
  | 'product_ids'
  | 'markup'
  | 'rounding'
  | 'stock_buffer'
  | 'customer_prefix'
  | 'pull_minutes'
> & { api_key: string | undefined };

/**
 * Saves the settings if they are still at `version` (the first save makes the row, at version 2); undefined when
 * someone saved them in between. An undefined API key keeps the one saved. A changed seller or connection starts the
 * pull from the beginning and forgets what was pushed (another shop holds none of it).
 */
export async function saveMarketSettings(q: Queryable, companyId: number, version: number, s: MarketSettingsChange): Promise<MarketSettingsRow | undefined> {
  const values = [
    s.active,
    s.connection,
    s.seller_id,
    s.api_key ?? null,
    s.url,
    s.warehouse_id,
    s.listing,
    s.category_ids,
    s.product_ids,
    s.markup,
    s.rounding,
    s.stock_buffer,
    s.customer_prefix,
    s.pull_minutes,
  ];
  const before = await q.query<{ seller_id: string; connection: string }>(`select seller_id, connection from marketplace_settings`);
  const updated = await q.query<MarketSettingsRow>(
    `update marketplace_settings set active = $3, connection = $4, seller_id = $5, api_key = coalesce($6, api_key), url = $7, warehouse_id = $8,
            listing = $9, category_ids = $10::integer[], product_ids = $11::integer[], markup = $12::numeric, rounding = $13, stock_buffer = $14,
            customer_prefix = $15, pull_minutes = $16,
            pull_cursor = case when seller_id = $5 and connection = $4 then pull_cursor else 0 end,
            version = version + 1, updated_at = now()
      where company_id = $1 and version = $2 returning ${COLUMNS}`,
    [companyId, version, ...values],
  );
  if (updated.rows[0]) {
    const was = before.rows[0];
    if (was && (was.seller_id !== s.seller_id || was.connection !== s.connection)) await q.query(`delete from marketplace_listings`);
    return updated.rows[0];
  }
  if (version !== 1) return undefined;
  const r = await q.query<MarketSettingsRow>(
    `insert into marketplace_settings (company_id, active, connection, seller_id, api_key, url, warehouse_id, listing, category_ids, product_ids, markup,
       rounding, stock_buffer, customer_prefix, pull_minutes, version)
     values ($1, $2, $3, $4, coalesce($5, ''), $6, $7, $8, $9::integer[], $10::integer[], $11::numeric, $12, $13, $14, $15, 2)
     on conflict (company_id) do nothing returning ${COLUMNS}`,
    [companyId, ...values],
  );
  return r.rows[0];
}

/** What a pull did: its error (null when it went through) and, when it went through, the cursor it reached. */
export async function notePull(q: Queryable, error: string | null, cursor: number | null): Promise<void> {
  await q.query(
    `update marketplace_settings set last_pull_at = now(), last_pull_error = $1, pull_cursor = greatest(pull_cursor, coalesce($2::bigint, pull_cursor))`,
    [error?.slice(0, 500) ?? null, cursor],
  );
}

export async function notePush(q: Queryable, error: string | null): Promise<void> {
  await q.query(`update marketplace_settings set last_push_at = now(), last_push_error = $1`, [error?.slice(0, 500) ?? null]);
}

/** The companies whose marketplace is in use (system role), with whether their pull is due. */
export async function activeMarketCompanies(q: Queryable): Promise<{ company_id: number; pull_due: boolean }[]> {
  const r = await q.query<{ company_id: number; pull_due: boolean }>(
    `select company_id, (last_pull_at is null or last_pull_at + pull_minutes * interval '1 minute' <= now()) as pull_due
       from marketplace_settings where active order by company_id`,
  );
  return r.rows;
}

/** Which of the ids are not the company's warehouse, categories or cards (for the settings' 422). */
export async function foreignChoices(q: Queryable, warehouseId: number | null, categoryIds: number[], productIds: number[]) {
  const r = await q.query<{ warehouse: boolean; categories: boolean; products: boolean }>(
    `select ($1::integer is not null and not exists (select 1 from warehouses where id = $1)) as warehouse,
            exists (select 1 from unnest($2::integer[]) c(id) where not exists (select 1 from definitions d where d.id = c.id and d.kind = 'category')) as categories,
            exists (select 1 from unnest($3::integer[]) p(id) where not exists (select 1 from products x where x.id = p.id)) as products`,
    [warehouseId, categoryIds, productIds],
  );
  return r.rows[0]!;
}
