-- The reader's catalogue over 500,000 titles (issue #18): whether a title is listed (has a copy not withdrawn) is
-- kept on the product row, so the search no longer probes the copies of every candidate title.

-- How many copies of the title are not withdrawn; kept by the statement triggers below, in the same transaction
-- (an increment under the row's lock, so parallel changes of copies add up). A product is born without copies:
-- whatever an insert says (a restore's row, say), it starts at 0 and the copies inserted after it count.
alter table products add column reader_copies integer not null default 0;

create function products_start_uncopied() returns trigger language plpgsql as $$
begin
  new.reader_copies := 0;
  return new;
end $$;
create trigger products_reader_copies_start before insert on products for each row execute function products_start_uncopied();

create function library_copies_count_for_readers() returns trigger language plpgsql security definer set search_path from current as $$
begin
  if tg_op = 'INSERT' then
    update products p set reader_copies = p.reader_copies + d.n
      from (select company_id, product_id, count(*)::integer as n from added where not withdrawn group by 1, 2) d
      where p.company_id = d.company_id and p.id = d.product_id;
  elsif tg_op = 'DELETE' then
    update products p set reader_copies = p.reader_copies - d.n
      from (select company_id, product_id, count(*)::integer as n from removed where not withdrawn group by 1, 2) d
      where p.company_id = d.company_id and p.id = d.product_id;
  else
    update products p set reader_copies = p.reader_copies + d.n
      from (select company_id, product_id, sum(n)::integer as n
              from (select company_id, product_id, 1 as n from added where not withdrawn
                    union all select company_id, product_id, -1 from removed where not withdrawn) x
             group by 1, 2 having sum(n) <> 0) d
      where p.company_id = d.company_id and p.id = d.product_id;
  end if;
  return null;
end $$;

create trigger library_copies_readers_insert after insert on library_copies referencing new table as added
  for each statement execute function library_copies_count_for_readers();
create trigger library_copies_readers_update after update on library_copies referencing old table as removed new table as added
  for each statement execute function library_copies_count_for_readers();
create trigger library_copies_readers_delete after delete on library_copies referencing old table as removed
  for each statement execute function library_copies_count_for_readers();

update products p set reader_copies = c.n
  from (select company_id, product_id, count(*)::integer as n from library_copies where not withdrawn group by 1, 2) c
  where p.company_id = c.company_id and p.id = c.product_id;

-- the catalogue in name order, listed titles only
create index products_reader_listed_name on products (company_id, name_key collate "C", id) where reader_copies > 0;

-- As in migration 052, now on the kept column. keys: for a prefix of the name, [from, to) of name_key that holds
-- every name the prefix can match (the server works it out from the Turkish sort key), so a page of many hits comes
-- in name order straight from the index. Up to count_cap + 1 matches are read once: when there are no more, they are
-- sorted here (one scan); when there are more, the page is found by walking the name order.
drop function reader_title_search(text[], text[], integer, integer, integer);
create function reader_title_search(words text[], codes text[], lim integer, off integer, count_cap integer, key_from text, key_to text)
returns table (id integer, total integer)
language plpgsql stable security definer rows 20 set search_path from current as $$
declare
  company integer := nullif(current_setting('app.company_id', true), '')::integer;
  wcond text := '';
  ccond text;
  cond text;
  base text;
  w text;
  n integer;
  ids integer[];
begin
  if company is null then return; end if;
  base := format('p.company_id = %s and p.reader_copies > 0', company);
  if words is not null then
    foreach w in array words loop
      wcond := wcond || case when wcond = '' then '' else ' and ' end || format('p.reader_text like %L', w);
    end loop;
  end if;
  if codes is not null and cardinality(codes) > 0 then
    ccond := format('p.isbn = any(%L::text[]) or p.barcode = any(%L::text[])', codes, codes);
  end if;
  cond := case when wcond = '' and ccond is null then 'true' when ccond is null then wcond when wcond = '' then ccond
    else '(' || wcond || ') or ' || ccond end;
  execute format('select array_agg(s.id order by s.k collate "C", s.id), count(*)::integer from (select p.id, p.name_key k from products p where %s and (%s) limit %s) s',
    base, cond, count_cap + 1) into ids, n;
  if n = 0 then return; end if;
  if n <= count_cap then
    return query select x, n from unnest(ids[off + 1 : off + lim]) x;
    return;
  end if;
  -- many hits: walking the name order finds a page's worth soon (the exact codes, few, are added beside the walk)
  perform set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true);
  if wcond <> '' and key_from is not null then
    wcond := wcond || format(' and p.name_key collate "C" >= %L and p.name_key collate "C" < %L', key_from, key_to);
  end if;
  if wcond <> '' and ccond is not null then
    -- (each code by its own index: with bitmap scans off, an "or" of the two would read the whole table)
    return query execute format(
      'select q.id, %s from ((select p.id, p.name_key k from products p where %s and %s order by p.name_key collate "C", p.id limit %s)
         union (select p.id, p.name_key from products p where %s and p.isbn = any(%L::text[]))
         union (select p.id, p.name_key from products p where %s and p.barcode = any(%L::text[]))) q order by q.k collate "C", q.id limit %s offset %s',
      n, base, wcond, off + lim, base, codes, base, codes, lim, off);
  else
    return query execute format('select p.id, %s from products p where %s and (%s) order by p.name_key collate "C", p.id limit %s offset %s',
      n, base, case when wcond <> '' then wcond else cond end, lim, off);
  end if;
  perform set_config('enable_bitmapscan', 'on', true), set_config('enable_sort', 'on', true);
end $$;
grant execute on function reader_title_search(text[], text[], integer, integer, integer, text, text) to defter_app;
