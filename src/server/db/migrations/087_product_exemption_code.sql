-- A product card may name its own VAT exemption code (GİB's istisna list, issue #26): a sales line at 0 % VAT that
-- names none takes it (src/domain/edocuments/tax-codes.ts); the list itself is the domain's, the column keeps its shape.
alter table products add column vat_exemption_code text check (vat_exemption_code ~ '^[0-9]{3}$');
