-- Point-of-sale uploads (issue #6): a till sale carries the id its browser gave it. One sale per id and
-- company, forever, so that a retried, duplicated or reordered upload of the offline queue never doubles
-- a sale; the fingerprint of the body it was made from tells a retry from another sale reusing the id.
alter table documents add column client_id text;
alter table documents add column client_hash text;
create unique index documents_client_id_unique on documents (company_id, client_id) where client_id is not null;

-- the payment type of a cash move (cash or card part of a sale); null for moves written before
alter table cash_moves add column payment_type text;
