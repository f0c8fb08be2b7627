-- a command reserves its document's id together with its number, in one round trip
grant usage on all sequences in schema public to defter_app;
