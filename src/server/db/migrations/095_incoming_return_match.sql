-- Issue #26 item 4: a sales return is booked from the customer's return invoice, which comes in as an incoming
-- e-invoice; the incoming row names the return it was matched to, once (the update's condition is that it names none).
-- A return is matched to one incoming invoice at most: the unique index stands behind the row lock of the match.
alter table incoming_edocuments add column if not exists matched_document_id integer;
alter table incoming_edocuments add column if not exists matched_at timestamptz;
alter table incoming_edocuments add column if not exists matched_by integer;
alter table incoming_edocuments drop constraint if exists incoming_edocuments_matched_document_fkey;
alter table incoming_edocuments add constraint incoming_edocuments_matched_document_fkey
  foreign key (company_id, matched_document_id) references documents (company_id, id);
create unique index if not exists incoming_edocuments_matched_document on incoming_edocuments (company_id, matched_document_id)
  where matched_document_id is not null;
