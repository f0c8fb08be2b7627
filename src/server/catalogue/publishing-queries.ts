import type { CatalogueJob, CatalogueJobKind, CatalogueSettingsBody } from '../../domain/schemas/catalogue';
import type { Queryable } from '../db/database';
import { serverNow } from '../clock';
import { decimalString } from '../masterdata/public';

/** A log line's moment, to the second in UTC, from the domain's one clock. */
const logMoment = () => `${serverNow().toISOString().slice(0, 19)}Z`;

/**
 * The SQL of /modul/katalog/*: the company's settings for the link, its publishing runs (catalogue_jobs) and what
 * a run writes (catalogue_offers: the company's price and quantity per entry, which every company reads).
 */

export interface CatalogueSettings {
  locationId: number | null;
  warehouseId: number | null;
  publishPrices: boolean;
  publishQuantities: boolean;
  /** 0: never saved (the defaults) */
  version: number;
}

const DEFAULTS: CatalogueSettings = { locationId: null, warehouseId: null, publishPrices: true, publishQuantities: true, version: 0 };

export async function readSettings(q: Queryable, lock = false): Promise<CatalogueSettings> {
  const r = await q.query<{ location_id: number | null; warehouse_id: number | null; publish_prices: boolean; publish_quantities: boolean; version: number }>(
    `select location_id, warehouse_id, publish_prices, publish_quantities, version from catalogue_settings${lock ? ' for update' : ''}`,
  );
  const row = r.rows[0];
  return row
    ? {
        locationId: row.location_id,
        warehouseId: row.warehouse_id,
        publishPrices: row.publish_prices,
        publishQuantities: row.publish_quantities,
        version: row.version,
      }
    : DEFAULTS;
}

/** Which of the body's location and warehouse are not the company's. */
export async function foreignPlaces(q: Queryable, b: CatalogueSettingsBody): Promise<{ locationId: boolean; warehouseId: boolean }> {
  const r = await q.query<{ location: boolean; warehouse: boolean }>(
    `select ($1::integer is not null and not exists (select 1 from locations where id = $1)) as location,
            ($2::integer is not null and not exists (select 1 from warehouses where id = $2)) as warehouse`,
    [b.locationId, b.warehouseId],
  );
  return { locationId: r.rows[0]!.location, warehouseId: r.rows[0]!.warehouse };
}

export async function saveSettings(q: Queryable, companyId: number, b: CatalogueSettingsBody): Promise<void> {
  await q.query(
    `insert into catalogue_settings (company_id, location_id, warehouse_id, publish_prices, publish_quantities) values ($1, $2, $3, $4, $5)
     on conflict (company_id) do update set location_id = $2, warehouse_id = $3, publish_prices = $4, publish_quantities = $5,
       version = catalogue_settings.version + 1`,
    [companyId, b.locationId, b.warehouseId, b.publishPrices, b.publishQuantities],
  );
}

// ---------------------------------------------------------------------------------------------------------
// Runs

type JobRow = {
  id: number;
  kind: CatalogueJobKind;
  status: CatalogueJob['status'];
  total: number;
  done: number;
  log: CatalogueJob['log'];
  requested_at: string;
  finished_at: string | null;
};
const JOB_SELECT = `select id, kind, status, total, done, log, to_char(requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as finished_at from catalogue_jobs`;
const jobJson = (r: JobRow): CatalogueJob => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  total: r.total,
  done: r.done,
  log: r.log,
  requestedAt: r.requested_at,
  finishedAt: r.finished_at,
});

export async function listJobs(q: Queryable): Promise<CatalogueJob[]> {
  return (await q.query<JobRow>(`${JOB_SELECT} order by id desc limit 50`)).rows.map(jobJson);
}

export async function findJob(q: Queryable, id: number): Promise<CatalogueJob | undefined> {
  const r = await q.query<JobRow>(`${JOB_SELECT} where id = $1`, [id]);
  return r.rows[0] && jobJson(r.rows[0]);
}

/** A run of `kind` asked: the one queued or running already if there is one (the partial unique index holds it), else a new one. */
export async function askJob(q: Queryable, companyId: number, kind: CatalogueJobKind, userId: number): Promise<{ id: number; created: boolean }> {
  const made = await q.query<{ id: number }>(
    `insert into catalogue_jobs (company_id, kind, requested_by, log) values ($1, $2, $3, jsonb_build_array(jsonb_build_object('at', $4::text, 'key', 'catalogue.log.asked')))
     on conflict (company_id, kind) where status in ('queued', 'running') do nothing returning id`,
    [companyId, kind, userId, logMoment()],
  );
  if (made.rows[0]) return { id: made.rows[0].id, created: true };
  const open = await q.query<{ id: number }>(`select id from catalogue_jobs where kind = $1 and status in ('queued', 'running')`, [kind]);
  return { id: open.rows[0]!.id, created: false };
}

/** The oldest open run of any company: read by the schema owner, for the background loop. */
export async function nextOpenJob(q: Queryable): Promise<{ company_id: number; id: number } | undefined> {
  return (
    await q.query<{ company_id: number; id: number }>(
      `select company_id, id from catalogue_jobs where status in ('queued', 'running') order by requested_at, id limit 1`,
    )
  ).rows[0];
}

/** The run locked for one batch; undefined when it is no longer open. */
export async function lockOpenJob(q: Queryable, id: number): Promise<{ kind: CatalogueJobKind; status: string; done: number } | undefined> {
  return (
    await q.query<{ kind: CatalogueJobKind; status: string; done: number }>(
      `select kind, status, done from catalogue_jobs where id = $1 and status in ('queued', 'running') for update`,
      [id],
    )
  ).rows[0];
}

export async function linkedCardCount(q: Queryable): Promise<number> {
  return (await q.query<{ n: number }>(`select count(*)::integer as n from products where catalogue_entry_id is not null`)).rows[0]!.n;
}

/**
 * One batch of the company's linked cards, in id order after `afterId`, published to catalogue_offers: the card's
 * price (a prices run) or its quantity in the settings' warehouse, or all of them (a quantities run). An upsert:
 * publishing the same card again writes the same row, so a batch run twice (a server stopped mid-run) is harmless.
 */
export async function publishBatch(
  q: Queryable,
  companyId: number,
  kind: CatalogueJobKind,
  warehouseId: number | null,
  offset: number,
  size: number,
): Promise<number> {
  const r = await q.query<{ n: number }>(
    `with batch as (select p.id, p.catalogue_entry_id as entry_id, p.price from products p
                     where p.catalogue_entry_id is not null and exists (select 1 from catalogue_entries e where e.id = p.catalogue_entry_id)
                     order by p.id limit $3 offset $2),
          valued as (select b.*, (select coalesce(sum(t.quantity), 0) from stock_totals t where t.product_id = b.id and ($4::integer is null or t.warehouse_id = $4)) as quantity from batch b),
          written as (
            insert into catalogue_offers (company_id, entry_id, product_id, price, quantity)
            select $1, v.entry_id, v.id, case when $5 = 'prices' then v.price end, case when $5 = 'quantities' then v.quantity end from valued v
            on conflict (company_id, entry_id) do update set product_id = excluded.product_id,
              price = case when $5 = 'prices' then excluded.price else catalogue_offers.price end,
              quantity = case when $5 = 'quantities' then excluded.quantity else catalogue_offers.quantity end,
              updated_at = now()
            returning 1)
     select count(*)::integer as n from written`,
    [companyId, offset, size, warehouseId, kind],
  );
  return r.rows[0]!.n;
}

/** The run's progress and a line of its log (`key` a locale key, `n` its count). */
export async function recordProgress(
  q: Queryable,
  id: number,
  p: { status: CatalogueJob['status']; total?: number; done?: number; key: string; n?: number },
): Promise<void> {
  await q.query(
    `update catalogue_jobs set status = $2, total = coalesce($3, total), done = coalesce($4, done),
            log = log || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object('at', $7::text, 'key', $5::text, 'n', $6::integer))),
            finished_at = case when $2 in ('done', 'failed') then now() end
      where id = $1`,
    [id, p.status, p.total ?? null, p.done ?? null, p.key, p.n ?? null, logMoment()],
  );
}

/** What the companies publish of an entry (other channels read it): price and quantity per company. */
export async function offersOf(
  q: Queryable,
  entryId: number,
): Promise<{ companyId: number; price: string | null; quantity: string | null; updatedAt: string }[]> {
  const r = await q.query<{ company_id: number; price: string | null; quantity: string | null; updated_at: string }>(
    `select company_id, price::text, quantity::text, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
       from catalogue_offers where entry_id = $1 order by company_id`,
    [entryId],
  );
  return r.rows.map((row) => ({
    companyId: row.company_id,
    price: row.price === null ? null : decimalString(row.price, 2),
    quantity: row.quantity === null ? null : decimalString(row.quantity),
    updatedAt: row.updated_at,
  }));
}
