-- Sistem → Tasarım and Sistem → Etiket: how the company's documents print (paper, font, details, columns, texts) and
-- its label sheet's layout, as the zod schemas of src/domain/schemas/print-design.ts keep them; null until first saved
-- (the defaults of src/domain/print apply). `*_version` guards an edit against a stale form.
alter table companies add column if not exists print_design jsonb;
alter table companies add column if not exists print_design_version integer not null default 1;
alter table companies add column if not exists label_design jsonb;
alter table companies add column if not exists label_design_version integer not null default 1;
