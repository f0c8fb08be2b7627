-- Foreign-currency documents book their lira equivalent (issue #26): an account move's debit and credit are always
-- liras, the document's rate applied (src/domain/money/lira.ts); a move of a document in another currency keeps its
-- own amount and the rate beside (`currency`, `foreign_amount` signed as debit − credit, `exchange_rate`). A kur farkı (exchange difference)
-- is a lira-only move in the currency whose position it corrects: `foreign_amount` 0, `kind` 'exchangeDifference'.
alter table account_moves add column foreign_amount numeric(18, 2);
alter table account_moves add column exchange_rate numeric(18, 6);
alter table account_moves add column kind text check (kind in ('exchangeDifference'));

-- Existing data. The conversion is the domain's (amount × rate to the kuruş, half-up: round() on a positive numeric);
-- a move the rate would take beyond the column stays as it was.
-- 1. A receipt in a foreign currency moved its account by the foreign amount: book the lira, keep the amount beside.
update account_moves m
   set foreign_amount = m.debit - m.credit,
       exchange_rate = r.rate,
       debit = round(m.debit * r.rate, 2),
       credit = round(m.credit * r.rate, 2)
  from documents d
 cross join lateral (select (d.snapshot->'context'->>'exchangeRate')::numeric as rate
                      where d.snapshot->'context'->>'exchangeRate' ~ '^\d{1,12}(\.\d{1,6})?$') r
 where d.company_id = m.company_id and d.id = m.document_id
   and m.currency <> 'TRY' and m.foreign_amount is null and m.currency = d.snapshot->'context'->>'currency'
   and r.rate > 0 and (m.debit + m.credit) * r.rate < 1e16;

-- 2. A cash voucher of a foreign-currency cash account booked the lira already: keep its amount and rate beside.
update account_moves m
   set currency = d.snapshot->'context'->>'currency',
       foreign_amount = (d.snapshot->'context'->>'amount')::numeric(18, 2) * case when m.credit > 0 then -1 else 1 end,
       exchange_rate = (d.snapshot->'context'->>'exchangeRate')::numeric
  from documents d
 where d.company_id = m.company_id and d.id = m.document_id
   and m.currency = 'TRY' and m.foreign_amount is null
   and d.doc_type in ('collection', 'payment', 'cashIn', 'cashOut')
   and d.snapshot->'context'->>'currency' ~ '^[A-Z]{3}$' and d.snapshot->'context'->>'currency' <> 'TRY'
   and d.snapshot->'context'->>'amount' ~ '^\d{1,16}(\.\d{1,2})?$'
   and d.snapshot->'context'->>'exchangeRate' ~ '^\d{1,12}(\.\d{1,6})?$';

-- 3. A foreign-currency receipt paid at once moved a cash account by the foreign amount: a lira account takes the
-- lira (the foreign amount beside), an account of the document's currency keeps the amount (the lira beside).
update cash_moves m
   set amount = round(m.amount * r.rate, 2), currency = 'TRY', exchange_rate = r.rate,
       counter_amount = abs(m.amount), counter_currency = m.currency
  from documents d
 cross join lateral (select (d.snapshot->'context'->>'exchangeRate')::numeric as rate
                      where d.snapshot->'context'->>'exchangeRate' ~ '^\d{1,12}(\.\d{1,6})?$') r,
       cash_boxes b
 where d.company_id = m.company_id and d.id = m.document_id and b.company_id = m.company_id and b.id = m.cash_box_id
   and b.currency = 'TRY' and m.currency <> 'TRY' and m.counter_amount is null
   and m.currency = d.snapshot->'context'->>'currency' and r.rate > 0 and abs(m.amount) * r.rate < 1e16;

update cash_moves m
   set exchange_rate = r.rate, counter_amount = round(abs(m.amount) * r.rate, 2), counter_currency = 'TRY'
  from documents d
 cross join lateral (select (d.snapshot->'context'->>'exchangeRate')::numeric as rate
                      where d.snapshot->'context'->>'exchangeRate' ~ '^\d{1,12}(\.\d{1,6})?$') r,
       cash_boxes b
 where d.company_id = m.company_id and d.id = m.document_id and b.company_id = m.company_id and b.id = m.cash_box_id
   and b.currency = m.currency and m.currency <> 'TRY' and m.counter_amount is null
   and m.currency = d.snapshot->'context'->>'currency' and r.rate > 0 and abs(m.amount) * r.rate < 1e16;

-- 4. A foreign position those moves close entirely (an invoice collected in full) but at another rate keeps a lira
-- remainder: its kur farkı, booked as a move of the last document of the position, on its day. A position still open
-- is corrected when it closes (src/domain/money/lira.ts).
insert into account_moves (company_id, document_id, account_id, debit, credit, currency, foreign_amount, kind, on_date)
select p.company_id, p.document_id, p.account_id, greatest(-p.lira, 0), greatest(p.lira, 0), p.currency, 0, 'exchangeDifference', p.on_date
  from (select company_id, account_id, currency, sum(foreign_amount) as foreign_sum, sum(debit - credit) as lira,
               (array_agg(document_id order by on_date desc, id desc))[1] as document_id, max(on_date) as on_date
          from account_moves where foreign_amount is not null group by company_id, account_id, currency) p
 where p.foreign_sum = 0 and p.lira <> 0;

-- the kept day totals follow the moves they sum (migrations 025 and 080)
delete from account_day_totals;
insert into account_day_totals (company_id, account_id, on_date, debit, credit, moves)
select company_id, account_id, on_date, sum(debit), sum(credit), count(*)::integer
  from account_moves group by company_id, account_id, on_date;

delete from cash_day_totals;
insert into cash_day_totals (company_id, cash_box_id, on_date, amount_in, amount_out, count_in, count_out)
select company_id, cash_box_id, on_date, coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0),
       count(*) filter (where amount >= 0), count(*) filter (where amount < 0)
  from cash_moves group by company_id, cash_box_id, on_date;

-- an account's position in one foreign currency (its kur farkı reads it as a document is completed)
create index account_moves_foreign_position on account_moves (company_id, account_id, currency) where foreign_amount is not null;
