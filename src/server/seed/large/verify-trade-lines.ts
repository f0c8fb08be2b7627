import type { Queryable } from '../../db/database';

/**
 * The sold and bought lines (trade_lines, migration 077) and their summaries (081) of a company built without the
 * commands, as its documents and ledger give them: the table equals what the migration's backfill reads from the
 * documents (with each line's cost from the stock ledger), and the month and day summaries equal the lines summed.
 * Counts the rows that differ either way.
 */
export async function tradeLineDifferences(q: Queryable, companyId: number): Promise<{ lines: number; months: number; days: number }> {
  const r = await q.query<{ lines: number; months: number; days: number }>(
    `with kept as (select * from trade_lines where company_id = $1),
          fresh as (select l.* from documents d cross join lateral trade_lines_of(d) l where d.company_id = $1),
          month_lines as (
            select date_trunc('month', day)::date as month, doc_type, coalesce(product_id, 0) as product_id, coalesce(warehouse_id, 0) as warehouse_id,
                   case when doc_type in ('purchaseInvoice', 'purchaseReturn') then coalesce(account_id, 0) else 0 end as account_id,
                   sum(quantity) as quantity, sum(revenue) as revenue, sum(cost) as cost, count(*)::integer as lines
              from kept where not invoiced_later group by 1, 2, 3, 4, 5),
          months as (select month, doc_type, product_id, warehouse_id, account_id, quantity, revenue, cost, lines
                       from trade_month_totals where company_id = $1 and lines <> 0),
          day_lines as (
            select day, doc_type, coalesce(warehouse_id, 0) as warehouse_id, sum(quantity) as quantity, sum(revenue) as revenue, sum(cost) as cost,
                   count(*)::integer as lines, count(*) filter (where ord = 1)::integer as documents
              from kept where not invoiced_later group by 1, 2, 3),
          days as (select day, doc_type, warehouse_id, quantity, revenue, cost, lines, documents from trade_day_totals where company_id = $1 and lines <> 0)
     select (select count(*) from ((select * from kept except all select * from fresh) union all (select * from fresh except all select * from kept)) x)::integer as lines,
            (select count(*) from ((select * from months except all select * from month_lines) union all (select * from month_lines except all select * from months)) x)::integer as months,
            (select count(*) from ((select * from days except all select * from day_lines) union all (select * from day_lines except all select * from days)) x)::integer as days`,
    [companyId],
  );
  return r.rows[0]!;
}
