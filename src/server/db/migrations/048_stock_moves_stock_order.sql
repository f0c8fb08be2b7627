-- The stock ledger in stock order (date, then the order of writing) over the whole company: the stock moves report
-- reads its CSV export a page at a time after the last move of the page before (keyset), one index range per page
-- instead of sorting a million moves for each.
create index stock_moves_stock_order on stock_moves (company_id, moved_on, id);
