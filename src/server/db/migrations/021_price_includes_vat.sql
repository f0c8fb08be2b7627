-- Whether a product's price includes the VAT (issue #14): shelf prices in Turkish retail do, so a product's
-- price does unless it is said otherwise, the products already stored too (a till adding the VAT on top of
-- them charged more than the shelf said). Documents keep, per line, the way their prices were written.
alter table products add column price_includes_vat boolean not null default true;

-- The price history (migration 013) keeps the way each old price was meant: an offline sale made before a
-- change is checked against the price and the meaning it had then.
alter table product_price_history add column price_includes_vat boolean not null default true;

create or replace function record_product_price() returns trigger language plpgsql as $$
begin
  insert into product_price_history (company_id, product_id, price, price_includes_vat, valid_until)
  values (old.company_id, old.id, old.price, old.price_includes_vat, now())
  on conflict do nothing;
  return new;
end
$$;

drop trigger products_price_history on products;
create trigger products_price_history after update of price, price_includes_vat on products
  for each row when (old.price is distinct from new.price or old.price_includes_vat is distinct from new.price_includes_vat)
  execute function record_product_price();
