-- A current account keeps its ledger in one currency (issue #26): a foreign-currency account (döviz cari) has its own
-- balance in that currency, the sum of its moves' foreign amounts there, beside the lira balance every lira report
-- reads. Every existing account is a lira account.
alter table accounts add column currency text not null default 'TRY' check (currency ~ '^[A-Z]{3}$');
