-- Number series per type and year: a document's number is prefix + its year + the year's counter, so each year's
-- series starts again at 1. The counters already taken are rebuilt from the numbers the documents carry (a
-- transaction that rolled back took none, so each year's highest number is its counter); a counter no document
-- shows (the cheque slips' own) is kept for the current year.
alter table document_series add column if not exists year integer;
alter table document_series drop constraint if exists document_series_pkey;

insert into document_series (company_id, doc_type, year, next_value)
select d.company_id, d.doc_type, (regexp_match(d.number, '^[A-Z]+([0-9]{4})([0-9]{6,})$'))[1]::integer,
       max((regexp_match(d.number, '^[A-Z]+([0-9]{4})([0-9]{6,})$'))[2]::integer)
  from documents d
 where d.number ~ '^[A-Z]+[0-9]{10,}$'
   and exists (select 1 from document_series s where s.company_id = d.company_id and s.doc_type = d.doc_type and s.year is null)
 group by 1, 2, 3;

delete from document_series s
 where s.year is null and exists (select 1 from document_series y where y.company_id = s.company_id and y.doc_type = s.doc_type and y.year is not null);

update document_series set year = extract(year from now() at time zone 'Europe/Istanbul')::integer where year is null;

alter table document_series alter column year set not null;
alter table document_series add primary key (company_id, doc_type, year);

-- Sistem → Genel Ayarlar: the separator a CSV download starts with (spec §9: semicolon or tab) and the currency a new
-- receipt starts in (spec §9: TRY by default). Fişler → Ayarlar: whether a receipt line offers the packing units of
-- its product (Sistem → Birimler) and whether the waybill list warns of waybills past the 7-day invoicing rule.
-- Each group has its own version guarding an edit against a stale form.
alter table companies add column if not exists csv_separator text not null default 'semicolon' check (csv_separator in ('semicolon', 'tab'));
alter table companies add column if not exists default_currency text not null default 'TRY' check (default_currency in ('TRY', 'USD', 'EUR', 'GBP'));
alter table companies add column if not exists general_settings_version integer not null default 1;
alter table companies add column if not exists packing_units boolean not null default true;
alter table companies add column if not exists waybill_warning boolean not null default true;
alter table companies add column if not exists receipt_settings_version integer not null default 1;

-- Sistem → Evrak Ayarları: a company's own prefix for a document type's series ({"salesInvoice": "FTR"}); a type
-- not named keeps its family's prefix. Letters only, so a number still reads prefix, year, counter.
alter table companies add column if not exists series_prefixes jsonb not null default '{}'::jsonb;
