-- The account ledger's day (issue #16): each account move keeps the day it counts on, its document's own date, else
-- the day it was written (as the account statement and the reports read it), set as it is written, as a stock move
-- keeps `moved_on` and a cash move `on_date`. A trigger keeps `account_day_totals` (debit, credit and count of moves
-- per account and day) in the transaction that writes the moves, as `cash_day_totals` does for cash: a balance
-- brought forward is a sum over an account's days, not over its every move (the reports cariislem and caribakiye).
alter table account_moves add column on_date date;

create function account_moves_on_date() returns trigger language plpgsql as $$
begin
  if new.on_date is null then
    select case when d.snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$' then (d.snapshot->'context'->>'date')::date end
      into new.on_date
      from documents d where d.company_id = new.company_id and d.id = new.document_id;
    new.on_date := coalesce(new.on_date, (new.at at time zone 'UTC')::date);
  end if;
  return new;
end $$;

create trigger account_moves_on_date before insert on account_moves for each row execute function account_moves_on_date();

update account_moves m
   set on_date = coalesce((select case when d.snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$' then (d.snapshot->'context'->>'date')::date end
                             from documents d where d.company_id = m.company_id and d.id = m.document_id),
                          (m.at at time zone 'UTC')::date);
alter table account_moves alter column on_date set not null;

create table account_day_totals (
  company_id integer not null,
  account_id integer not null,
  on_date date not null,
  debit numeric(24, 2) not null default 0,
  credit numeric(24, 2) not null default 0,
  moves integer not null default 0,
  primary key (company_id, account_id, on_date)
);

alter table account_day_totals enable row level security;
create policy company_rows on account_day_totals
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on account_day_totals to defter_app;

create function account_day_totals_add() returns trigger language plpgsql as $$
begin
  insert into account_day_totals as t (company_id, account_id, on_date, debit, credit, moves)
  values (new.company_id, new.account_id, new.on_date, new.debit, new.credit, 1)
  on conflict (company_id, account_id, on_date) do update
    set debit = t.debit + excluded.debit, credit = t.credit + excluded.credit, moves = t.moves + 1;
  return null;
end $$;

create trigger account_moves_day_totals after insert on account_moves for each row execute function account_day_totals_add();

insert into account_day_totals (company_id, account_id, on_date, debit, credit, moves)
select company_id, account_id, on_date, sum(debit), sum(credit), count(*)::integer
  from account_moves group by company_id, account_id, on_date;

-- the ledger in its order (day, then the order of writing), over the company and per account
create index account_moves_ledger on account_moves (company_id, on_date, id);
create index account_moves_account_day on account_moves (company_id, account_id, on_date, id);
