-- Current accounts in Turkish alphabetical order and found without Turkish marks ("ozturk" finds "Öztürk"),
-- as products are in 006: the server writes turkishSortKey / foldForSearch (src/domain/text/turkish.ts) on
-- every insert and update; the SQL equivalents of 006 fill the rows that existed before and rows inserted
-- without the keys (the demo seed), through the trigger below.
alter table accounts add column name_key text;
alter table accounts add column search_text text;
-- optimistic concurrency of PUT /api/accounts/:id
alter table accounts add column version integer not null default 1;
alter table accounts add column updated_at timestamptz not null default now();

update accounts set name_key = defter_sort_key(name), search_text = defter_search_fold(name);

create function accounts_fill_search_keys() returns trigger language plpgsql as $$
begin
  -- a rename that did not bring its keys along gets them here, so they never describe an old name
  if tg_op = 'UPDATE' and new.name is distinct from old.name and new.name_key is not distinct from old.name_key then
    new.name_key := null;
    new.search_text := null;
  end if;
  if new.name_key is null then new.name_key := defter_sort_key(new.name); end if;
  if new.search_text is null then new.search_text := defter_search_fold(new.name); end if;
  return new;
end $$;

create trigger accounts_search_keys before insert or update on accounts
  for each row execute function accounts_fill_search_keys();

alter table accounts alter column name_key set not null;
alter table accounts alter column search_text set not null;

-- the lists' order (byte-wise: the key is built to sort in the Turkish alphabet under the C collation)
create index accounts_name_key on accounts (company_id, name_key collate "C", id);
