-- What a cash move is when no payment explains it: a cash-box session's opening (the float's difference
-- from what the box held) or its count's over or short at closing. Null for the moves of sales, invoices
-- and cheques, whose document says what they are, and for every move written before.
alter table cash_moves add column kind text;
