import { Dec } from '../../domain/money/decimal';
import { DEFAULT_LOYALTY, type LoyaltySettings, type PointsExpiry } from '../../domain/loyalty/settings';
import type { PointsMove } from '../../domain/loyalty/balance';
import type { SaleEarning } from '../../domain/loyalty/earning';
import type { Queryable } from '../db/database';

interface SettingsRow {
  enabled: boolean;
  points_per_lira: string;
  category_rates: Record<string, string>;
  earn_on: string[];
  point_value: string;
  expiry_kind: string;
  expiry_days: number | null;
  expiry_period: string | null;
  min_spend: number;
}

/** A rate as it was typed, without the column's trailing zeros ("1.0000" is "1"). */
const plain = (v: string) => new Dec(v).toFixed();

const expiryOf = (r: SettingsRow): PointsExpiry =>
  r.expiry_kind === 'days'
    ? { kind: 'days', days: r.expiry_days ?? 1 }
    : r.expiry_kind === 'periodEnd'
      ? { kind: 'periodEnd', period: (r.expiry_period ?? 'year') as 'year' }
      : { kind: 'none' };

/** The company's loyalty settings; the defaults (points off) until they are first saved. */
export async function findLoyaltySettings(q: Queryable): Promise<LoyaltySettings> {
  const r = await q.query<SettingsRow>(
    `select enabled, points_per_lira::text as points_per_lira, category_rates, earn_on, point_value::text as point_value,
            expiry_kind, expiry_days, expiry_period, min_spend from loyalty_settings`,
  );
  const row = r.rows[0];
  if (!row) return DEFAULT_LOYALTY;
  return {
    enabled: row.enabled,
    pointsPerLira: plain(row.points_per_lira),
    categoryRates: Object.fromEntries(Object.entries(row.category_rates).map(([k, v]) => [k, plain(v)])),
    earnOn: row.earn_on as LoyaltySettings['earnOn'],
    pointValue: row.point_value,
    expiry: expiryOf(row),
    minSpend: row.min_spend,
  };
}

export async function saveLoyaltySettings(q: Queryable, companyId: number, s: LoyaltySettings): Promise<void> {
  await q.query(
    `insert into loyalty_settings as l (company_id, enabled, points_per_lira, category_rates, earn_on, point_value, expiry_kind, expiry_days, expiry_period, min_spend)
     values ($1, $2, $3::numeric, $4::jsonb, $5::text[], $6::numeric, $7, $8, $9, $10)
     on conflict (company_id) do update set enabled = excluded.enabled, points_per_lira = excluded.points_per_lira,
       category_rates = excluded.category_rates, earn_on = excluded.earn_on, point_value = excluded.point_value,
       expiry_kind = excluded.expiry_kind, expiry_days = excluded.expiry_days, expiry_period = excluded.expiry_period, min_spend = excluded.min_spend`,
    [
      companyId,
      s.enabled,
      s.pointsPerLira,
      JSON.stringify(s.categoryRates),
      s.earnOn,
      s.pointValue,
      s.expiry.kind,
      s.expiry.kind === 'days' ? s.expiry.days : null,
      s.expiry.kind === 'periodEnd' ? s.expiry.period : null,
      s.minSpend,
    ],
  );
}

export async function accountExists(q: Queryable, accountId: number): Promise<boolean> {
  return (await q.query(`select 1 from accounts where id = $1`, [accountId])).rows.length > 0;
}

/** Every row of an account's points ledger, oldest first, with the number of the document that wrote it. */
export async function accountPointsMoves(q: Queryable, accountId: number) {
  const r = await q.query<{ document_id: number; number: string | null; kind: string; points: number; on_date: string; expires_on: string | null }>(
    `select m.document_id, d.number, m.kind, m.points, m.on_date::text as on_date, m.expires_on::text as expires_on
       from points_moves m left join documents d on d.company_id = m.company_id and d.id = m.document_id
      where m.account_id = $1 order by m.on_date, m.id`,
    [accountId],
  );
  return r.rows;
}

export const asMoves = (rows: readonly { points: number; on_date: string; expires_on: string | null }[]): PointsMove[] =>
  rows.map((r) => ({ points: r.points, onDate: r.on_date, expiresOn: r.expires_on }));

/** What each sale earned, on what, and what its returns took back on what (the rows of `saleIds`). */
export async function saleEarnings(q: Queryable, saleIds: readonly number[]): Promise<Record<string, SaleEarning>> {
  if (!saleIds.length) return {};
  const r = await q.query<{ sale_id: number; earned: number; base: string; returned_base: string; taken: number }>(
    `select s.sale_id, coalesce(sum(m.points) filter (where m.kind = 'earn'), 0)::integer as earned,
            coalesce(sum(m.base) filter (where m.kind = 'earn'), 0)::text as base,
            coalesce(sum(m.base) filter (where m.kind = 'takeBack'), 0)::text as returned_base,
            coalesce(-sum(m.points) filter (where m.kind = 'takeBack'), 0)::integer as taken
       from unnest($1::integer[]) as s (sale_id)
       join points_moves m on (m.kind = 'earn' and m.document_id = s.sale_id) or (m.kind = 'takeBack' and m.sale_id = s.sale_id)
      group by s.sale_id`,
    [saleIds],
  );
  return Object.fromEntries(
    r.rows.map((row) => [String(row.sale_id), { earned: row.earned, base: row.base, returnedBase: row.returned_base, taken: row.taken }]),
  );
}

/** The categories (product groups) of these products, by product id; a product in none is left out. */
export async function productCategories(q: Queryable, productIds: readonly number[]): Promise<Record<string, string>> {
  if (!productIds.length) return {};
  const r = await q.query<{ id: number; category: string }>(
    `select id, attributes->>'categoryId' as category from products where id = any($1::integer[]) and attributes->>'categoryId' ~ '^\\d{1,9}$'`,
    [productIds],
  );
  return Object.fromEntries(r.rows.map((p) => [String(p.id), p.category]));
}

export interface PointsRow {
  accountId: number;
  points: number;
  kind: string;
  onDate: string;
  expiresOn: string | null;
  base: string | null;
  saleId: number | null;
}

export async function insertPointsMoves(q: Queryable, companyId: number, documentId: number, rows: readonly PointsRow[]): Promise<void> {
  await q.query(
    `insert into points_moves (company_id, document_id, account_id, points, kind, on_date, expires_on, base, sale_id)
     select $1, $2, m.account_id, m.points, m.kind, m.on_date, m.expires_on, m.base, m.sale_id
       from unnest($3::integer[], $4::integer[], $5::text[], $6::date[], $7::date[], $8::numeric[], $9::integer[])
         as m (account_id, points, kind, on_date, expires_on, base, sale_id)`,
    [
      companyId,
      documentId,
      rows.map((r) => r.accountId),
      rows.map((r) => r.points),
      rows.map((r) => r.kind),
      rows.map((r) => r.onDate),
      rows.map((r) => r.expiresOn),
      rows.map((r) => r.base),
      rows.map((r) => r.saleId),
    ],
  );
}
