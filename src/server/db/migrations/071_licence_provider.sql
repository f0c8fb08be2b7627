-- The licence provider's super user (issue #19, spec §6 licence management): a user flagged `provider` manages the
-- licences of every company (/modul/lisansyonetimi). The flag is set only by the installation's operator (seed or
-- SQL), never through the API; a company's own admin manages only their company.
alter table users add column provider boolean not null default false;
