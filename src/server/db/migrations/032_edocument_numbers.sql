-- UBL-TR e-documents (GİB). The GİB number (series of three letters, the year, nine digits) and the ETTN (UUID) of a document, given once,
-- by the first request of its UBL, and never changed after.
alter table documents add column if not exists gib_number text;
alter table documents add column if not exists ettn uuid;
create unique index if not exists documents_gib_number_unique on documents (company_id, gib_number) where gib_number is not null;

-- The last GİB number of each series in each year: GİB allows no gap within a year of a series, so a number is
-- taken only in the transaction that stores it on its document (the upsert locks the row until commit).
create table if not exists edocument_counters (
  company_id integer not null references companies (id),
  series text not null check (series ~ '^[A-Z0-9]{3}$'),
  year integer not null,
  last_value integer not null check (last_value between 1 and 999999999),
  primary key (company_id, series, year)
);
alter table edocument_counters enable row level security;
create policy company_rows on edocument_counters
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on edocument_counters to defter_app;
