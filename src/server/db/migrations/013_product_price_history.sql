-- The prices a product had before (issue #6). An offline till sells from a catalogue downloaded earlier; a
-- cashier without the fast-sale permission sold at the price it showed, and the server checks that price
-- against the one the product had when the sale was made, not against today's.
create table product_price_history (
  company_id integer not null,
  product_id integer not null,
  -- numeric(18, 4): LEDGER_QUANTITY of src/domain/money/limits.ts, as products.price
  price numeric(18, 4) not null,
  -- the price held until this moment
  valid_until timestamptz not null,
  primary key (company_id, product_id, valid_until),
  foreign key (company_id, product_id) references products (company_id, id)
);

alter table product_price_history enable row level security;
create policy company_rows on product_price_history
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert on product_price_history to defter_app;

create function record_product_price() returns trigger language plpgsql as $$
begin
  insert into product_price_history (company_id, product_id, price, valid_until)
  values (old.company_id, old.id, old.price, now())
  on conflict do nothing;
  return new;
end
$$;

create trigger products_price_history after update of price on products
  for each row when (old.price is distinct from new.price) execute function record_product_price();
