import type { Campaign } from '../../domain/campaigns/campaign';
import type { CampaignBody, CampaignReportRow, CampaignView } from '../../domain/schemas/campaigns';
import type { Queryable } from '../db/database';

/** The SQL of Sistem → İndirim and of the campaign report (migration 202611290925_campaigns). */

const SELECT = `select id, name, kind, scope, product_ids, group_ids, percent::text, amount::text, buy_quantity::text, get_quantity::text,
  bundle_quantity::text, bundle_price::text, minimum_basket::text, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
  to_char(valid_to, 'YYYY-MM-DD') as valid_to, weekdays, from_minute, to_minute, audience, channel, account_group_id, stackable, priority, active
  from campaigns`;

interface Row {
  id: number;
  name: string;
  kind: Campaign['kind'];
  scope: Campaign['scope'];
  product_ids: number[];
  group_ids: number[];
  percent: string | null;
  amount: string | null;
  buy_quantity: string | null;
  get_quantity: string | null;
  bundle_quantity: string | null;
  bundle_price: string | null;
  minimum_basket: string | null;
  valid_from: string | null;
  valid_to: string | null;
  weekdays: number[];
  from_minute: number | null;
  to_minute: number | null;
  audience: Campaign['audience'];
  channel: NonNullable<Campaign['channel']>;
  account_group_id: number | null;
  stackable: boolean;
  priority: number;
  active: boolean;
}

/** A stored figure without the zeros numeric pads it with ("10.5000" → "10.5"). */
const figure = (v: string | null) => (v === null ? undefined : v.includes('.') ? v.replace(/\.?0+$/, '') : v);
const optional = <K extends string, V>(key: K, v: V | undefined) => (v === undefined ? {} : ({ [key]: v } as Record<K, V>));
const timeOf = (minute: number | null) =>
  minute === null ? undefined : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (time: string | undefined) => (time === undefined ? null : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

/** A row as the evaluator reads it (src/domain/campaigns/campaign.ts). */
function campaignOf(r: Row): Campaign {
  return {
    id: String(r.id),
    name: r.name,
    kind: r.kind,
    scope: r.scope,
    productIds: r.product_ids.map(String),
    groupIds: r.group_ids.map(String),
    ...optional('percent', figure(r.percent)),
    ...optional('amount', figure(r.amount)),
    ...optional('buyQuantity', figure(r.buy_quantity)),
    ...optional('getQuantity', figure(r.get_quantity)),
    ...optional('bundleQuantity', figure(r.bundle_quantity)),
    ...optional('bundlePrice', figure(r.bundle_price)),
    ...optional('minimumBasket', figure(r.minimum_basket)),
    ...optional('validFrom', r.valid_from ?? undefined),
    ...optional('validTo', r.valid_to ?? undefined),
    weekdays: r.weekdays,
    ...optional('fromMinute', r.from_minute ?? undefined),
    ...optional('toMinute', r.to_minute ?? undefined),
    audience: r.audience,
    channel: r.channel,
    ...optional('accountGroupId', r.account_group_id === null ? undefined : String(r.account_group_id)),
    stackable: r.stackable,
    priority: r.priority,
    active: r.active,
  };
}

/** A row as the API answers it: the evaluator's campaign, with its hours as "HH:MM". */
function viewOf(r: Row): CampaignView {
  const { fromMinute: _, toMinute: __, ...c } = campaignOf(r);
  return {
    ...c,
    productIds: [...(c.productIds ?? [])],
    groupIds: [...(c.groupIds ?? [])],
    weekdays: [...(c.weekdays ?? [])],
    channel: r.channel,
    ...optional('fromTime', timeOf(r.from_minute)),
    ...optional('toTime', timeOf(r.to_minute)),
  };
}

export async function listCampaigns(q: Queryable): Promise<CampaignView[]> {
  return (await q.query<Row>(`${SELECT} order by active desc, priority, lower(name) collate "C", id`)).rows.map(viewOf);
}

export async function findCampaign(q: Queryable, id: number): Promise<CampaignView | undefined> {
  const row = (await q.query<Row>(`${SELECT} where id = $1`, [id])).rows[0];
  return row && viewOf(row);
}

export async function campaignNameTaken(q: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  return (await q.query(`select 1 from campaigns where lower(name) = lower($1) and ($2::integer is null or id <> $2)`, [name, exceptId])).rowCount > 0;
}

const COLUMNS = [
  'name',
  'kind',
  'scope',
  'product_ids',
  'group_ids',
  'percent',
  'amount',
  'buy_quantity',
  'get_quantity',
  'bundle_quantity',
  'bundle_price',
  'minimum_basket',
  'valid_from',
  'valid_to',
  'weekdays',
  'from_minute',
  'to_minute',
  'audience',
  'channel',
  'account_group_id',
  'stackable',
  'priority',
  'active',
] as const;

/** The columns' values of a body, in COLUMNS' order; what a kind or scope does not use is stored empty. */
function valuesOf(b: CampaignBody): unknown[] {
  const uses = (kind: CampaignBody['kind'], v: string | undefined) => (b.kind === kind ? (v ?? null) : null);
  return [
    b.name,
    b.kind,
    b.scope,
    b.scope === 'product' ? (b.productIds ?? []).map(Number) : [],
    b.scope === 'group' ? (b.groupIds ?? []).map(Number) : [],
    uses('percent', b.percent),
    uses('amount', b.amount),
    uses('buyXGetY', b.buyQuantity),
    uses('buyXGetY', b.getQuantity),
    uses('quantityPrice', b.bundleQuantity),
    uses('quantityPrice', b.bundlePrice),
    b.scope === 'basket' ? (b.minimumBasket ?? null) : null,
    b.validFrom ?? null,
    b.validTo ?? null,
    [...new Set(b.weekdays ?? [])].sort(),
    minuteOf(b.fromTime),
    minuteOf(b.toTime),
    b.audience,
    b.channel,
    b.audience === 'group' ? Number(b.accountGroupId) : null,
    b.stackable,
    b.priority,
    b.active,
  ];
}

export async function insertCampaign(q: Queryable, companyId: number, b: CampaignBody): Promise<number> {
  const params = COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
  const r = await q.query<{ id: number }>(`insert into campaigns (company_id, ${COLUMNS.join(', ')}) values ($1, ${params}) returning id`, [
    companyId,
    ...valuesOf(b),
  ]);
  return r.rows[0]!.id;
}

export async function updateCampaign(q: Queryable, id: number, b: CampaignBody): Promise<void> {
  const sets = COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await q.query(`update campaigns set ${sets} where id = $1`, [id, ...valuesOf(b)]);
}

export async function deleteCampaign(q: Queryable, id: number): Promise<void> {
  await q.query(`delete from campaigns where id = $1`, [id]);
}

/** Whether the ids are all the company's products, product groups (categories) or account groups. */
export async function missingReferences(q: Queryable, b: CampaignBody): Promise<Record<string, boolean>> {
  const r = await q.query<{ products: boolean; groups: boolean; account_group: boolean }>(
    `select (select count(*) from products where id = any($1::integer[])) = cardinality($1::integer[]) as products,
            (select count(*) from definitions where kind = 'category' and id = any($2::integer[])) = cardinality($2::integer[]) as groups,
            ($3::integer is null or exists (select 1 from account_groups where id = $3)) as account_group`,
    [(b.productIds ?? []).map(Number), (b.groupIds ?? []).map(Number), b.audience === 'group' && b.accountGroupId ? Number(b.accountGroupId) : null],
  );
  const row = r.rows[0]!;
  return { productIds: !row.products, groupIds: !row.groups, accountGroupId: !row.account_group };
}

/**
 * The active campaigns that may apply on `day` to lines of these products and groups (and every basket one): the
 * evaluator decides the rest (weekday, hour, customer, stacking). Indexed by company; a shop's campaigns are few.
 */
export async function campaignsFor(q: Queryable, day: string | null, productIds: number[], groupIds: number[]): Promise<Campaign[]> {
  const r = await q.query<Row>(
    `${SELECT} where active and ($1::date is null or ((valid_from is null or valid_from <= $1::date) and (valid_to is null or valid_to >= $1::date)))
       and (scope = 'basket' or product_ids && $2::integer[] or group_ids && $3::integer[])
     order by priority, id`,
    [day, productIds, groupIds],
  );
  return r.rows.map(campaignOf);
}

/** Every active campaign, and the group of each product in a group an active campaign names (what the till keeps). */
export async function tillCampaigns(q: Queryable): Promise<{ campaigns: Campaign[]; productGroups: Record<string, string> }> {
  const campaigns = (await q.query<Row>(`${SELECT} where active order by priority, id`)).rows.map(campaignOf);
  const groups = [...new Set(campaigns.flatMap((c) => (c.scope === 'group' ? (c.groupIds ?? []) : [])))];
  const r = await q.query<{ id: number; category: string }>(
    `select id, attributes->>'categoryId' as category from products where attributes->>'categoryId' = any($1::text[])`,
    [groups],
  );
  return { campaigns, productGroups: Object.fromEntries(r.rows.map((p) => [String(p.id), p.category])) };
}

/** The group (category) of each product. */
export async function productGroups(q: Queryable, productIds: number[]): Promise<Record<string, string>> {
  const r = await q.query<{ id: number; category: string }>(
    `select id, attributes->>'categoryId' as category from products where id = any($1::integer[]) and attributes ? 'categoryId'`,
    [productIds],
  );
  return Object.fromEntries(r.rows.filter((p) => /^\d+$/.test(p.category)).map((p) => [String(p.id), p.category]));
}

/** The account group of an account, if it has one. */
export async function accountGroupOf(q: Queryable, accountId: number): Promise<string | undefined> {
  const r = await q.query<{ group_id: number | null }>(`select group_id from accounts where id = $1`, [accountId]);
  const g = r.rows[0]?.group_id;
  return g == null ? undefined : String(g);
}

/** What a completed sale's campaigns took off, and its net (the `campaignSale` effects of the receipt machine). */
export async function recordCampaignSales(q: Queryable, companyId: number, documentId: number, params: readonly Record<string, unknown>[]): Promise<void> {
  for (const p of params) {
    await q.query(
      `insert into campaign_sales (company_id, document_id, campaign_id, name, day, discount, net_sales) values ($1, $2, $3, $4, $5::date, $6::numeric, $7::numeric)`,
      [companyId, documentId, Number(p.campaignId), String(p.name), String(p.date), String(p.discount), String(p.netSales)],
    );
  }
}

/** Per campaign, in a period: how many sales it applied to, what it took off them and their net sales. */
export async function campaignReport(q: Queryable, from: string, to: string): Promise<CampaignReportRow[]> {
  const r = await q.query<{ campaign_id: number; name: string; sales: number; discount: string; net_sales: string }>(
    `select s.campaign_id, coalesce(c.name, max(s.name)) as name, count(*)::integer as sales, sum(s.discount)::text as discount, sum(s.net_sales)::text as net_sales
       from campaign_sales s left join campaigns c on c.company_id = s.company_id and c.id = s.campaign_id
      where s.day between $1::date and $2::date
      group by s.campaign_id, c.name
      order by sum(s.discount) desc, s.campaign_id`,
    [from, to],
  );
  return r.rows.map((row) => ({
    campaignId: String(row.campaign_id),
    name: row.name,
    sales: row.sales,
    discount: row.discount,
    netSales: row.net_sales,
  }));
}
