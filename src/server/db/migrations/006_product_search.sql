-- Stock search that stays fast on 100,000 cards: a Turkish sort key and a folded search text per product,
-- computed by the server (src/domain/text/turkish.ts: turkishSortKey, foldForSearch) on every insert and
-- update. The SQL functions below are their equivalents for the Turkish alphabet, ASCII and the usual
-- accented letters: they fill the rows that existed before this migration and rows inserted without the
-- keys (the demo seed), through the trigger at the end.
alter table products add column name_key text;
alter table products add column search_text text;
-- optimistic concurrency of PUT /api/products/:id
alter table products add column version integer not null default 1;
alter table products add column updated_at timestamptz not null default now();

create function defter_turkish_lower(s text) returns text language sql immutable as $$
  select translate(s, 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÎÛÉÈÊËÁÀÄÓÒÔÚÙÍÌÏÑ', 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâîûéèêëáàäóòôúùíìïñ')
$$;

create function defter_sort_key(s text) returns text language sql immutable as $$
  select translate(regexp_replace(defter_turkish_lower(btrim(s)), '\s', ' ', 'g'), 'abcçdefgğhıijklmnoöpqrsştuüvwxyz', 'ACEGIKMOQSUWY[]_aceghikmoqsuvvwy')
$$;

create function defter_search_fold(s text) returns text language sql immutable as $$
  select translate(defter_turkish_lower(s), 'ığüşöçâîûéèêëáàäóòôúùíìïñ', 'igusocaiueeeeaaaooouuiiin')
$$;

update products set name_key = defter_sort_key(name), search_text = defter_search_fold(name);

create function products_fill_search_keys() returns trigger language plpgsql as $$
begin
  if new.name_key is null then new.name_key := defter_sort_key(new.name); end if;
  if new.search_text is null then new.search_text := defter_search_fold(new.name); end if;
  return new;
end $$;

create trigger products_search_keys before insert or update on products
  for each row execute function products_fill_search_keys();

alter table products alter column name_key set not null;
alter table products alter column search_text set not null;

-- the list's order (byte-wise: the key is built to sort in the Turkish alphabet under the C collation)
create index products_name_key on products (company_id, name_key collate "C", id);
-- code prefix, and names of one or two letters (prefix)
create index products_code_prefix on products (company_id, lower(code) text_pattern_ops);
create index products_search_prefix on products (company_id, search_text text_pattern_ops);
create index products_isbn on products (company_id, isbn);

-- "anywhere in the name" for three letters or more: a trigram index when pg_trgm is available (PGlite
-- loads it in database.ts; Debian's PostgreSQL ships it in the server package). Without it the search
-- still answers, only slower.
do $$
begin
  begin
    create extension if not exists pg_trgm;
  exception when others then
    raise notice 'pg_trgm not available: product search without a trigram index';
  end;
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    -- fastupdate off: a pending list would be scanned by every search until a vacuum merges it
    execute 'create index products_search_trgm on products using gin (search_text gin_trgm_ops) with (fastupdate = off)';
  end if;
end $$;

-- How many cards each company has, for the total of the unfiltered list without counting 100,000 rows on
-- every page. Kept by statement triggers (one update per statement, however many rows it inserts); only
-- the owner's functions below touch it.
create table product_counts (
  company_id integer primary key references companies (id),
  n integer not null default 0
);
alter table product_counts enable row level security;
create policy company_rows on product_counts using (company_id = nullif(current_setting('app.company_id', true), '')::integer);
insert into product_counts (company_id, n) select company_id, count(*) from products group by company_id;

create function products_count_inserted() returns trigger language plpgsql security definer set search_path from current as $$
begin
  insert into product_counts (company_id, n) select company_id, count(*) from inserted group by company_id
    on conflict (company_id) do update set n = product_counts.n + excluded.n;
  return null;
end $$;

create function products_count_deleted() returns trigger language plpgsql security definer set search_path from current as $$
begin
  update product_counts c set n = c.n - d.n from (select company_id, count(*) as n from deleted group by company_id) d where c.company_id = d.company_id;
  return null;
end $$;

create trigger products_count_insert after insert on products referencing new table as inserted
  for each statement execute function products_count_inserted();
create trigger products_count_delete after delete on products referencing old table as deleted
  for each statement execute function products_count_deleted();

-- The search itself. Row-level security would keep LIKE away from the indexes (a policy's qual comes first
-- and LIKE is not leakproof), so the search runs as the table's owner, limited explicitly to the company of
-- the transaction (app.company_id, as the policy), and answers only ids; the caller reads the rows under
-- the policy. words: LIKE patterns the folded name must all match (or name_prefix, for one or two letters);
-- code_prefix: a LIKE pattern on the lower-case code; codes: exact barcodes or ISBNs. All null: every card.
-- total: the number of hits, counted up to count_cap + 1 (which means "more than count_cap"); every card
-- of the unfiltered list is counted exactly, from product_counts.
create function product_search(words text[], name_prefix text, code_prefix text, codes text[], lim integer, off integer, count_cap integer)
returns table (id integer, total integer)
language plpgsql stable security definer rows 25 set search_path from current as $$
declare
  company integer := nullif(current_setting('app.company_id', true), '')::integer;
  cond text := '';
  w text;
  n integer;
  i integer;
  settings constant text[] := array['enable_seqscan', 'enable_indexscan', 'enable_bitmapscan', 'enable_sort'];
  saved text[] := array[current_setting('enable_seqscan'), current_setting('enable_indexscan'), current_setting('enable_bitmapscan'), current_setting('enable_sort')];
begin
  if company is null then return; end if;
  if words is not null then
    foreach w in array words loop
      cond := cond || case when cond = '' then '' else ' and ' end || format('p.search_text like %L', w);
    end loop;
  elsif name_prefix is not null then
    cond := format('p.search_text like %L', name_prefix);
  end if;
  if cond <> '' then cond := '(' || cond || ')'; end if;
  if code_prefix is not null then
    cond := cond || case when cond = '' then '' else ' or ' end || format('lower(p.code) like %L', code_prefix);
  end if;
  if codes is not null and cardinality(codes) > 0 then
    cond := cond || case when cond = '' then '' else ' or ' end || format('p.barcode = any(%L::text[]) or p.isbn = any(%L::text[])', codes, codes);
  end if;
  if cond = '' then
    -- every card: the kept count, then a page read in the order of the name_key index
    select coalesce((select c.n from product_counts c where c.company_id = company), 0) into n;
    return query select p.id, n from products p where p.company_id = company order by p.name_key collate "C", p.id limit lim offset off;
  else
    cond := format('p.company_id = %s and (%s)', company, cond);
    -- The planner is told the way, as it cannot know where hits lie: hits are counted and (up to the cap)
    -- sorted through the indexes' bitmaps; a LIMIT would tempt it to scan the table or the name order.
    perform set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true);
    execute format('select count(*)::integer from (select 1 from products p where %s limit %s) s', cond, count_cap + 1) into n;
    if n > 0 then
      if n > count_cap and words is not null then
        -- many hits anywhere in names: walking the name order finds a page's worth soon (hits of a name
        -- prefix lie together in that order, so those are still sorted)
        perform set_config('enable_indexscan', 'on', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true);
      end if;
      return query execute format('select p.id, %s from products p where %s order by p.name_key collate "C", p.id limit %s offset %s', n, cond, lim, off);
    end if;
    for i in 1 .. 4 loop
      perform set_config(settings[i], saved[i], true);
    end loop;
  end if;
end $$;
