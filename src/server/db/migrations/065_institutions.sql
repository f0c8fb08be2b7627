-- Institutions (issue #18, /kurum/takip): a school or company is a current account that library members belong to.
-- The free-text `institution` stays for what is not an account; the link names the account whose loans, sales and
-- balance the institutions page shows.
alter table library_members add column institution_account_id integer;
alter table library_members add foreign key (company_id, institution_account_id) references accounts (company_id, id);
create index library_members_institution on library_members (company_id, institution_account_id) where institution_account_id is not null;
