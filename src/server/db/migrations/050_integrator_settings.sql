-- e-Belgeler → …/ayar: the integrator a company sends its e-documents through, its credentials and its GİB series.
-- No row: the demo sandbox and the series DFT (e-Fatura), DFA (e-Arşiv), DIR (e-İrsaliye). The secret is written,
-- never read back by the API; use_sandbox sends to the sandbox integrator whatever the integrator chosen (training).
create table if not exists integrator_settings (
  company_id integer primary key references companies (id),
  integrator text not null default 'sandbox' check (integrator in ('sandbox', 'uyumsoft', 'mysoft', 'edm')),
  mode text not null default 'test' check (mode in ('test', 'live')),
  username text not null default '',
  secret text not null default '',
  service_url text not null default '',
  sender_alias text not null default '',
  invoice_prefix text not null default 'DFT' check (invoice_prefix ~ '^[A-Z0-9]{3}$'),
  archive_prefix text not null default 'DFA' check (archive_prefix ~ '^[A-Z0-9]{3}$'),
  waybill_prefix text not null default 'DIR' check (waybill_prefix ~ '^[A-Z0-9]{3}$'),
  use_sandbox boolean not null default true,
  version integer not null default 1,
  updated_at timestamptz not null default now()
);
alter table integrator_settings enable row level security;
create policy company_rows on integrator_settings
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on integrator_settings to defter_app;
