-- The stock ledger carries value beside quantity: the moving weighted average cost per product and warehouse
-- (src/domain/stock/moving-average.ts). Each move keeps its document line, the date it is valued at (the
-- document's date) and how it is valued. The ledger stays append-only: when a move dated before others changes
-- what they are worth, a re-valuation row (quantity 0, `revalues` naming the move, same document and line) adds
-- the difference, so a line's cost is the sum of its rows' values.
alter table stock_moves add column value numeric(18, 2) not null default 0;
alter table stock_moves add column line_id text;
alter table stock_moves add column moved_on date;
alter table stock_moves add column cost_rule text not null default 'average' check (cost_rule in ('cost', 'average', 'carry', 'revaluation'));
alter table stock_moves add column revalues integer;

update stock_moves m set moved_on = coalesce((select case when d.snapshot -> 'context' ->> 'date' ~ '^\d{4}-\d{2}-\d{2}$' then (d.snapshot -> 'context' ->> 'date')::date end
                                                from documents d where d.company_id = m.company_id and d.id = m.document_id), (m.at at time zone 'Europe/Istanbul')::date);
alter table stock_moves alter column moved_on set not null;

-- the moves written so far: one per line in the lines' order, two per line for a transfer (leaving, then arriving)
with numbered as (
  select m.company_id, m.id, m.quantity, d.doc_type, d.snapshot -> 'context' as context,
         row_number() over (partition by m.company_id, m.document_id order by m.id) as n
    from stock_moves m join documents d on d.company_id = m.company_id and d.id = m.document_id),
placed as (
  select n.*, n.context -> 'lines' -> (case when n.doc_type = 'stockTransfer' then (n.n - 1) / 2 else n.n - 1 end)::integer as line from numbered n)
update stock_moves m
   set line_id = p.line ->> 'id',
       cost_rule = case when p.doc_type in ('purchaseInvoice', 'purchaseWaybill', 'stockIn') then 'cost'
                        when p.doc_type = 'stockTransfer' and p.quantity > 0 then 'carry' else 'average' end,
       value = case when p.doc_type in ('purchaseInvoice', 'purchaseWaybill', 'stockIn') and p.line is not null then
         (select round(case when coalesce((p.line ->> 'priceIncludesVat')::boolean, false)
                            then g - round(g * (p.line ->> 'vatRate')::numeric / (100 + (p.line ->> 'vatRate')::numeric), 2) else g end
                       * case when coalesce(p.context ->> 'currency', 'TRY') = 'TRY' then 1 else coalesce((p.context ->> 'exchangeRate')::numeric, 1) end, 2)
            from (select round((p.line ->> 'quantity')::numeric * (p.line ->> 'unitPrice')::numeric * coalesce((p.line ->> 'multiplier')::numeric, 1)
                               * (1 - coalesce((p.line ->> 'discountRate')::numeric, 0) / 100), 2) as g) x)
         else 0 end
  from placed p
 where m.company_id = p.company_id and m.id = p.id;

-- then the averages, move by move in stock order, as the domain rule does
do $$
declare
  m record;
  s record;
  v numeric;
begin
  create temporary table valuation_state (company_id integer, product_id integer, warehouse_id integer, quantity numeric, value numeric, unit numeric,
                                          primary key (company_id, product_id, warehouse_id)) on commit drop;
  for m in select * from stock_moves order by company_id, product_id, moved_on, id loop
    select * into s from valuation_state where company_id = m.company_id and product_id = m.product_id and warehouse_id = m.warehouse_id;
    if not found then
      insert into valuation_state values (m.company_id, m.product_id, m.warehouse_id, 0, 0, 0);
      select * into s from valuation_state where company_id = m.company_id and product_id = m.product_id and warehouse_id = m.warehouse_id;
    end if;
    if m.cost_rule = 'cost' then
      v := m.value;
    elsif m.cost_rule = 'carry' then
      v := coalesce((select -o.value from stock_moves o where o.company_id = m.company_id and o.document_id = m.document_id and o.line_id = m.line_id
                        and o.quantity < 0 order by o.id limit 1), 0);
    elsif m.quantity < 0 and s.quantity + m.quantity = 0 then
      v := -s.value;
    else
      v := round(case when s.quantity > 0 then s.value / s.quantity else s.unit end * m.quantity, 2);
    end if;
    update stock_moves set value = v where company_id = m.company_id and id = m.id;
    update valuation_state
       set quantity = s.quantity + m.quantity,
           value = s.value + v,
           unit = case when s.quantity + m.quantity > 0 then (s.value + v) / (s.quantity + m.quantity)
                       when m.quantity <> 0 and v <> 0 then abs(v) / abs(m.quantity) else s.unit end
     where company_id = m.company_id and product_id = m.product_id and warehouse_id = m.warehouse_id;
  end loop;
end $$;

create index stock_moves_valuation on stock_moves (company_id, product_id, moved_on, id);
create index stock_moves_line on stock_moves (company_id, document_id, line_id);
create index stock_moves_revalues on stock_moves (company_id, revalues) where revalues is not null;
