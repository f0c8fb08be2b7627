-- The business day (issue #26): a company's documents are dated on its own wall clock, Europe/Istanbul unless it
-- sets another zone (Sistem → Firma Ayarları). The server computes every business date from its one clock and this
-- zone (src/domain/clock); the database's own fallbacks for a row without a day use the same zone, not UTC.
alter table companies add column if not exists time_zone text not null default 'Europe/Istanbul'
  check (time_zone <> '' and length(time_zone) <= 64);

-- an account move of a document without a date counts on the day it was written on the company's wall clock
create or replace function account_moves_on_date() returns trigger language plpgsql as $$
begin
  if new.on_date is null then
    select case when d.snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$' then (d.snapshot->'context'->>'date')::date end
      into new.on_date
      from documents d where d.company_id = new.company_id and d.id = new.document_id;
    if new.on_date is null then
      select (new.at at time zone c.time_zone)::date into new.on_date from companies c where c.id = new.company_id;
    end if;
    new.on_date := coalesce(new.on_date, (new.at at time zone 'Europe/Istanbul')::date);
  end if;
  return new;
end $$;

-- A document without a date (every document made by the server has one) counts on the day it was written in
-- Türkiye: the function stays immutable for its index, so it cannot read the company's zone.
create or replace function document_day(snapshot jsonb, created_at timestamptz) returns date language sql immutable parallel safe as $$
  select coalesce(case when snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$'
                       then make_date(substr(snapshot->'context'->>'date', 1, 4)::integer, substr(snapshot->'context'->>'date', 6, 2)::integer,
                                      substr(snapshot->'context'->>'date', 9, 2)::integer) end,
                  (created_at at time zone 'Europe/Istanbul')::date)
$$;
reindex index documents_day;
