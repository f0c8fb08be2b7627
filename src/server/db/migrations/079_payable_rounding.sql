-- Sistem → Evrak Ayarları: küsurat yuvarlama. The step a lira document's payable total is rounded to (null: none,
-- the total to the cent) and how (nearest, a half going up; or down). A document copies them when it is created
-- (src/domain/money/payable-rounding.ts), so a change here never alters a document already made.
alter table companies add column if not exists payable_rounding_step text
  check (payable_rounding_step in ('0.05', '0.10', '0.25', '0.50', '1.00'));
alter table companies add column if not exists payable_rounding_mode text not null default 'nearest'
  check (payable_rounding_mode in ('nearest', 'down'));
