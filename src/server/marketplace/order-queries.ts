import type { MarketOrderState, MarketReturnState } from '../../domain/marketplace/orders';
import type { MarketOrder as MarketOrderJson } from '../../domain/schemas/marketplace';
import type { Queryable } from '../db/database';
import type { MarketOrder } from './provider';

/** The SQL of the orders pulled (migration marketplace). */
export interface MarketOrderRow {
  id: number;
  order_id: string;
  order_number: string;
  status: string;
  state: MarketOrderState;
  reason: string | null;
  detail: string | null;
  customer_name: string;
  total: string;
  document_id: number | null;
  document_number: string | null;
  document_status: string | null;
  account_id: number | null;
  acknowledged: boolean;
  return_state: MarketReturnState | null;
  payload: MarketOrder;
  pulled_at: Date;
  updated_at: Date;
}

const COLUMNS = `o.id, o.order_id, o.order_number, o.status, o.state, o.reason, o.detail, o.customer_name, o.total::text, o.document_id,
  d.number as document_number, d.status as document_status, o.account_id, o.acknowledged, o.return_state, o.payload, o.pulled_at, o.updated_at`;
const FROM = `marketplace_orders o left join documents d on d.company_id = o.company_id and d.id = o.document_id`;

export const marketOrderJson = (r: MarketOrderRow): MarketOrderJson => ({
  id: r.id,
  orderId: r.order_id,
  orderNumber: r.order_number,
  status: r.status,
  state: r.state,
  reason: r.reason,
  detail: r.detail,
  customerName: r.customer_name,
  total: r.total,
  documentId: r.document_id,
  documentNumber: r.document_number,
  documentStatus: r.document_status,
  accountId: r.account_id,
  returnState: r.return_state,
  pulledAt: new Date(r.pulled_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/**
 * The order's row, made now (`waiting`) unless the company has it: the unique key (company, the marketplace's id)
 * holds it, so a second pull, an answer listing it twice or a pull running beside this one finds the same row. It is
 * returned locked until the transaction ends, with the marketplace's newest status written.
 */
export async function openMarketOrder(q: Queryable, companyId: number, o: MarketOrder): Promise<MarketOrderRow> {
  const customer = `${o.customer.firstName} ${o.customer.lastName}`.trim() || o.address.fullName;
  await q.query(
    `insert into marketplace_orders (company_id, order_id, order_number, status, state, customer_name, total, payload)
     values ($1, $2, $3, $4, 'waiting', $5, $6::numeric, $7::jsonb) on conflict (company_id, order_id) do nothing`,
    [companyId, o.id, o.orderNumber, o.status, customer.slice(0, 200), o.total, JSON.stringify(o)],
  );
  await q.query(`select 1 from marketplace_orders where order_id = $1 for update`, [o.id]);
  await q.query(`update marketplace_orders set status = $2, payload = $3::jsonb, updated_at = now() where order_id = $1 and status <> $2`, [
    o.id,
    o.status,
    JSON.stringify(o),
  ]);
  return (await findMarketOrderBy(q, 'o.order_id', o.id))!;
}

async function findMarketOrderBy(q: Queryable, column: 'o.id' | 'o.order_id', value: number | string): Promise<MarketOrderRow | undefined> {
  return (await q.query<MarketOrderRow>(`select ${COLUMNS} from ${FROM} where ${column} = $1`, [value])).rows[0];
}

export const findMarketOrder = (q: Queryable, id: number) => findMarketOrderBy(q, 'o.id', id);

/** Moves the order on and records why (a locale key and what it names); the fields absent stay. */
export async function updateMarketOrder(
  q: Queryable,
  id: number,
  change: { state: MarketOrderState; reason?: string | null; detail?: string | null; documentId?: number; accountId?: number; returnState?: MarketReturnState },
): Promise<void> {
  await q.query(
    `update marketplace_orders set state = $2, reason = $3, detail = $4, document_id = coalesce($5, document_id), account_id = coalesce($6, account_id),
            return_state = coalesce($7, return_state), updated_at = now() where id = $1`,
    [
      id,
      change.state,
      change.reason ?? null,
      change.detail?.slice(0, 500) ?? null,
      change.documentId ?? null,
      change.accountId ?? null,
      change.returnState ?? null,
    ],
  );
}

/** The marketplace took our acknowledgement of the order (its package id). */
export async function noteAcknowledged(q: Queryable, orderId: string): Promise<void> {
  await q.query(`update marketplace_orders set acknowledged = true where order_id = $1`, [orderId]);
}

/** The orders of an order number (a return names the order, not its package), locked. */
export async function ordersOfNumber(q: Queryable, orderNumber: string): Promise<MarketOrderRow[]> {
  const ids = await q.query<{ id: number }>(`select id from marketplace_orders where order_number = $1 order by id for update`, [orderNumber]);
  const out: MarketOrderRow[] = [];
  for (const { id } of ids.rows) out.push((await findMarketOrder(q, id))!);
  return out;
}

export async function listMarketOrders(q: Queryable, state: MarketOrderState | null, limit: number): Promise<MarketOrderRow[]> {
  const r = await q.query<MarketOrderRow>(
    `select ${COLUMNS} from ${FROM} where ($1::text is null or o.state = $1) order by o.pulled_at desc, o.id desc limit $2`,
    [state, limit],
  );
  return r.rows;
}

/** The company's cards of these barcodes (a barcode two cards carry: the first card). */
export async function productsByBarcode(q: Queryable, barcodes: string[]): Promise<Map<string, { id: number; vatRate: number }>> {
  const r = await q.query<{ barcode: string; id: number; vat_rate: number }>(
    `select distinct on (barcode) barcode, id, vat_rate from products where barcode = any($1::text[]) order by barcode, id`,
    [barcodes],
  );
  return new Map(r.rows.map((row) => [row.barcode, { id: row.id, vatRate: row.vat_rate }]));
}

/** The account of a marketplace customer: the one matched before, else a customer with its tax number, else with its e-mail. */
export async function matchCustomer(q: Queryable, c: MarketOrder['customer']): Promise<number | undefined> {
  const r = await q.query<{ id: number }>(
    `select id from (
       select m.account_id as id, 1 as rank from marketplace_customers m where m.customer_id = $1 and $1 <> ''
       union all select a.id, 2 from accounts a where a.kind = 'customer' and $2 <> '' and a.tax_number = $2
       union all select a.id, 3 from accounts a where a.kind = 'customer' and $3 <> '' and lower(a.email) = lower($3)) x
     order by rank, id limit 1`,
    [c.id, c.taxNumber, c.email],
  );
  return r.rows[0]?.id;
}

export async function rememberCustomer(q: Queryable, companyId: number, customerId: string, accountId: number): Promise<void> {
  if (!customerId) return;
  await q.query(`insert into marketplace_customers (company_id, customer_id, account_id) values ($1, $2, $3) on conflict do nothing`, [
    companyId,
    customerId,
    accountId,
  ]);
}
