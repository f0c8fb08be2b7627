-- What a completion that takes a warehouse's stock below zero does there (src/domain/documents/negative-stock.ts):
-- every warehouse, old and new, starts with 'warn'.
alter table warehouses add column negative_stock text not null default 'warn' check (negative_stock in ('allow', 'warn', 'refuse'));
