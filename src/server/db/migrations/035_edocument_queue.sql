-- The durable queue of e-documents on their way to the integrator: one row per e-document, kept in the same
-- database (and transaction) as the e-document, so that a queued send survives a restart and is never made twice.
-- A worker takes due rows with `for update skip locked` and leases them (locked_until) while it calls the integrator:
-- a worker that dies leaves a lease that runs out, and the row is taken again.
create table if not exists edocument_jobs (
  edocument_id integer primary key,
  company_id integer not null references companies (id),
  source_id integer not null,
  -- send: the UBL goes to the integrator; poll: its status is asked until final; held: refused for good until sent again; done
  phase text not null default 'send' check (phase in ('send', 'poll', 'held', 'done')),
  run_at timestamptz not null default now(),
  locked_until timestamptz,
  failures integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  unique (company_id, source_id),
  foreign key (company_id, edocument_id) references documents (company_id, id),
  foreign key (company_id, source_id) references documents (company_id, id)
);
create index if not exists edocument_jobs_due on edocument_jobs (run_at) where phase in ('send', 'poll');
alter table edocument_jobs enable row level security;
create policy company_rows on edocument_jobs
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on edocument_jobs to defter_app;
