-- Set products (issue #18, /kbsets): a set is a product made of other products, each with the quantity one set
-- takes (a school's book set). Producing and breaking up sets are receipts (setProduction, setBreakup) that read
-- this table when they are written.
create table product_set_components (
  company_id integer not null references companies (id),
  set_product_id integer not null,
  component_product_id integer not null,
  quantity numeric(18, 4) not null check (quantity > 0),
  primary key (company_id, set_product_id, component_product_id),
  check (set_product_id <> component_product_id),
  foreign key (company_id, set_product_id) references products (company_id, id),
  foreign key (company_id, component_product_id) references products (company_id, id)
);

alter table product_set_components enable row level security;
create policy company_rows on product_set_components
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, delete on product_set_components to defter_app;
