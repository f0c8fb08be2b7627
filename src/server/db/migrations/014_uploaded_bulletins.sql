-- A bulletin file a user uploads is that company's word, not the central bank's: it is kept per company,
-- under row-level security, and served as source "upload" to that company only. tcmb_bulletins keeps what
-- the server itself fetched from TCMB, the one thing every company may share.
create table uploaded_bulletins (
  company_id integer not null references companies (id),
  bulletin_date date not null,
  bulletin_no text not null,
  uploaded_by integer not null,
  uploaded_at timestamptz not null default now(),
  primary key (company_id, bulletin_date),
  foreign key (company_id, uploaded_by) references users (company_id, id)
);

create table uploaded_bulletin_rates (
  company_id integer not null,
  bulletin_date date not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  unit integer not null check (unit > 0),
  forex_buying numeric,
  forex_selling numeric,
  banknote_buying numeric,
  banknote_selling numeric,
  primary key (company_id, bulletin_date, currency),
  foreign key (company_id, bulletin_date) references uploaded_bulletins (company_id, bulletin_date)
);

alter table uploaded_bulletins enable row level security;
create policy company_rows on uploaded_bulletins
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
alter table uploaded_bulletin_rates enable row level security;
create policy company_rows on uploaded_bulletin_rates
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert on uploaded_bulletins, uploaded_bulletin_rates to defter_app;

-- Files uploaded before were stored as the central bank's bulletin for every company, and nothing says which
-- company uploaded them: they are deleted. A day they covered is fetched from TCMB again when next needed
-- (or uploaded again, now for the uploader's company only).
delete from tcmb_rates r using tcmb_bulletins b where b.bulletin_date = r.bulletin_date and b.origin = 'upload';
delete from tcmb_bulletins where origin = 'upload';
alter table tcmb_bulletins drop constraint tcmb_bulletins_origin_check;
alter table tcmb_bulletins add constraint tcmb_bulletins_origin_check check (origin = 'fetch');
