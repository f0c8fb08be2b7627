-- A library member's own current account (issue #18, library receipts): the fines and fees they pay at the desk are
-- written on its ledger. Optional: a member without one pays no receipt until the desk links one.
alter table library_members add column account_id integer;
alter table library_members add foreign key (company_id, account_id) references accounts (company_id, id);
create index library_members_account on library_members (company_id, account_id) where account_id is not null;
