-- A received cheque returned to its customer takes back what its entry settled (src/server/instalments/settle.ts):
-- its settlements are deleted and the instalments' paid amounts lowered in the same transaction.
grant delete on instalment_settlements to defter_app;
