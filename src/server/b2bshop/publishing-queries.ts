import type { PublishedGroup, PublishedProduct } from '../../domain/schemas/b2b-back-office';
import type { Queryable } from '../db/database';
import { PUBLISHED } from './storefront-queries';

/**
 * What the shop publishes (/b2b/ayarList): every product, or those of the published groups (categories) and products,
 * less the products it hides (storefront-queries.ts `PUBLISHED` decides it for the storefront and the orders alike).
 */

/** The shop's settings as `s`, with the defaults of a shop never saved (it publishes everything). */
const SETTINGS = `left join b2b_shop_settings s0 on s0.company_id = p.company_id
  cross join lateral (select coalesce(s0.publish_all, true) as publish_all, coalesce(s0.published_group_ids, '{}') as published_group_ids,
    coalesce(s0.published_product_ids, '{}') as published_product_ids, coalesce(s0.hidden_product_ids, '{}') as hidden_product_ids) s`;

export async function publishingProducts(
  q: Queryable,
  text: string,
  state: 'all' | 'published' | 'hidden',
  limit: number,
  offset: number,
): Promise<{ items: PublishedProduct[]; total: number }> {
  const r = await q.query<PublishedProduct & { count: number }>(
    `select x.*, count(*) over ()::integer as count from (
       select p.id, p.code, p.name, case when p.attributes->>'categoryId' ~ '^[0-9]{1,9}$' then (p.attributes->>'categoryId')::integer end as "groupId",
              d.name as "groupName", coalesce(${PUBLISHED}, false) as published
         from products p ${SETTINGS}
         left join definitions d on d.company_id = p.company_id and d.kind = 'category' and d.id::text = p.attributes->>'categoryId'
        where ($1 = '' or lower(p.name) like '%' || lower($1) || '%' or lower(p.code) like lower($1) || '%')
          and not exists (select 1 from products v where v.company_id = p.company_id and v.parent_product_id = p.id)
     ) x where $2 = 'all' or x.published = ($2 = 'published')
     order by lower(x.name), x.id limit $3 offset $4`,
    [text, state, limit, offset],
  );
  return { items: r.rows.map(({ count: _, ...row }) => row), total: r.rows[0]?.count ?? 0 };
}

export async function publishingGroups(q: Queryable): Promise<{ items: PublishedGroup[]; publishAll: boolean }> {
  const r = await q.query<PublishedGroup>(
    `select d.id, d.name, d.id = any (coalesce((select published_group_ids from b2b_shop_settings), '{}')) as published
       from definitions d where d.kind = 'category' and d.active order by d.name_key, d.id`,
  );
  const all = await q.query<{ publish_all: boolean }>(`select publish_all from b2b_shop_settings`);
  return { items: r.rows, publishAll: all.rows[0]?.publish_all ?? true };
}

/** Which of the ids are not the company's products (`kind` product) or product groups (`kind` group). */
export async function unknownIds(q: Queryable, kind: 'product' | 'group', ids: number[]): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    kind === 'product'
      ? `select x as id from unnest($1::integer[]) x where not exists (select 1 from products p where p.id = x)`
      : `select x as id from unnest($1::integer[]) x where not exists (select 1 from definitions d where d.id = x and d.kind = 'category')`,
    [ids],
  );
  return r.rows.map((x) => x.id);
}

const ensureSettings = (q: Queryable, companyId: number) =>
  q.query(`insert into b2b_shop_settings (company_id) values ($1) on conflict (company_id) do nothing`, [companyId]);

/** Publishes the products (no longer hidden; named when the shop does not publish everything) or hides them. */
export async function publishProducts(q: Queryable, companyId: number, ids: number[], published: boolean): Promise<void> {
  await ensureSettings(q, companyId);
  await q.query(
    published
      ? `update b2b_shop_settings set hidden_product_ids = array(select x from unnest(hidden_product_ids) x where x <> all ($1::integer[])),
           published_product_ids = case when publish_all then published_product_ids
             else array(select distinct x from unnest(published_product_ids || $1::integer[]) x order by x) end, version = version + 1`
      : `update b2b_shop_settings set hidden_product_ids = array(select distinct x from unnest(hidden_product_ids || $1::integer[]) x order by x),
           published_product_ids = array(select x from unnest(published_product_ids) x where x <> all ($1::integer[])), version = version + 1`,
    [ids],
  );
}

/** Publishes or withdraws the groups (categories): a hidden product of a published group stays hidden. */
export async function publishGroups(q: Queryable, companyId: number, ids: number[], published: boolean): Promise<void> {
  await ensureSettings(q, companyId);
  await q.query(
    published
      ? `update b2b_shop_settings set published_group_ids = array(select distinct x from unnest(published_group_ids || $1::integer[]) x order by x), version = version + 1`
      : `update b2b_shop_settings set published_group_ids = array(select x from unnest(published_group_ids) x where x <> all ($1::integer[])), version = version + 1`,
    [ids],
  );
}
