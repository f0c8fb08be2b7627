-- What a printed receipt shows of the company that issues it (all optional).
alter table companies add column if not exists title text;
alter table companies add column if not exists tax_office text;
alter table companies add column if not exists tax_number text;
alter table companies add column if not exists address text;
alter table companies add column if not exists phone text;
alter table companies add column if not exists email text;
