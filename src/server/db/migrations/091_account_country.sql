-- Every current account is in a country (ISO 3166-1 alpha-2 of GİB's list, src/domain/countries.ts), kept in its
-- attributes like the rest of its address: the cards written before it are in Turkey. A card abroad is an export's
-- buyer (src/domain/edocuments/export.ts).
update accounts set attributes = coalesce(attributes, '{}'::jsonb) || '{"country": "TR"}'::jsonb
 where not coalesce(attributes, '{}'::jsonb) ? 'country';
