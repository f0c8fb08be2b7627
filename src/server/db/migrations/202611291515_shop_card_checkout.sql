-- Issue #31: card payment in the B2B shop's checkout.
-- A dealer's click on "pay" claims the order for the time the provider is asked to start a payment: a second click
-- meanwhile finds the claim, and once the payment is recorded its waiting row is what holds the order (b2bshop/card-checkout.ts).
alter table b2b_orders add column card_claimed_at timestamptz;

-- The shop order a card payment was started for is paid when that payment is authorised, in the same transaction,
-- whichever path settles it (the bank's callback, or the query of a payment left waiting).
create function b2b_order_paid_by_card() returns trigger language plpgsql as $$
begin
  update b2b_orders set payment_state = 'paid', card_claimed_at = null
   where company_id = new.company_id and document_id = new.document_id and payment_state = 'awaitingCard';
  return null;
end $$;

create trigger card_payment_authorised after update of state on card_payments
  for each row when (new.state = 'authorised' and old.state is distinct from 'authorised' and new.document_id is not null)
  execute function b2b_order_paid_by_card();

-- What a dealer's own account page shows besides the stock (/b2b/modul/caristokview): its statement and its invoices.
alter table b2b_shop_settings add column dealer_statement_shown boolean not null default true;
alter table b2b_shop_settings add column dealer_invoices_shown boolean not null default true;
