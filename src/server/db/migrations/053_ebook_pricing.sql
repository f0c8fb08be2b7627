-- E-book pricing (issue #18, /sistem/ekitap-fiyatlandirma): which printed book each e-book is priced from, and the
-- rules (a share of the printed price, by category, publisher, both or all) with the rounding, one row per company.
create table ebook_editions (
  company_id integer not null references companies (id),
  ebook_product_id integer not null,
  printed_product_id integer not null,
  primary key (company_id, ebook_product_id),
  check (ebook_product_id <> printed_product_id),
  foreign key (company_id, ebook_product_id) references products (company_id, id),
  foreign key (company_id, printed_product_id) references products (company_id, id)
);
create index ebook_editions_printed on ebook_editions (company_id, printed_product_id);

create table ebook_pricing (
  company_id integer primary key references companies (id),
  rules jsonb not null default '[]',
  rounding_step numeric(10, 2) not null default 0.5 check (rounding_step > 0),
  rounding_mode text not null default 'nearest' check (rounding_mode in ('nearest', 'up', 'down'))
);

alter table ebook_editions enable row level security;
create policy company_rows on ebook_editions
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update, delete on ebook_editions to defter_app;

alter table ebook_pricing enable row level security;
create policy company_rows on ebook_pricing
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on ebook_pricing to defter_app;
