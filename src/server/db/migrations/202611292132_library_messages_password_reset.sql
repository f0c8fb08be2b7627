-- Issue #33, the library's messages: the language a member's hold-ready and overdue messages are written in
-- (the member's card; Turkish unless set).
alter table library_members add column language text not null default 'tr' check (language in ('tr', 'en', 'de', 'fr', 'ar'));

-- Issue #33, "forgot my password": a one-time link's token, kept only as its SHA-256 (the link is in the user's
-- mailbox, never here), valid until `expires_at`, used once (`used_at`). Read and written by the sign-in's owner
-- connection before any company is known, like login_failures: no grant to the app role, so a company backup
-- (which reads as the app role) leaves it out.
create table password_reset_tokens (
  token_hash text primary key,
  company_id integer not null,
  user_id integer not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_reset_tokens_user on password_reset_tokens (user_id);

-- How often a client address asks for reset links: the requests are throttled like failed log-ins.
create table password_reset_requests (
  client_ip text primary key,
  requests integer not null,
  last_request_at timestamptz not null
);
