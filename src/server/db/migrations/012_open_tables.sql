-- table tracking (/fis/posmasa): at most one open bill (a posSale draft) per table name, whoever opens it;
-- the name compares trimmed and case-blind, as the API does before it writes
create unique index documents_open_table on documents (company_id, lower(btrim(snapshot->'context'->>'tableName')))
  where doc_type = 'posSale' and status = 'draft' and snapshot->'context'->>'tableName' is not null;
