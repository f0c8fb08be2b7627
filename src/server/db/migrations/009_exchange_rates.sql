-- Exchange rates (issue #4). The central bank's bulletins are public facts, the same for every company:
-- global tables the app role may read; only the server's system transactions write them.
create table tcmb_bulletins (
  bulletin_date date primary key,
  -- false: TCMB published nothing for this past business day (holiday), so it is not asked again
  published boolean not null,
  bulletin_no text,
  origin text not null check (origin in ('fetch', 'upload')),
  stored_at timestamptz not null default now(),
  check (published = (bulletin_no is not null))
);

create table tcmb_rates (
  bulletin_date date not null references tcmb_bulletins (bulletin_date),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  unit integer not null check (unit > 0),
  forex_buying numeric,
  forex_selling numeric,
  banknote_buying numeric,
  banknote_selling numeric,
  primary key (bulletin_date, currency)
);

grant select on tcmb_bulletins, tcmb_rates to defter_app;

-- A rate a company entered itself, for a day the bulletin could not be had.
create table manual_exchange_rates (
  company_id integer not null references companies (id),
  rate_date date not null,
  currency text not null check (currency in ('USD', 'EUR', 'GBP')),
  -- numeric(18, 6): EXCHANGE_RATE of src/domain/money/limits.ts
  forex_buying numeric(18, 6) check (forex_buying > 0),
  forex_selling numeric(18, 6) not null check (forex_selling > 0),
  entered_by integer not null,
  entered_at timestamptz not null default now(),
  primary key (company_id, rate_date, currency),
  foreign key (company_id, entered_by) references users (company_id, id)
);

alter table manual_exchange_rates enable row level security;
create policy company_rows on manual_exchange_rates
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update, delete on manual_exchange_rates to defter_app;
