-- Cash and bank accounts (issue #15): a cash account is a row of cash_boxes (the till's boxes, bank accounts,
-- credit cards, foreign-currency accounts) with the details of its definition.
alter table cash_boxes add column account_number text;
alter table cash_boxes add column holder text;
alter table cash_boxes add column branch text;
-- the rate the account is carried at, as typed in its definition (TRY per unit of its currency)
alter table cash_boxes add column exchange_rate numeric(18, 6);

-- A move's day (the voucher's date; the day it was written for sales and sessions), its currency and, for a
-- foreign-currency move or a transfer across currencies, the rate used and the other amount: the TRY value
-- of a foreign move, or what the other account of a transfer received or gave.
alter table cash_moves add column on_date date;
update cash_moves m set on_date = (m.at at time zone 'Europe/Istanbul')::date;
alter table cash_moves alter column on_date set default (now() at time zone 'Europe/Istanbul')::date;
alter table cash_moves alter column on_date set not null;
alter table cash_moves add column currency text;
alter table cash_moves add column exchange_rate numeric(18, 6);
alter table cash_moves add column counter_amount numeric(18, 2);
alter table cash_moves add column counter_currency text;
-- the statement of one account: its moves in day order, a page at a time, with the balance before the page
create index cash_moves_statement on cash_moves (company_id, cash_box_id, on_date, id);

-- income and expense definitions (rent, salaries, commissions received …) are definitions of their own kind
alter table definitions drop constraint definitions_kind_check;
alter table definitions add constraint definitions_kind_check check (kind in ('category', 'person', 'type', 'manufacturer', 'incomeExpense'));
