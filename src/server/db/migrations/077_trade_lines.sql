-- The lines sold and bought (issue #16): one row per line of a completed sales invoice, till sale, sales return,
-- purchase invoice and purchase return, with what the line reports (src/server/reports/windows/) filter and sum, so
-- they read rows instead of unfolding every document's snapshot. Written by a trigger on documents, in the
-- transaction that completes (or cancels, or marks invoiced) the document; the line's cost by a trigger on
-- stock_moves, in the transaction that writes its moves or re-values them. The figures are those `saleLines`
-- (src/server/reports/queries.ts) reads from the documents and the ledger: tests/api/trade-lines.test.ts holds them equal.
create table trade_lines (
  company_id integer not null,
  document_id integer not null,
  ord integer not null,
  line_id text,
  doc_type text not null,
  number text not null,
  day date not null,
  account_id integer,
  product_id integer,
  warehouse_id integer,
  user_id integer not null,
  payment_type text,
  -- in base units (quantity × multiplier), below zero for a return
  quantity numeric not null,
  -- without VAT, after the line discount, in liras at the document's rate; below zero for a return
  revenue numeric(18, 2) not null,
  -- what the line took out of stock at cost (what it brought in, a return or a purchase: below zero)
  cost numeric(18, 2) not null default 0,
  -- the waybill's or till sale's line that moved the stock for a line that moved none itself
  source_document_id integer,
  source_line_id text,
  -- a till sale invoiced later counts as the invoice's sale, not its own
  invoiced_later boolean not null default false,
  primary key (company_id, document_id, ord)
);
create index trade_lines_day on trade_lines (company_id, day, document_id, ord);
create index trade_lines_line on trade_lines (company_id, document_id, line_id);
create index trade_lines_source on trade_lines (company_id, source_document_id, source_line_id) where source_document_id is not null;
create index trade_lines_product on trade_lines (company_id, product_id, day);
create index trade_lines_account on trade_lines (company_id, account_id, day);

alter table trade_lines enable row level security;
create policy company_rows on trade_lines
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update, delete on trade_lines to defter_app;

-- A line's amount without VAT after its discount, as lineAmounts (src/domain/money/totals.ts) gives it: each step
-- rounded half-up to the cent; a VAT-inclusive price less the VAT in it. Multiplications only where totals.ts
-- divides by 100, so numeric stays exact.
create function defter_line_net(line jsonb) returns numeric language sql immutable as $$
  select case when line->'priceIncludesVat' = 'true'::jsonb
              then n.net - round(n.net * (line->>'vatRate')::numeric / (100 + (line->>'vatRate')::numeric), 2)
              else n.net end
    from (select round(g.gross - g.gross * coalesce((line->>'discountRate')::numeric, 0) * 0.01, 2) as net
            from (select (line->>'quantity')::numeric * (line->>'unitPrice')::numeric * coalesce((line->>'multiplier')::numeric, 1) as gross) g) n
$$;

-- A line's cost as saleLines reads it: the value its own moves took out, or, when it moved none, its quantity at
-- the unit cost its source line (a waybill's, a till sale's) moved at, else nothing.
create function trade_line_cost(company integer, doc_type text, document integer, line text, source_document integer, source_line text, units numeric)
returns numeric language sql stable as $$
  select coalesce(
    (select -sum(m.value) from stock_moves m
      where m.company_id = company and m.document_id = document and m.line_id = line having count(*) > 0),
    case when doc_type in ('salesReturn', 'purchaseInvoice') then -1 else 1 end
      * (select round(sum(m.value) / nullif(sum(m.quantity), 0) * units, 2) from stock_moves m
          where m.company_id = company and m.line_id = source_line and m.document_id = source_document),
    0)::numeric(18, 2)
$$;

-- The lines of one document as they count, or none when it does not count (not completed, cancelled, another type).
create function trade_lines_of(d documents) returns setof trade_lines language sql stable as $$
  select d.company_id, d.id, l.ord::integer, l.line->>'id', d.doc_type, d.number, x.day,
         case when d.snapshot->'context'->>'accountId' ~ '^\d{1,9}$' then (d.snapshot->'context'->>'accountId')::integer end,
         case when l.line->>'productId' ~ '^\d{1,9}$' then (l.line->>'productId')::integer end,
         case when d.snapshot->'context'->>'warehouseId' ~ '^\d{1,9}$' then (d.snapshot->'context'->>'warehouseId')::integer end,
         d.created_by, d.snapshot->'context'->>'paymentType',
         x.sign * x.units,
         x.sign * round(defter_line_net(l.line) * x.rate, 2),
         trade_line_cost(d.company_id, d.doc_type, d.id, l.line->>'id', x.source_document, l.line->>'sourceLineId', x.units),
         x.source_document, l.line->>'sourceLineId',
         d.doc_type = 'posSale' and coalesce(d.snapshot->'context'->>'invoiced', 'false') = 'true'
    from jsonb_array_elements(case when jsonb_typeof(d.snapshot->'context'->'lines') = 'array' then d.snapshot->'context'->'lines' else '[]'::jsonb end)
           with ordinality as l (line, ord)
   cross join lateral (
     select coalesce(case when d.snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$' then (d.snapshot->'context'->>'date')::date end, d.created_at::date) as day,
            case when d.doc_type in ('salesReturn', 'purchaseReturn') then -1 else 1 end as sign,
            (l.line->>'quantity')::numeric * coalesce((l.line->>'multiplier')::numeric, 1) as units,
            case when d.snapshot->'context'->>'currency' <> 'TRY' and coalesce(d.snapshot->'context'->>'exchangeRate', '') <> ''
                 then (d.snapshot->'context'->>'exchangeRate')::numeric else 1 end as rate,
            case when coalesce(l.line->>'sourceId', d.snapshot->'context'->>'sourceId') ~ '^\d{1,9}$'
                 then coalesce(l.line->>'sourceId', d.snapshot->'context'->>'sourceId')::integer end as source_document) x
   where d.doc_type in ('salesInvoice', 'posSale', 'salesReturn', 'purchaseInvoice', 'purchaseReturn')
     and d.status in ('completed', 'closed')
$$;

create function trade_lines_keep() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    if tg_op = 'UPDATE' and new.status = old.status and new.snapshot = old.snapshot and new.number = old.number then return null; end if;
    if old.doc_type in ('salesInvoice', 'posSale', 'salesReturn', 'purchaseInvoice', 'purchaseReturn') and old.status in ('completed', 'closed') then
      delete from trade_lines where company_id = old.company_id and document_id = old.id;
    end if;
  end if;
  if tg_op <> 'DELETE' then
    insert into trade_lines select * from trade_lines_of(new);
  end if;
  return null;
end $$;

create trigger documents_trade_lines after insert or update of status, snapshot, number or delete on documents
  for each row execute function trade_lines_keep();

-- a move (or a re-valuation of one) changes the cost of its own line and of the lines that name it as their source
create function trade_line_costs_keep() returns trigger language plpgsql as $$
begin
  update trade_lines t set cost = trade_line_cost(t.company_id, t.doc_type, t.document_id, t.line_id, t.source_document_id, t.source_line_id, abs(t.quantity))
    from (select distinct company_id, document_id, line_id from added where line_id is not null) a
   where t.company_id = a.company_id and t.document_id = a.document_id and t.line_id = a.line_id;
  update trade_lines t set cost = trade_line_cost(t.company_id, t.doc_type, t.document_id, t.line_id, t.source_document_id, t.source_line_id, abs(t.quantity))
    from (select distinct company_id, document_id, line_id from added where line_id is not null) a
   where t.company_id = a.company_id and t.source_document_id = a.document_id and t.source_line_id = a.line_id;
  return null;
end $$;

create trigger stock_moves_trade_line_costs after insert on stock_moves referencing new table as added
  for each statement execute function trade_line_costs_keep();

insert into trade_lines select l.* from documents d cross join lateral trade_lines_of(d) l;

analyze trade_lines;
