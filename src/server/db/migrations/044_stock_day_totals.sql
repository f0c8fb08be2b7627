-- The stock ledger summed per product, warehouse and day, kept by a trigger as moves are written (stock_moves is
-- append-only; a re-valuation row adds its value on the day of the move it re-values): what was on hand before a
-- date, and what it was worth, is a sum over days instead of over every move (src/server/documents/stock-valuation.ts).
create table stock_day_totals (
  company_id integer not null,
  product_id integer not null,
  warehouse_id integer not null,
  on_date date not null,
  quantity numeric(24, 4) not null default 0,
  value numeric(24, 2) not null default 0,
  moves integer not null default 0,
  primary key (company_id, product_id, warehouse_id, on_date)
);

alter table stock_day_totals enable row level security;
create policy company_rows on stock_day_totals
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on stock_day_totals to defter_app;

create function stock_day_totals_add() returns trigger language plpgsql as $$
begin
  insert into stock_day_totals as t (company_id, product_id, warehouse_id, on_date, quantity, value, moves)
  values (new.company_id, new.product_id, new.warehouse_id, new.moved_on, new.quantity, new.value, 1)
  on conflict (company_id, product_id, warehouse_id, on_date) do update
    set quantity = t.quantity + excluded.quantity, value = t.value + excluded.value, moves = t.moves + 1;
  return null;
end $$;

create trigger stock_moves_day_totals after insert on stock_moves for each row execute function stock_day_totals_add();

insert into stock_day_totals (company_id, product_id, warehouse_id, on_date, quantity, value, moves)
select company_id, product_id, warehouse_id, moved_on, sum(quantity), sum(value), count(*)
  from stock_moves group by company_id, product_id, warehouse_id, moved_on;

-- the last unit cost a warehouse knew before a date: one backward index seek
create index stock_moves_last_cost on stock_moves (company_id, product_id, warehouse_id, moved_on, id) where quantity <> 0;
