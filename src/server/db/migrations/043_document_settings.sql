-- Sistem → Evrak Ayarları: the warehouse a document that names none moves (the till, table bills, the offline
-- queue), and the payment type a new cash invoice starts with. No foreign key: a company's backup restores its own
-- row before its warehouses; a default that names no warehouse of the company falls back to the first one.
alter table companies add column if not exists default_warehouse_id integer;
alter table companies add column if not exists default_payment_type text;
alter table companies add column if not exists document_settings_version integer not null default 1;

-- The one rule of "the warehouse of a move that names none", read by the facts, the stock levels and the ledger:
-- the company's default when it is one of its warehouses, else its first. Runs as the caller, under row-level security.
create or replace function default_warehouse_id() returns integer language sql stable as $$
  select w.id from warehouses w left join companies c on c.default_warehouse_id = w.id
   order by c.id is null, w.id limit 1
$$;

-- Hesap Ayarları: a user's own defaults, the cash box the till opens and the warehouse a new receipt starts with
-- (null: the company's). No foreign key, for the same reason as above; a default that is gone is ignored.
alter table users add column if not exists default_cash_box_id integer;
alter table users add column if not exists default_warehouse_id integer;
