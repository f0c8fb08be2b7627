-- Issue #30, stock per shelf location (/depo/ayar, /depo/urunraf, /depo/uruntopla). A location has an aisle, a shelf
-- and a bin, and a picking order (the order a picker walks them in). Every warehouse has a receiving location, where
-- goods that have no shelf of their own arrive, and a dispatch location, where picked goods wait for their waybill;
-- both are made when first needed (stock_location_of below), so a restored backup brings its own.
alter table locations add column aisle text check (length(aisle) <= 20);
alter table locations add column shelf text check (length(shelf) <= 20);
alter table locations add column bin text check (length(bin) <= 20);
alter table locations add column pick_order integer not null default 0 check (pick_order between 0 and 1000000);
alter table locations add column kind text not null default 'shelf' check (kind in ('shelf', 'receiving', 'dispatch'));
create unique index locations_special on locations (company_id, warehouse_id, kind) where kind <> 'shelf';
-- what the moves' foreign keys name: a location together with its warehouse
alter table locations add constraint locations_of_warehouse unique (company_id, warehouse_id, id);

-- A product's default location per warehouse (the product card's own location_id is its default in that
-- location's warehouse).
create table product_locations (
  company_id integer not null,
  product_id integer not null,
  warehouse_id integer not null,
  location_id integer not null,
  primary key (company_id, product_id, warehouse_id),
  foreign key (company_id, product_id) references products (company_id, id),
  foreign key (company_id, warehouse_id, location_id) references locations (company_id, warehouse_id, id)
);

-- Whether a sale or waybill of the company completes only after its goods were picked (/depo/ayar).
alter table companies add column if not exists picking_required boolean not null default false;

-- The warehouse's receiving or dispatch location, made when it has none. Runs as the caller, under row-level security.
create function special_location_id(p_company integer, p_warehouse integer, p_kind text) returns integer language plpgsql as $$
declare found_id integer;
begin
  select id into found_id from locations where company_id = p_company and warehouse_id = p_warehouse and kind = p_kind;
  if found_id is null then
    insert into locations (company_id, warehouse_id, name, kind, pick_order)
    values (p_company, p_warehouse, case p_kind when 'receiving' then 'Mal Kabul' else 'Sevk' end, p_kind, 0)
    on conflict do nothing;
    select id into found_id from locations where company_id = p_company and warehouse_id = p_warehouse and kind = p_kind;
  end if;
  return found_id;
end $$;

-- The one rule of "the location of a move that names none": the product's default location in the move's warehouse
-- (product_locations, else the card's own location when it is in that warehouse), else the warehouse's receiving location.
create function stock_location_of(p_company integer, p_product integer, p_warehouse integer) returns integer language sql as $$
  select coalesce(
    (select location_id from product_locations where company_id = p_company and product_id = p_product and warehouse_id = p_warehouse),
    (select l.id from products p join locations l on l.company_id = p.company_id and l.id = p.location_id
      where p.company_id = p_company and p.id = p_product and l.warehouse_id = p_warehouse),
    special_location_id(p_company, p_warehouse, 'receiving'))
$$;

-- every stock move names its location: the one its line chose, else the rule above (every path writes through here)
alter table stock_moves add column location_id integer;

-- the moves written so far sit where today's rule puts them (a warehouse's totals do not change)
do $$
declare w record;
begin
  for w in select company_id, id from warehouses loop
    perform special_location_id(w.company_id, w.id, 'receiving');
  end loop;
end $$;
update stock_moves m
   set location_id = coalesce((select l.id from products p join locations l on l.company_id = p.company_id and l.id = p.location_id
                                where p.company_id = m.company_id and p.id = m.product_id and l.warehouse_id = m.warehouse_id),
                              (select l.id from locations l where l.company_id = m.company_id and l.warehouse_id = m.warehouse_id and l.kind = 'receiving'));
alter table stock_moves alter column location_id set not null;
alter table stock_moves add constraint stock_moves_location foreign key (company_id, warehouse_id, location_id) references locations (company_id, warehouse_id, id);
create index stock_moves_location_stock on stock_moves (company_id, location_id, product_id);

create function stock_moves_location() returns trigger language plpgsql as $$
begin
  if new.location_id is null then
    new.location_id := stock_location_of(new.company_id, new.product_id, new.warehouse_id);
  end if;
  return new;
end $$;
create trigger stock_moves_location before insert on stock_moves for each row execute function stock_moves_location();

-- Stock moved between the locations of one warehouse: put away from receiving to a shelf (shelve), from shelf to
-- shelf (transfer), or picked for an order's line to the dispatch location (pick). The warehouse's quantity and value
-- do not change, so the stock ledger (stock_moves) does not see these; kept, never changed.
create table location_moves (
  company_id integer not null,
  id integer generated by default as identity,
  warehouse_id integer not null,
  product_id integer not null,
  from_location_id integer not null,
  to_location_id integer not null,
  quantity numeric(18, 4) not null check (quantity > 0),
  kind text not null check (kind in ('shelve', 'transfer', 'pick')),
  document_id integer,
  line_id text,
  user_id integer not null,
  at timestamptz not null default now(),
  primary key (company_id, id),
  check (from_location_id <> to_location_id),
  check ((kind = 'pick') = (document_id is not null and line_id is not null)),
  foreign key (company_id, warehouse_id, from_location_id) references locations (company_id, warehouse_id, id),
  foreign key (company_id, warehouse_id, to_location_id) references locations (company_id, warehouse_id, id),
  foreign key (company_id, product_id) references products (company_id, id),
  foreign key (company_id, document_id) references documents (company_id, id),
  foreign key (company_id, user_id) references users (company_id, id)
);
create index location_moves_product on location_moves (company_id, product_id);
create index location_moves_picks on location_moves (company_id, document_id, line_id) where kind = 'pick';

-- What each location holds: the stock ledger's moves there, and what was moved in and out between locations.
create view location_stock with (security_invoker = true) as
select company_id, product_id, warehouse_id, location_id, sum(quantity) as quantity
  from (select company_id, product_id, warehouse_id, location_id, quantity from stock_moves
        union all
        select company_id, product_id, warehouse_id, to_location_id, quantity from location_moves
        union all
        select company_id, product_id, warehouse_id, from_location_id, -quantity from location_moves) m
 group by company_id, product_id, warehouse_id, location_id;

alter table product_locations enable row level security;
create policy company_rows on product_locations
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update, delete on product_locations to defter_app;
alter table location_moves enable row level security;
create policy company_rows on location_moves
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert on location_moves to defter_app;
grant select on location_stock to defter_app;
