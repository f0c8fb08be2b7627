import type { Queryable } from '../../db/database';
import type { LargeProblem } from './verify';
import { snapshotOf } from '../../documents/snapshot-fields';

const DOC = snapshotOf('d');

/**
 * The figures the reports read instead of the ledgers (migrations 080 and 082), checked against the ledgers and the
 * documents: the account day totals and each account move's day, each product's stock per warehouse, and each document's figures (what it moved at cost
 * in and out of stock, its lines' quantity, its day).
 */
export async function checkKeptFigures(q: Queryable, companyId: number, problems: LargeProblem[]): Promise<void> {
  const account = await q.query<{ n: number }>(
    `with l as (select account_id, on_date, sum(debit) as debit, sum(credit) as credit, count(*)::integer as moves
                  from account_moves where company_id = $1 group by account_id, on_date),
          t as (select * from account_day_totals where company_id = $1)
     select count(*)::integer as n from l full join t on t.account_id = l.account_id and t.on_date = l.on_date
      where l.account_id is null or t.account_id is null or t.debit <> l.debit or t.credit <> l.credit or t.moves <> l.moves`,
    [companyId],
  );
  if (account.rows[0]!.n > 0) problems.push({ what: 'accountDayTotals', detail: `${account.rows[0]!.n} days differ from the ledger` });
  const days = await q.query<{ n: number }>(
    `select count(*)::integer as n from account_moves m join documents d on d.company_id = m.company_id and d.id = m.document_id
      where m.company_id = $1 and m.on_date <> document_day(d.snapshot, m.at)`,
    [companyId],
  );
  if (days.rows[0]!.n > 0) problems.push({ what: 'accountMoveDays', detail: `${days.rows[0]!.n} account moves are not on their document's day` });
  const held = await q.query<{ n: number }>(
    `with l as (select product_id, warehouse_id, sum(quantity) as quantity, sum(value) as value, count(*)::integer as moves
                  from stock_moves where company_id = $1 group by product_id, warehouse_id),
          t as (select * from stock_totals where company_id = $1)
     select count(*)::integer as n from l full join t on t.product_id = l.product_id and t.warehouse_id = l.warehouse_id
      where l.product_id is null or t.product_id is null or t.quantity <> l.quantity or t.value <> l.value or t.moves <> l.moves`,
    [companyId],
  );
  if (held.rows[0]!.n > 0) problems.push({ what: 'stockTotals', detail: `${held.rows[0]!.n} products' stock in a warehouse differs from the ledger` });
  const figures = await q.query<{ n: number }>(
    `with s as (select m.document_id, sum(m.value) filter (where coalesce(o.quantity, m.quantity) > 0) as arrived,
                       -sum(m.value) filter (where coalesce(o.quantity, m.quantity) < 0) as gone
                  from stock_moves m left join stock_moves o on o.company_id = m.company_id and o.id = m.revalues
                 where m.company_id = $1 group by m.document_id)
     select count(*)::integer as n
       from documents d
       left join document_figures f on f.company_id = d.company_id and f.document_id = d.id
       left join s on s.document_id = d.id
      where d.company_id = $1
        and (f.document_id is null or f.arrived is distinct from s.arrived or f.gone is distinct from s.gone or f.day <> document_day(d.snapshot, d.created_at)
             or f.status <> d.status
             or f.quantity <> (select coalesce(sum((l->>'quantity')::numeric * coalesce((l->>'multiplier')::numeric, 1)), 0)
                                 from jsonb_array_elements(case when jsonb_typeof(${DOC.lines}) = 'array' then ${DOC.lines} end) l))`,
    [companyId],
  );
  if (figures.rows[0]!.n > 0)
    problems.push({ what: 'documentFigures', detail: `${figures.rows[0]!.n} documents' figures differ from the ledger and the documents` });
}
