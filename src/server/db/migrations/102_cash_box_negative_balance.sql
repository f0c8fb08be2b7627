-- What a completion that takes a cash or bank account below zero does there (src/domain/cash/negative-cash.ts):
-- a cash box warns; a bank account or a credit card, which may run an overdraft or a debt, says nothing.
alter table cash_boxes add column negative_cash text not null default 'warn' check (negative_cash in ('allow', 'warn', 'refuse'));
update cash_boxes set negative_cash = 'allow' where kind <> 'cash';
