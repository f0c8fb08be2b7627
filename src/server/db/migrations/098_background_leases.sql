-- Issue #27, "two servers on one PostgreSQL": work that must run on one server at a time (the incoming e-document
-- poll and its answers, the scheduled TCMB fetch) is done by whichever server holds its lease. A holder renews the
-- lease while it runs; a server that dies leaves a lease that runs out, and another takes it. A global table the
-- system transactions alone use: the app role gets no grant.
create table if not exists background_leases (
  name text primary key,
  holder text not null,
  held_until timestamptz not null
);
