-- The company's legal details edited in Sistem → Firma Ayarları (besides 008's): MERSİS number, IBANs, the logo
-- printed on its documents (a data URL, at most 256 KB of image), and `version` guarding an edit against a stale form.
alter table companies add column if not exists mersis text;
alter table companies add column if not exists ibans text[] not null default '{}';
alter table companies add column if not exists logo text;
alter table companies add column if not exists version integer not null default 1;
