-- The stock ledger summed per product, warehouse and day, kept by a trigger as moves are written (stock_moves is
-- append-only; a re-valuation row adds its value on the day of the move it re-values): the day's quantity, value and
-- count of moves, and the running totals through the day. What was on hand after a day, and what it was worth, is
-- one index seek instead of a sum over every move (src/server/documents/stock-valuation.ts). A move dated before
-- other days adds to their running totals too (the moves of one product are written one transaction at a time:
-- row-locks.ts).
create table stock_day_totals (
  company_id integer not null,
  product_id integer not null,
  warehouse_id integer not null,
  on_date date not null,
  quantity numeric(24, 4) not null default 0,
  value numeric(24, 2) not null default 0,
  moves integer not null default 0,
  running_quantity numeric(24, 4) not null default 0,
  running_value numeric(24, 2) not null default 0,
  primary key (company_id, product_id, warehouse_id, on_date)
);

alter table stock_day_totals enable row level security;
create policy company_rows on stock_day_totals
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on stock_day_totals to defter_app;

create function stock_day_totals_add() returns trigger language plpgsql as $$
begin
  insert into stock_day_totals as t (company_id, product_id, warehouse_id, on_date, quantity, value, moves, running_quantity, running_value)
  select new.company_id, new.product_id, new.warehouse_id, new.moved_on, new.quantity, new.value, 1,
         coalesce(p.running_quantity, 0) + new.quantity, coalesce(p.running_value, 0) + new.value
    from (select 1) x
    left join lateral (select b.running_quantity, b.running_value from stock_day_totals b
                        where b.company_id = new.company_id and b.product_id = new.product_id and b.warehouse_id = new.warehouse_id and b.on_date < new.moved_on
                        order by b.on_date desc limit 1) p on true
  on conflict (company_id, product_id, warehouse_id, on_date) do update
    set quantity = t.quantity + new.quantity, value = t.value + new.value, moves = t.moves + 1,
        running_quantity = t.running_quantity + new.quantity, running_value = t.running_value + new.value;
  update stock_day_totals set running_quantity = running_quantity + new.quantity, running_value = running_value + new.value
   where company_id = new.company_id and product_id = new.product_id and warehouse_id = new.warehouse_id and on_date > new.moved_on;
  return null;
end $$;

create trigger stock_moves_day_totals after insert on stock_moves for each row execute function stock_day_totals_add();

insert into stock_day_totals (company_id, product_id, warehouse_id, on_date, quantity, value, moves, running_quantity, running_value)
select company_id, product_id, warehouse_id, moved_on, quantity, value, moves,
       sum(quantity) over w, sum(value) over w
  from (select company_id, product_id, warehouse_id, moved_on, sum(quantity) as quantity, sum(value) as value, count(*)::integer as moves
          from stock_moves group by company_id, product_id, warehouse_id, moved_on) d
window w as (partition by company_id, product_id, warehouse_id order by moved_on);

-- the last unit cost a warehouse knew before a date: one backward index seek
create index stock_moves_last_cost on stock_moves (company_id, product_id, warehouse_id, moved_on, id) where quantity <> 0;
