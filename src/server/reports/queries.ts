import type { Queryable } from '../db/database';
import type { TradeLineFilter } from './trade-lines';
import { dayOf, idOf, lineSourceId, snapshotOf } from '../documents/snapshot-fields';

/**
 * The SQL of the reports (registry.ts), one named function each. They read the ledgers under the company's
 * row-level security; what is a rule (the revenue of a line, sums, sorting) is done by the caller in decimals.
 */

const DOC = snapshotOf('d');

const DIGITS = `'^\\d{1,9}$'`;
const intOf = (expr: string) => `case when ${expr} ~ ${DIGITS} then (${expr})::integer end`;

/** The day a document counts on: its own date, else the day it was written (as the account statement does). */
const DOC_DAY = dayOf(DOC.date, 'd.created_at::date');

export interface StockBalanceRow {
  product_id: number;
  code: string;
  name: string;
  unit: string;
  quantity: string;
  value: string;
}

/** Every product with what the stock ledger holds of it on `to` (in one warehouse when given), from the running totals of its day totals (migration 044). */
export async function stockBalances(
  q: Queryable,
  f: { to?: string; warehouseId?: number; productId?: number; categoryId?: number },
): Promise<StockBalanceRow[]> {
  const r = await q.query<StockBalanceRow>(
    `select p.id as product_id, p.code, p.name, p.unit, coalesce(m.quantity, 0)::text as quantity, coalesce(m.value, 0)::numeric(18, 2)::text as value
       from products p
       left join lateral (
         select sum(t.running_quantity) as quantity, sum(t.running_value) as value
           from warehouses w
           cross join lateral (select d.running_quantity, d.running_value from stock_day_totals d
                                where d.product_id = p.id and d.warehouse_id = w.id and ($1::date is null or d.on_date <= $1::date)
                                order by d.on_date desc limit 1) t
          where $2::integer is null or w.id = $2::integer) m on true
      where ($3::integer is null or p.id = $3::integer) and ($4::integer is null or p.attributes->>'categoryId' = $4::text)`,
    [f.to ?? null, f.warehouseId ?? null, f.productId ?? null, f.categoryId ?? null],
  );
  return r.rows;
}

export interface VariantStockRow {
  model_id: number;
  model_code: string;
  model_name: string;
  product_id: number;
  code: string;
  name: string;
  unit: string;
  warehouse_name: string | null;
  quantity: string | null;
}

/**
 * Every variant (a product with a model, migration 202611290918) with what the stock ledger holds of it on `to` in
 * each warehouse that has had it (one row each; a variant no warehouse has had: one row without a warehouse), by its
 * model's code, then its own, then the warehouse's name. `productId` is a model's, `categoryId` the model's group.
 */
export async function variantStocks(
  q: Queryable,
  f: { to?: string; warehouseId?: number; productId?: number; categoryId?: number },
): Promise<VariantStockRow[]> {
  const r = await q.query<VariantStockRow>(
    `select m.id as model_id, m.code as model_code, m.name as model_name, v.id as product_id, v.code, v.name, v.unit,
            s.warehouse_name, s.quantity::text as quantity
       from products v
       join products m on m.company_id = v.company_id and m.id = v.parent_product_id
       left join lateral (
         select w.name as warehouse_name, t.running_quantity as quantity
           from warehouses w
           cross join lateral (select d.running_quantity from stock_day_totals d
                                where d.product_id = v.id and d.warehouse_id = w.id and ($1::date is null or d.on_date <= $1::date)
                                order by d.on_date desc limit 1) t
          where $2::integer is null or w.id = $2::integer) s on true
      where ($3::integer is null or m.id = $3::integer) and ($4::integer is null or m.attributes->>'categoryId' = $4::text)
      order by m.code, m.id, v.code, v.id, s.warehouse_name`,
    [f.to ?? null, f.warehouseId ?? null, f.productId ?? null, f.categoryId ?? null],
  );
  return r.rows;
}

export interface AccountBalanceRow {
  account_id: number;
  code: string;
  name: string;
  debit: string;
  credit: string;
  balance: string;
}

/** Every account with its debits and credits of `from`–`to` and its balance on `to`, from the account ledger. */
export async function accountBalances(q: Queryable, f: { from?: string; to?: string; accountId?: number; groupId?: number }): Promise<AccountBalanceRow[]> {
  const r = await q.query<AccountBalanceRow>(
    `with moves as (
       select m.account_id, m.debit, m.credit,
              ${dayOf(DOC.date, `(m.at at time zone 'UTC')::date`)} as day
         from account_moves m left join documents d on d.company_id = m.company_id and d.id = m.document_id)
     select a.id as account_id, a.code, a.name,
            coalesce(sum(mv.debit) filter (where ($1::date is null or mv.day >= $1::date) and ($2::date is null or mv.day <= $2::date)), 0)::numeric(18, 2)::text as debit,
            coalesce(sum(mv.credit) filter (where ($1::date is null or mv.day >= $1::date) and ($2::date is null or mv.day <= $2::date)), 0)::numeric(18, 2)::text as credit,
            coalesce(sum(mv.debit - mv.credit) filter (where $2::date is null or mv.day <= $2::date), 0)::numeric(18, 2)::text as balance
       from accounts a left join moves mv on mv.account_id = a.id
      where ($3::integer is null or a.id = $3::integer) and ($4::integer is null or a.group_id = $4::integer)
      group by a.id, a.code, a.name`,
    [f.from ?? null, f.to ?? null, f.accountId ?? null, f.groupId ?? null],
  );
  return r.rows;
}

export interface SaleLineRow {
  document_id: number;
  doc_type: string;
  number: string;
  day: string;
  account_id: number | null;
  account_code: string | null;
  account_name: string | null;
  currency: string | null;
  exchange_rate: string | null;
  line: Record<string, unknown>;
  product_id: number | null;
  product_code: string | null;
  product_name: string | null;
  category_id: number | null;
  category_name: string | null;
  warehouse_name: string | null;
  user_name: string | null;
  payment_type: string | null;
  /** what the line took out of stock at the moving average (what it brought in, a return or a purchase: below zero) */
  cost: string;
}

const SALE_TYPES = ['salesInvoice', 'posSale', 'salesReturn'];

/**
 * Every line of the completed sales (sales invoices, till sales not invoiced later, sales returns) dated
 * `from`–`to`, with its cost from the stock ledger: the value its own moves took, or, when its source moved the
 * stock (a waybill, a till sale), its quantity at the unit cost the source line left the stock at.
 */
export async function saleLines(q: Queryable, f: TradeLineFilter & { types?: readonly string[] }): Promise<SaleLineRow[]> {
  const r = await q.query<SaleLineRow>(
    `select d.id as document_id, d.doc_type, d.number, to_char(${DOC_DAY}, 'YYYY-MM-DD') as day,
            a.id as account_id, a.code as account_code, a.name as account_name,
            ${DOC.currency} as currency, ${DOC.exchangeRate} as exchange_rate,
            l.line, p.id as product_id, p.code as product_code, p.name as product_name, c.id as category_id, c.name as category_name,
            w.name as warehouse_name, u.name as user_name, ${DOC.paymentType} as payment_type,
            coalesce(
              (select -sum(m.value) from stock_moves m
                where m.company_id = d.company_id and m.document_id = d.id and m.line_id = l.line->>'id' having count(*) > 0),
              case when d.doc_type in ('salesReturn', 'purchaseInvoice') then -1 else 1 end * (select round(sum(m.value) / nullif(sum(m.quantity), 0)
                            * (l.line->>'quantity')::numeric * coalesce((l.line->>'multiplier')::numeric, 1), 2)
                 from stock_moves m
                where m.company_id = d.company_id and m.line_id = l.line->>'sourceLineId'
                  and m.document_id = ${idOf(lineSourceId('l.line', DOC))}),
              0)::numeric(18, 2)::text as cost
       from documents d
       cross join lateral jsonb_array_elements(${DOC.lines}) with ordinality as l (line, ord)
       left join accounts a on a.company_id = d.company_id and a.id = ${idOf(DOC.accountId)}
       left join products p on p.company_id = d.company_id and p.id = ${intOf(`l.line->>'productId'`)}
       left join definitions c on c.company_id = d.company_id and c.id = ${intOf(`p.attributes->>'categoryId'`)}
       left join warehouses w on w.company_id = d.company_id and w.id = ${idOf(DOC.warehouseId)}
       left join users u on u.company_id = d.company_id and u.id = d.created_by
      where d.doc_type = any($1::text[]) and d.status in ('completed', 'closed')
        and not (d.doc_type = 'posSale' and coalesce(${DOC.invoiced}, 'false') = 'true')
        and ($2::date is null or ${DOC_DAY} >= $2::date) and ($3::date is null or ${DOC_DAY} <= $3::date)
        and ($4::integer is null or a.id = $4::integer) and ($5::integer is null or p.id = $5::integer)
        and ($6::integer is null or c.id = $6::integer) and ($7::integer is null or ${DOC.warehouseId} = $7::text)
        and ($8::integer is null or d.created_by = $8::integer) and ($9::text is null or ${DOC.paymentType} = $9::text)
      order by ${DOC_DAY}, d.id, l.ord`,
    [
      f.types ?? SALE_TYPES,
      f.from ?? null,
      f.to ?? null,
      f.accountId ?? null,
      f.productId ?? null,
      f.categoryId ?? null,
      f.warehouseId ?? null,
      f.userId ?? null,
      f.paymentType ?? null,
    ],
  );
  return r.rows;
}

export interface StockMoveRow {
  id: number;
  day: string;
  document_id: number;
  doc_type: string;
  number: string;
  product_id: number;
  product_code: string;
  product_name: string;
  warehouse_name: string;
  location_name: string;
  quantity: string;
  value: string;
  cost_rule: string;
}

/**
 * The stock ledger's moves dated `from`–`to`, re-valuations included, in stock order; with `page`, the `limit` moves
 * after the move `after` (keyset on the index stock_moves_stock_order, migration 048).
 */
export async function stockMoveRows(
  q: Queryable,
  f: { from?: string; to?: string; warehouseId?: number; productId?: number; categoryId?: number },
  page?: { after: { day: string; id: number } | null; limit: number },
): Promise<StockMoveRow[]> {
  const r = await q.query<StockMoveRow>(
    `select m.id, to_char(m.moved_on, 'YYYY-MM-DD') as day, m.document_id, d.doc_type, d.number,
            p.id as product_id, p.code as product_code, p.name as product_name, w.name as warehouse_name, l.name as location_name,
            m.quantity::text as quantity, m.value::text as value, m.cost_rule
       from stock_moves m
       join documents d on d.company_id = m.company_id and d.id = m.document_id
       join products p on p.company_id = m.company_id and p.id = m.product_id
       join warehouses w on w.company_id = m.company_id and w.id = m.warehouse_id
       join locations l on l.company_id = m.company_id and l.id = m.location_id
      where ($1::date is null or m.moved_on >= $1::date) and ($2::date is null or m.moved_on <= $2::date)
        and ($3::integer is null or m.warehouse_id = $3::integer) and ($4::integer is null or p.id = $4::integer)
        and ($5::integer is null or p.attributes->>'categoryId' = $5::text)
        and ($6::date is null or (m.moved_on, m.id) > ($6::date, $7::integer))
      order by m.moved_on, m.id
      limit $8`,
    [
      f.from ?? null,
      f.to ?? null,
      f.warehouseId ?? null,
      f.productId ?? null,
      f.categoryId ?? null,
      page?.after?.day ?? null,
      page?.after?.id ?? null,
      page?.limit ?? null,
    ],
  );
  return r.rows;
}

export interface InvoiceRow {
  document_id: number;
  doc_type: string;
  number: string;
  day: string;
  account_name: string | null;
  currency: string | null;
  exchange_rate: string | null;
  totals: { sub?: string; discount?: string; tax?: string; grand?: string } | null;
}

/** Completed invoices and returns dated `from`–`to`, with their totals as the document keeps them. */
export async function invoiceRows(
  q: Queryable,
  f: { from?: string; to?: string; accountId?: number; type?: string; userId?: number; paymentType?: string },
): Promise<InvoiceRow[]> {
  const r = await q.query<InvoiceRow>(
    `select d.id as document_id, d.doc_type, d.number, to_char(${DOC_DAY}, 'YYYY-MM-DD') as day, a.name as account_name,
            ${DOC.currency} as currency, ${DOC.exchangeRate} as exchange_rate, ${DOC.totals} as totals
       from documents d
       left join accounts a on a.company_id = d.company_id and a.id = ${idOf(DOC.accountId)}
      where d.doc_type = any($1::text[]) and d.status in ('completed', 'closed')
        and ($2::date is null or ${DOC_DAY} >= $2::date) and ($3::date is null or ${DOC_DAY} <= $3::date)
        and ($4::integer is null or a.id = $4::integer)
        and ($5::integer is null or d.created_by = $5::integer) and ($6::text is null or ${DOC.paymentType} = $6::text)
      order by ${DOC_DAY}, d.id`,
    [f.type ? [f.type] : INVOICE_TYPES, f.from ?? null, f.to ?? null, f.accountId ?? null, f.userId ?? null, f.paymentType ?? null],
  );
  return r.rows;
}

const INVOICE_TYPES = ['salesInvoice', 'purchaseInvoice', 'salesReturn', 'purchaseReturn'];

/** The day an account move counts on, as the ledger keeps it (migration 080), as caribakiye reads it. */
const MOVE_DAY = `m.on_date`;

export interface AccountMoveRow {
  day: string;
  account_id: number;
  account_code: string;
  account_name: string;
  document_id: number | null;
  doc_type: string | null;
  number: string | null;
  debit: string;
  credit: string;
  balance: string;
  foreign_amount: string | null;
  foreign_currency: string | null;
}

/** A move's own amount and currency beside its lira, for a document in another currency (not a kur farkı row, which has none). */
export const MOVE_FOREIGN_AMOUNT = `case when m.kind is null then abs(m.foreign_amount)::text end`;
export const MOVE_FOREIGN_CURRENCY = `case when m.kind is null and m.foreign_amount is not null then m.currency end`;

/** The account ledger's moves dated `from`–`to`, each with its account's balance after it (over all its moves, in day order). */
export async function accountMoveRows(q: Queryable, f: { from?: string; to?: string; accountId?: number; groupId?: number }): Promise<AccountMoveRow[]> {
  const r = await q.query<AccountMoveRow>(
    `with moves as (
       select m.id, m.account_id, m.document_id, d.doc_type, d.number, m.debit, m.credit, ${MOVE_DAY} as day,
              ${MOVE_FOREIGN_AMOUNT} as foreign_amount, ${MOVE_FOREIGN_CURRENCY} as foreign_currency
         from account_moves m left join documents d on d.company_id = m.company_id and d.id = m.document_id
        where ($3::integer is null or m.account_id = $3::integer)),
     running as (select mv.*, sum(mv.debit - mv.credit) over (partition by mv.account_id order by mv.day, mv.id) as balance from moves mv)
     select to_char(r.day, 'YYYY-MM-DD') as day, a.id as account_id, a.code as account_code, a.name as account_name, r.document_id, r.doc_type, r.number,
            r.debit::numeric(18, 2)::text as debit, r.credit::numeric(18, 2)::text as credit, r.balance::numeric(18, 2)::text as balance,
            r.foreign_amount, r.foreign_currency
       from running r join accounts a on a.id = r.account_id
      where ($1::date is null or r.day >= $1::date) and ($2::date is null or r.day <= $2::date)
        and ($4::integer is null or a.group_id = $4::integer)
      order by r.day, r.id`,
    [f.from ?? null, f.to ?? null, f.accountId ?? null, f.groupId ?? null],
  );
  return r.rows;
}

export interface CashMoveRow {
  day: string;
  cash_account_id: number;
  cash_account: string;
  currency: string;
  document_id: number | null;
  doc_type: string | null;
  number: string | null;
  account_name: string | null;
  amount: string;
  balance: string;
  lira: string | null;
}

/**
 * A cash move's lira, signed as its amount: the amount of a lira move, the lira kept beside a foreign one (null when
 * none is: a transfer between two foreign currencies).
 */
export const CASH_MOVE_LIRA = `(case when coalesce(m.currency, 'TRY') = 'TRY' then m.amount
  when m.counter_currency = 'TRY' then sign(m.amount) * m.counter_amount end)::numeric(18, 2)`;

/** The cash ledger's moves dated `from`–`to`, each with its cash or bank account's balance after it (as its statement shows it). */
export async function cashMoveRows(q: Queryable, f: { from?: string; to?: string; cashAccountId?: number }): Promise<CashMoveRow[]> {
  const r = await q.query<CashMoveRow>(
    `with running as (
       select x.*, sum(x.amount) over (partition by x.cash_box_id order by x.on_date, x.id) as balance
         from cash_moves x where ($3::integer is null or x.cash_box_id = $3::integer))
     select to_char(m.on_date, 'YYYY-MM-DD') as day, b.id as cash_account_id, b.name as cash_account, coalesce(m.currency, b.currency) as currency,
            m.document_id, d.doc_type, d.number, a.name as account_name, m.amount::text as amount, m.balance::numeric(18, 2)::text as balance,
            ${CASH_MOVE_LIRA}::text as lira
       from running m
       join cash_boxes b on b.company_id = m.company_id and b.id = m.cash_box_id
       left join documents d on d.company_id = m.company_id and d.id = m.document_id
       left join accounts a on a.company_id = m.company_id and a.id = ${idOf(DOC.accountId)}
      where ($1::date is null or m.on_date >= $1::date) and ($2::date is null or m.on_date <= $2::date)
      order by m.on_date, m.id`,
    [f.from ?? null, f.to ?? null, f.cashAccountId ?? null],
  );
  return r.rows;
}

export interface ZReportRow {
  document_id: number;
  number: string;
  day: string;
  cash_account: string | null;
  z: { receiptCount?: number; total?: string; byPaymentType?: { paymentType: string; amount: string }[] } | null;
}

/** The day a Z report counts on: the day its session closed (the Z's own date), else the session's day. */
export const Z_REPORT_DAY = dayOf(DOC.zDate, 'document_day(d.snapshot, d.created_at)');

/** The closed cash-box sessions whose Z reports are dated `from`–`to`, with the Z report each wrote when it closed. */
export async function zReportRows(q: Queryable, f: { from?: string; to?: string; cashAccountId?: number }): Promise<ZReportRow[]> {
  const r = await q.query<ZReportRow>(
    `select d.id as document_id, d.number, to_char(${Z_REPORT_DAY}, 'YYYY-MM-DD') as day, b.name as cash_account, ${DOC.z} as z
       from documents d
       left join cash_boxes b on b.company_id = d.company_id and b.id = ${idOf(DOC.cashBoxId)}
      where d.doc_type = 'cashBoxSession' and d.status = 'closed'
        and ($1::date is null or ${Z_REPORT_DAY} >= $1::date) and ($2::date is null or ${Z_REPORT_DAY} <= $2::date)
        and ($3::integer is null or b.id = $3::integer)
      order by ${Z_REPORT_DAY}, d.id`,
    [f.from ?? null, f.to ?? null, f.cashAccountId ?? null],
  );
  return r.rows;
}
