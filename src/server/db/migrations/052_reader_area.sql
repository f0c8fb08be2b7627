-- The reader area (/okuyucu, issue #18): what a library shows its readers, found by the host they open, and the
-- catalogue's search text (title, author, subject, ISBN and barcode, folded as the stock search folds them).

create table library_reader_settings (
  company_id integer not null references companies (id) primary key,
  -- the host readers open (lower case, no port); none: the installation's one reader area without a host of its own
  host text check (host is null or host ~ '^[a-z0-9.-]{1,253}$'),
  fields text[] not null default array['author', 'isbn', 'subject', 'publisher', 'location', 'dueDate'],
  holds_offered boolean not null default true,
  opening_hours text not null default '',
  notices text not null default '',
  version integer not null default 1
);
create unique index library_reader_hosts on library_reader_settings (host) where host is not null;
alter table library_reader_settings enable row level security;
create policy company_rows on library_reader_settings
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on library_reader_settings to defter_app;

-- The folded text the reader's search matches: kept by a trigger on products, and again when an author or a subject is renamed.
alter table products add column reader_text text;

create function defter_definition_name(company integer, ref text) returns text language sql stable as $$
  select d.name from definitions d where d.company_id = company and ref ~ '^[0-9]{1,9}$' and d.id = ref::integer
$$;

create function defter_reader_text(company integer, name text, isbn text, barcode text, attributes jsonb) returns text language sql stable as $$
  select defter_search_fold(concat_ws(' ', name, isbn, barcode, attributes->>'author', defter_definition_name(company, attributes->>'authorId'),
    defter_definition_name(company, attributes->>'categoryId'), defter_definition_name(company, attributes->>'manufacturerId')))
$$;

create function products_fill_reader_text() returns trigger language plpgsql as $$
begin
  new.reader_text := defter_reader_text(new.company_id, new.name, new.isbn, new.barcode, new.attributes);
  return new;
end $$;

create trigger products_reader_text before insert or update of name, isbn, barcode, attributes, reader_text on products
  for each row execute function products_fill_reader_text();

update products set reader_text = defter_reader_text(company_id, name, isbn, barcode, attributes);
alter table products alter column reader_text set not null;

create function definitions_renamed_for_readers() returns trigger language plpgsql as $$
begin
  if new.kind in ('person', 'category', 'manufacturer') then
    update products p set reader_text = '' where p.company_id = new.company_id
      and (p.attributes->>'authorId' = new.id::text or p.attributes->>'categoryId' = new.id::text or p.attributes->>'manufacturerId' = new.id::text);
  end if;
  return null;
end $$;

create trigger definitions_reader_text after update of name on definitions
  for each row when (old.name is distinct from new.name) execute function definitions_renamed_for_readers();

create index products_reader_prefix on products (company_id, reader_text text_pattern_ops);
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute 'create index products_reader_trgm on products using gin (reader_text gin_trgm_ops) with (fastupdate = off)';
  end if;
end $$;

-- The search, as product_search (migration 006) and for the same reason (row-level security keeps LIKE away from
-- the indexes): as the owner, limited explicitly to the transaction's company, answering ids of titles that have a
-- copy not withdrawn, in the Turkish order of their names. words: LIKE patterns the text must all match; codes:
-- exact ISBNs or barcodes. total: counted up to count_cap + 1.
create function reader_title_search(words text[], codes text[], lim integer, off integer, count_cap integer)
returns table (id integer, total integer)
language plpgsql stable security definer rows 20 set search_path from current as $$
declare
  company integer := nullif(current_setting('app.company_id', true), '')::integer;
  cond text := '';
  w text;
  n integer;
  held constant text := 'exists (select 1 from library_copies c where c.company_id = p.company_id and c.product_id = p.id and not c.withdrawn)';
begin
  if company is null then return; end if;
  if words is not null then
    foreach w in array words loop
      cond := cond || case when cond = '' then '' else ' and ' end || format('p.reader_text like %L', w);
    end loop;
  end if;
  if codes is not null and cardinality(codes) > 0 then
    cond := case when cond = '' then '' else '(' || cond || ') or ' end || format('p.isbn = any(%L::text[]) or p.barcode = any(%L::text[])', codes, codes);
  end if;
  if cond = '' then cond := 'true'; end if;
  cond := format('p.company_id = %s and (%s) and %s', company, cond, held);
  execute format('select count(*)::integer from (select 1 from products p where %s limit %s) s', cond, count_cap + 1) into n;
  if n > 0 then
    if n > count_cap then
      -- many hits: walking the name order finds a page's worth soon
      perform set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true);
    end if;
    return query execute format('select p.id, %s from products p where %s order by p.name_key collate "C", p.id limit %s offset %s', n, cond, lim, off);
    perform set_config('enable_bitmapscan', 'on', true), set_config('enable_sort', 'on', true);
  end if;
end $$;
grant execute on function reader_title_search(text[], text[], integer, integer, integer) to defter_app;

-- A member's open loans (the counter's limit, the member's page, the reader's account) without reading every document.
create index documents_open_loan_per_member on documents (company_id, (snapshot->'context'->>'memberId'))
  where doc_type = 'loan' and status in ('reserved', 'lent');
