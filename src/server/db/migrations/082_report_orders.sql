-- The day a document counts on (its own date, else the day it was written, in UTC), as an immutable function so the
-- reports over documents (faturalist, stokfis, virmanlist, zkasasatis) filter and sort on it by an index, and the
-- indexes of the ledgers' default orders (issue #16: a report's first page over years of data is one index range).
create function document_day(snapshot jsonb, created_at timestamptz) returns date language sql immutable parallel safe as $$
  select coalesce(case when snapshot->'context'->>'date' ~ '^\d{4}-\d{2}-\d{2}$'
                       then make_date(substr(snapshot->'context'->>'date', 1, 4)::integer, substr(snapshot->'context'->>'date', 6, 2)::integer,
                                      substr(snapshot->'context'->>'date', 9, 2)::integer) end,
                  (created_at at time zone 'UTC')::date)
$$;

create index documents_day on documents (company_id, document_day(snapshot, created_at), id);
create index cash_moves_ledger on cash_moves (company_id, on_date, id);
