-- The till's quick keys (issue #14): per company, the products sold without a barcode (a carrier bag, a
-- service) that the till shows as buttons, in this order.
create table pos_quick_keys (
  company_id integer not null references companies (id),
  position smallint not null check (position between 1 and 12),
  product_id integer not null,
  primary key (company_id, position),
  unique (company_id, product_id),
  foreign key (company_id, product_id) references products (company_id, id)
);

alter table pos_quick_keys enable row level security;
create policy company_rows on pos_quick_keys
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, delete on pos_quick_keys to defter_app;
