-- Issue #27 item 6: an auditor's verification also checks the ledgers against the documents in its scope (each
-- document's journal replayed, the moves its effects write compared with the ledgers' rows); the differences found
-- are kept beside the chain's problems:
-- [{ledger: stock | account | cash, documentId, type, number, accountId?, currency?, productId?, warehouseId?, cashBoxId?, field, expected, found}]
alter table audit_verifications add column if not exists ledger_differences jsonb not null default '[]';
