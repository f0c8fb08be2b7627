-- Offline device authorisation (issue #19, spec §5 and §6): each user may run the offline till on one device. The
-- unique key on the user is the rule: a second device is refused until an admin releases the first.
create table offline_devices (
  company_id integer not null references companies (id),
  user_id integer not null,
  device_id text not null check (length(device_id) between 1 and 200),
  authorised_at timestamptz not null default now(),
  primary key (company_id, user_id),
  foreign key (company_id, user_id) references users (company_id, id)
);

alter table offline_devices enable row level security;
create policy company_rows on offline_devices
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, delete on offline_devices to defter_app;
