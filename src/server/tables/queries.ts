import type { OpenTable } from '../../domain/schemas/tables';
import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

const DOCUMENTS = snapshotOf();
const DOC = snapshotOf('d');

/** The open tables of the company: posSale drafts with a table name, oldest first. */
export async function listOpenTables(q: Queryable): Promise<OpenTable[]> {
  const r = await q.query<{
    id: number;
    table_name: string;
    number: string;
    line_count: number;
    grand: string | null;
    created_at: Date | string;
    opened_by: string | null;
    version: number;
  }>(
    `select d.id, ${DOC.tableName} as table_name, d.number,
            jsonb_array_length(coalesce(${DOC.lines}, '[]'::jsonb))::integer as line_count,
            ${DOC.grandTotal} as grand, d.created_at, u.name as opened_by, d.version
       from documents d
       left join users u on u.company_id = d.company_id and u.id = d.created_by
      where d.doc_type = 'posSale' and d.status = 'draft' and ${DOC.tableName} is not null
      order by d.created_at, d.id`,
  );
  return r.rows.map((row) => ({
    id: row.id,
    tableName: row.table_name,
    number: row.number,
    lineCount: row.line_count,
    grandTotal: row.grand ?? '0.00',
    openedAt: new Date(row.created_at).toISOString(),
    openedBy: row.opened_by ?? '',
    version: row.version,
  }));
}

/** Whether another open bill than `exceptId` sits at the table (names compared as migration 012's index does). */
export async function tableTaken(q: Queryable, table: string, exceptId = 0): Promise<boolean> {
  const r = await q.query(
    `select 1 from documents
      where doc_type = 'posSale' and status = 'draft' and id <> $2
        and lower(btrim(${DOCUMENTS.tableName})) = lower(btrim($1)) limit 1`,
    [table, exceptId],
  );
  return r.rowCount > 0;
}

/** The open bill at the table, if any (names compared as migration 012's index does). */
export async function openBillAt(q: Queryable, table: string): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `select id from documents
      where doc_type = 'posSale' and status = 'draft' and lower(btrim(${DOCUMENTS.tableName})) = lower(btrim($1)) limit 1`,
    [table],
  );
  return r.rows[0]?.id ?? null;
}
