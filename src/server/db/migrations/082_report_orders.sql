-- The day a document counts on (its own date, else the day it was written, in UTC), as an immutable function so the
-- reports over documents (faturalist, stokfis, virmanlist, zkasasatis) filter and sort on it by an index, and the
-- indexes of the ledgers' default orders (issue #16: a report's first page over years of data is one index range).
create function document_day(snapshot jsonb, created_at timestamptz) returns date language sql immutable parallel safe as $$
  select coalesce(case when snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$'
                       then make_date(substr(snapshot->'context'->>'date', 1, 4)::integer, substr(snapshot->'context'->>'date', 6, 2)::integer,
                                      substr(snapshot->'context'->>'date', 9, 2)::integer) end,
                  (created_at at time zone 'UTC')::date)
$$;

create index documents_day on documents (company_id, document_day(snapshot, created_at), id);
create index cash_moves_ledger on cash_moves (company_id, on_date, id);

-- The count of moves through each day beside the running quantity and value, so the stock moves report counts and
-- sums every move of a range from two rows per product and warehouse instead of reading the moves; and what each
-- product and warehouse holds now, over all its days (`stock_totals`), so what the whole ledger holds and counts
-- is a sum over products and warehouses, not a seek for the last day of each.
alter table stock_day_totals add column running_moves integer not null default 0;

create table stock_totals (
  company_id integer not null,
  product_id integer not null,
  warehouse_id integer not null,
  quantity numeric(24, 4) not null default 0,
  value numeric(24, 2) not null default 0,
  moves integer not null default 0,
  primary key (company_id, product_id, warehouse_id)
);

alter table stock_totals enable row level security;
create policy company_rows on stock_totals
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on stock_totals to defter_app;

insert into stock_totals (company_id, product_id, warehouse_id, quantity, value, moves)
select company_id, product_id, warehouse_id, sum(quantity), sum(value), count(*)::integer from stock_moves group by 1, 2, 3;
update stock_day_totals t set running_moves = r.running
  from (select company_id, product_id, warehouse_id, on_date,
               sum(moves) over (partition by company_id, product_id, warehouse_id order by on_date)::integer as running
          from stock_day_totals) r
 where r.company_id = t.company_id and r.product_id = t.product_id and r.warehouse_id = t.warehouse_id and r.on_date = t.on_date;

create or replace function stock_day_totals_add() returns trigger language plpgsql as $$
begin
  insert into stock_day_totals as t (company_id, product_id, warehouse_id, on_date, quantity, value, moves, running_quantity, running_value, running_moves)
  select new.company_id, new.product_id, new.warehouse_id, new.moved_on, new.quantity, new.value, 1,
         coalesce(p.running_quantity, 0) + new.quantity, coalesce(p.running_value, 0) + new.value, coalesce(p.running_moves, 0) + 1
    from (select 1) x
    left join lateral (select b.running_quantity, b.running_value, b.running_moves from stock_day_totals b
                        where b.company_id = new.company_id and b.product_id = new.product_id and b.warehouse_id = new.warehouse_id and b.on_date < new.moved_on
                        order by b.on_date desc limit 1) p on true
  on conflict (company_id, product_id, warehouse_id, on_date) do update
    set quantity = t.quantity + new.quantity, value = t.value + new.value, moves = t.moves + 1,
        running_quantity = t.running_quantity + new.quantity, running_value = t.running_value + new.value, running_moves = t.running_moves + 1;
  update stock_day_totals set running_quantity = running_quantity + new.quantity, running_value = running_value + new.value, running_moves = running_moves + 1
   where company_id = new.company_id and product_id = new.product_id and warehouse_id = new.warehouse_id and on_date > new.moved_on;
  insert into stock_totals as s (company_id, product_id, warehouse_id, quantity, value, moves)
  values (new.company_id, new.product_id, new.warehouse_id, new.quantity, new.value, 1)
  on conflict (company_id, product_id, warehouse_id) do update
    set quantity = s.quantity + excluded.quantity, value = s.value + excluded.value, moves = s.moves + 1;
  return null;
end $$;

-- What the reports of one row per document sum, one narrow row per document: its type, status and day, the filters
-- the reports take, an invoice's net, VAT and total in liras and a voucher's lines' quantity (from its snapshot, kept
-- by a trigger on documents), and what it moved at cost in and out of stock (kept by a trigger on stock_moves, a
-- re-valuation on the side of the move it corrects). faturalist, stokfis and virmanlist sum these instead of every
-- document's snapshot and moves.
create function document_figure_number(v text) returns numeric language sql immutable parallel safe as $$
  select case when v ~ '^-?\d+(\.\d+)?$' then v::numeric end
$$;

create table document_figures (
  company_id integer not null,
  document_id integer not null,
  doc_type text not null,
  status text not null,
  day date not null,
  account_id integer,
  created_by integer,
  payment_type text,
  warehouse_id integer,
  target_warehouse_id integer,
  net numeric(20, 2),
  tax numeric(20, 2),
  total numeric(20, 2),
  quantity numeric(24, 4),
  arrived numeric(20, 2),
  gone numeric(20, 2),
  primary key (company_id, document_id)
);
create index document_figures_day on document_figures (company_id, doc_type, day);

alter table document_figures enable row level security;
create policy company_rows on document_figures
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on document_figures to defter_app;

-- the figures of a document's snapshot, as the reports' plain readings compute them (an amount in liras rounded half up)
create function document_figures_of(d documents) returns document_figures language sql stable as $$
  select d.company_id, d.id, d.doc_type, d.status, document_day(d.snapshot, d.created_at),
         case when c->>'accountId' ~ '^\d{1,9}$' then (c->>'accountId')::integer end, d.created_by, c->>'paymentType',
         case when c->>'warehouseId' ~ '^\d{1,9}$' then (c->>'warehouseId')::integer end,
         case when c->>'targetWarehouseId' ~ '^\d{1,9}$' then (c->>'targetWarehouseId')::integer end,
         round(round(coalesce(document_figure_number(c->'totals'->>'sub'), 0) - coalesce(document_figure_number(c->'totals'->>'discount'), 0), 2) * rate, 2),
         round(coalesce(document_figure_number(c->'totals'->>'tax'), 0) * rate, 2),
         round(coalesce(document_figure_number(c->'totals'->>'grand'), 0) * rate, 2),
         (select coalesce(sum(document_figure_number(l->>'quantity') * coalesce(document_figure_number(l->>'multiplier'), 1)), 0)
            from jsonb_array_elements(case when jsonb_typeof(c->'lines') = 'array' then c->'lines' end) l),
         null::numeric, null::numeric
    from (select d.snapshot->'context' as c) x
    cross join lateral (select case when coalesce(c->>'currency', '') not in ('', 'TRY') and coalesce(c->>'exchangeRate', '') <> ''
                                    then coalesce(document_figure_number(c->>'exchangeRate'), 1) else 1 end as rate) r
$$;

create function document_figures_keep() returns trigger language plpgsql as $$
declare f document_figures;
begin
  f := document_figures_of(new);
  insert into document_figures as t select f.*
  on conflict (company_id, document_id) do update
    set doc_type = excluded.doc_type, status = excluded.status, day = excluded.day, account_id = excluded.account_id,
        created_by = excluded.created_by, payment_type = excluded.payment_type, warehouse_id = excluded.warehouse_id,
        target_warehouse_id = excluded.target_warehouse_id, net = excluded.net, tax = excluded.tax, total = excluded.total,
        quantity = excluded.quantity;
  return null;
end $$;

create trigger documents_figures after insert or update on documents for each row execute function document_figures_keep();

create function document_figures_moved() returns trigger language plpgsql as $$
declare moved numeric;
begin
  moved := new.quantity;
  if new.revalues is not null then
    select o.quantity into moved from stock_moves o where o.company_id = new.company_id and o.id = new.revalues;
    moved := coalesce(moved, new.quantity);
  end if;
  -- an upsert, so the key's index finds the row however few rows the table had when the plan was made; a move
  -- written before its document (a backup restored table by table) leaves a row its document's trigger completes
  if moved > 0 then
    insert into document_figures as t (company_id, document_id, doc_type, status, day, arrived)
    values (new.company_id, new.document_id, '', '', new.moved_on, new.value)
    on conflict (company_id, document_id) do update set arrived = coalesce(t.arrived, 0) + excluded.arrived;
  elsif moved < 0 then
    insert into document_figures as t (company_id, document_id, doc_type, status, day, gone)
    values (new.company_id, new.document_id, '', '', new.moved_on, -new.value)
    on conflict (company_id, document_id) do update set gone = coalesce(t.gone, 0) + excluded.gone;
  end if;
  return null;
end $$;

create trigger stock_moves_document_figures after insert on stock_moves for each row execute function document_figures_moved();

insert into document_figures select f.* from documents d cross join lateral document_figures_of(d) f;
update document_figures f set arrived = s.arrived, gone = s.gone
  from (select m.company_id, m.document_id, sum(m.value) filter (where coalesce(o.quantity, m.quantity) > 0) as arrived,
               -sum(m.value) filter (where coalesce(o.quantity, m.quantity) < 0) as gone
          from stock_moves m left join stock_moves o on o.company_id = m.company_id and o.id = m.revalues
         group by m.company_id, m.document_id) s
 where s.company_id = f.company_id and s.document_id = f.document_id;
