-- The sold and bought lines (trade_lines, migration 077) summed, kept by a trigger on trade_lines in the same
-- transaction that writes or re-values a line, so the line reports answer from a few thousand rows instead of every
-- line (src/server/reports/windows/trade-totals.ts): per month, type, product, warehouse and supplier (the account
-- of a purchase; 0 for a sale, whose customers would split the rows), and per day, type and warehouse with the
-- count of documents. 0 stands for no product, warehouse or account. Till sales invoiced later are not in them.
-- tests/api/trade-lines.test.ts holds them equal to the lines.
create table trade_month_totals (
  company_id integer not null,
  month date not null,
  doc_type text not null,
  product_id integer not null,
  warehouse_id integer not null,
  account_id integer not null,
  quantity numeric not null default 0,
  revenue numeric(18, 2) not null default 0,
  cost numeric(18, 2) not null default 0,
  lines integer not null default 0,
  primary key (company_id, month, doc_type, product_id, warehouse_id, account_id)
);

create table trade_day_totals (
  company_id integer not null,
  day date not null,
  doc_type text not null,
  warehouse_id integer not null,
  quantity numeric not null default 0,
  revenue numeric(18, 2) not null default 0,
  cost numeric(18, 2) not null default 0,
  lines integer not null default 0,
  documents integer not null default 0,
  primary key (company_id, day, doc_type, warehouse_id)
);

alter table trade_month_totals enable row level security;
create policy company_rows on trade_month_totals
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on trade_month_totals to defter_app;
alter table trade_day_totals enable row level security;
create policy company_rows on trade_day_totals
  using (company_id = nullif(current_setting('app.company_id', true), '')::integer)
  with check (company_id = nullif(current_setting('app.company_id', true), '')::integer);
grant select, insert, update on trade_day_totals to defter_app;

-- adds a line (sign 1) or takes it away (sign -1)
create function trade_totals_add(l trade_lines, sign integer) returns void language sql as $$
  insert into trade_month_totals as m (company_id, month, doc_type, product_id, warehouse_id, account_id, quantity, revenue, cost, lines)
  values (l.company_id, date_trunc('month', l.day)::date, l.doc_type, coalesce(l.product_id, 0), coalesce(l.warehouse_id, 0),
          case when l.doc_type in ('purchaseInvoice', 'purchaseReturn') then coalesce(l.account_id, 0) else 0 end,
          sign * l.quantity, sign * l.revenue, sign * l.cost, sign)
  on conflict (company_id, month, doc_type, product_id, warehouse_id, account_id) do update
    set quantity = m.quantity + excluded.quantity, revenue = m.revenue + excluded.revenue, cost = m.cost + excluded.cost, lines = m.lines + excluded.lines;
  insert into trade_day_totals as d (company_id, day, doc_type, warehouse_id, quantity, revenue, cost, lines, documents)
  values (l.company_id, l.day, l.doc_type, coalesce(l.warehouse_id, 0), sign * l.quantity, sign * l.revenue, sign * l.cost, sign,
          case when l.ord = 1 then sign else 0 end)
  on conflict (company_id, day, doc_type, warehouse_id) do update
    set quantity = d.quantity + excluded.quantity, revenue = d.revenue + excluded.revenue, cost = d.cost + excluded.cost,
        lines = d.lines + excluded.lines, documents = d.documents + excluded.documents;
$$;

create function trade_totals_keep() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' and not old.invoiced_later then perform trade_totals_add(old, -1); end if;
  if tg_op <> 'DELETE' and not new.invoiced_later then perform trade_totals_add(new, 1); end if;
  return null;
end $$;

create trigger trade_lines_totals after insert or update or delete on trade_lines for each row execute function trade_totals_keep();

insert into trade_month_totals (company_id, month, doc_type, product_id, warehouse_id, account_id, quantity, revenue, cost, lines)
select company_id, date_trunc('month', day)::date, doc_type, coalesce(product_id, 0), coalesce(warehouse_id, 0),
       case when doc_type in ('purchaseInvoice', 'purchaseReturn') then coalesce(account_id, 0) else 0 end,
       sum(quantity), sum(revenue), sum(cost), count(*)
  from trade_lines where not invoiced_later group by 1, 2, 3, 4, 5, 6;

insert into trade_day_totals (company_id, day, doc_type, warehouse_id, quantity, revenue, cost, lines, documents)
select company_id, day, doc_type, coalesce(warehouse_id, 0), sum(quantity), sum(revenue), sum(cost), count(*), count(*) filter (where ord = 1)
  from trade_lines where not invoiced_later group by 1, 2, 3, 4;

analyze trade_month_totals;
analyze trade_day_totals;
