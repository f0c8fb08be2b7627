-- A password change ends the user's other sessions: every token carries the epoch it was issued in, and
-- the change moves the user's epoch on (the session that made the change gets a fresh token).
alter table users add column session_epoch integer not null default 0;

-- Failed log-ins are counted per e-mail *and* client address, so that failures from one address never
-- lock the user out from another, and per address over every e-mail, so that one address spraying a
-- password over many e-mails is slowed too. The counts of the old table (per e-mail only) are dropped.
drop table login_failures;
create table login_failures (
  email text not null,
  client_ip text not null,
  failures integer not null,
  last_failure_at timestamptz not null,
  primary key (email, client_ip)
);
create table login_address_failures (
  client_ip text primary key,
  failures integer not null,
  last_failure_at timestamptz not null
);
