import { CATEGORY_OF_PRODUCT, PURCHASE_TYPES, tradeLineConditions, type SqlParams, type TradeLineFilter } from '../trade-lines';

/**
 * The sold and bought lines summed (migration 081): whole months inside `from`–`to` from `trade_month_totals`, the
 * days of a month cut by `from` or `to` from `trade_lines` itself, so a report over years reads a few thousand rows.
 */

/** The summaries keep no customer, user or payment type: with one of those a report reads the lines. */
export const summariesAnswer = (f: TradeLineFilter, purchasesOnly: boolean) =>
  f.userId === undefined && f.paymentType === undefined && (f.accountId === undefined || purchasesOnly);

const isPurchase = (types: readonly string[]) => types.every((t) => (PURCHASE_TYPES as readonly string[]).includes(t));

/**
 * A select of the lines of `types` the filters pick, summed by month, type, product, warehouse and supplier:
 * `doc_type, product_id, warehouse_id, account_id, quantity, revenue, cost, lines` (0 for no product, warehouse,
 * account). Only for filters `summariesAnswer` accepts.
 */
export function summedLines(p: SqlParams, types: readonly string[], f: TradeLineFilter): string {
  const from = f.from ? `${p.add(f.from)}::date` : null;
  const to = f.to ? `${p.add(f.to)}::date` : null;
  const whole = (month: string) => [from && `${month} >= ${from}`, to && `(${month} + interval '1 month' - interval '1 day')::date <= ${to}`].filter(Boolean);
  const m = [`m.doc_type = any(${p.add(types)}::text[])`, ...whole('m.month')];
  if (f.productId !== undefined) m.push(`m.product_id = ${p.add(f.productId)}::integer`);
  if (f.warehouseId !== undefined) m.push(`m.warehouse_id = ${p.add(f.warehouseId)}::integer`);
  if (f.accountId !== undefined && isPurchase(types)) m.push(`m.account_id = ${p.add(f.accountId)}::integer`);
  if (f.categoryId !== undefined)
    m.push(
      `m.product_id in (select p.id from products p join definitions c on c.company_id = p.company_id and c.id = ${CATEGORY_OF_PRODUCT}
                         where c.id = ${p.add(f.categoryId)}::integer)`,
    );
  const months = `select m.doc_type, m.product_id, m.warehouse_id, m.account_id, m.quantity, m.revenue, m.cost, m.lines
                    from trade_month_totals m where ${m.join(' and ')}`;
  if (!from && !to) return months;
  const cut = whole(`date_trunc('month', t.day)::date`).join(' and ');
  return `${months}
    union all
    select t.doc_type, coalesce(t.product_id, 0), coalesce(t.warehouse_id, 0),
           case when t.doc_type in ('purchaseInvoice', 'purchaseReturn') then coalesce(t.account_id, 0) else 0 end,
           t.quantity, t.revenue, t.cost, 1
      from trade_lines t where ${tradeLineConditions(p, types, f)} and not (${cut})`;
}

/** A select of the days `from`–`to` summed by type (and warehouse): `day, doc_type, quantity, revenue, cost, lines, documents`. */
export function summedDays(p: SqlParams, types: readonly string[], f: { from?: string; to?: string; warehouseId?: number }): string {
  const c = [`d.doc_type = any(${p.add(types)}::text[])`];
  if (f.from) c.push(`d.day >= ${p.add(f.from)}::date`);
  if (f.to) c.push(`d.day <= ${p.add(f.to)}::date`);
  if (f.warehouseId !== undefined) c.push(`d.warehouse_id = ${p.add(f.warehouseId)}::integer`);
  return `select d.day, d.doc_type, d.quantity, d.revenue, d.cost, d.lines, d.documents from trade_day_totals d where ${c.join(' and ')}`;
}
