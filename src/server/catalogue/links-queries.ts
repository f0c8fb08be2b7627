import type { Queryable } from '../db/database';

export interface DanglingLinks {
  companyId: number;
  companyName: string;
  entryIds: number[];
}

/**
 * When `companyId` keeps the catalogue: the other companies whose stock cards or published offers link an entry the
 * catalogue does not hold, each with those entries (the links have no foreign key, so a keeper's backup older than
 * the links would leave them pointing nowhere).
 */
export async function danglingCatalogueLinks(q: Queryable, companyId: number): Promise<DanglingLinks[]> {
  const r = await q.query<DanglingLinks>(
    `with links as (
       select p.company_id, p.catalogue_entry_id as entry_id from products p where p.catalogue_entry_id is not null and p.company_id <> $1
       union
       select o.company_id, o.entry_id from catalogue_offers o where o.company_id <> $1
     )
     select l.company_id as "companyId", c.name as "companyName", array_agg(l.entry_id order by l.entry_id) as "entryIds"
       from links l join companies c on c.id = l.company_id
      where defter_catalogue_keeper($1) and not exists (select 1 from catalogue_entries e where e.id = l.entry_id)
      group by l.company_id, c.name
      order by l.company_id`,
    [companyId],
  );
  return r.rows;
}
