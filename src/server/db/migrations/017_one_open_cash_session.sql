-- One open session per cash box, whoever opens it (lifecycles §7): the database says it too, behind the
-- lock the server takes (src/server/documents/row-locks.ts). An installation where parallel opens already
-- left a box with two open sessions starts without the index and says so (the lock still keeps a new
-- duplicate from being made); everywhere else the index is created.
do $$ begin
  if not exists (
    select 1 from documents where doc_type = 'cashBoxSession' and status = 'open'
     group by company_id, snapshot->'context'->>'cashBoxId' having count(*) > 1
  ) then
    create unique index documents_open_cash_session on documents (company_id, (snapshot->'context'->>'cashBoxId'))
      where doc_type = 'cashBoxSession' and status = 'open';
  else
    raise warning 'a cash box has more than one open session: close them, the index documents_open_cash_session is not created';
  end if;
end $$;
