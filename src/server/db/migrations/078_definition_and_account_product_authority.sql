-- Spec §6: the definition authority and the per-account product authority are enforced from now on.
--
-- 1. Until now every manager created and edited the definitions (stock cards, accounts, warehouses, units …). So that
--    nobody loses that on upgrade, each non-admin manager gets the definitionAuthority permission; an admin needs none.
update users set permissions = array_append(permissions, 'definitionAuthority')
 where 'manager' = any (roles) and not 'admin' = any (roles) and not 'definitionAuthority' = any (permissions);

-- 2. The products a current account may be sold (Cari kartı → Satılabilecek ürünler). An account with no rows here
--    may be sold anything; with rows, its sales orders, waybills, invoices and till sales may name only these products.
create table account_products (
  company_id integer not null references companies (id),
  account_id integer not null,
  product_id integer not null,
  primary key (company_id, account_id, product_id),
  foreign key (company_id, account_id) references accounts (company_id, id) on delete cascade,
  foreign key (company_id, product_id) references products (company_id, id)
);
create index account_products_product on account_products (company_id, product_id);

alter table account_products enable row level security;
create policy company_rows on account_products using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update, delete on account_products to defter_app;
