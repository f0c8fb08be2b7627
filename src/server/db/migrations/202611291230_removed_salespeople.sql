-- Issue #29: the salespeople a company deleted, by id (ids are never handed out again). A till sale made offline may
-- name a salesperson deleted before it was uploaded: the sale happened, so it is kept and credited to its writer,
-- while an id the company never had is refused (src/domain/commissions/sale-salesperson.ts decides). A trigger keeps
-- the rows, so every way of deleting a salesperson leaves its trace.
create table removed_salespeople (
  company_id integer not null references companies (id),
  id integer not null,
  removed_at timestamptz not null default now(),
  primary key (company_id, id)
);

alter table removed_salespeople enable row level security;
create policy company_rows on removed_salespeople using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert on removed_salespeople to defter_app;

create function removed_salespeople_keep() returns trigger language plpgsql as $$
begin
  insert into removed_salespeople (company_id, id) values (old.company_id, old.id) on conflict do nothing;
  return null;
end $$;

create trigger salespeople_removed after delete on salespeople
  for each row execute function removed_salespeople_keep();
