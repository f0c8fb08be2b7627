-- Users are edited by an admin: `version` guards an edit against a stale form (409), `active` turns a user off
-- without deleting the rows that name them (a deactivated user cannot sign in, and their sessions end).
alter table users add column version integer not null default 1;
alter table users add column active boolean not null default true;
