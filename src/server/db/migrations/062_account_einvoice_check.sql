-- Whether an account is a registered e-invoice user, as the integrator's lookup by its tax number last said, with the
-- receiving alias it gave and when it was asked (null: never asked; the alias typed on the card then decides).
-- The profile of its invoices reads it (src/domain/edocuments/profiles.ts).
alter table accounts add column if not exists einvoice_registered boolean;
alter table accounts add column if not exists einvoice_alias text;
alter table accounts add column if not exists einvoice_checked_at timestamptz;
