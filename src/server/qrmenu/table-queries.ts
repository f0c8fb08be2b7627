import { randomBytes } from 'node:crypto';
import type { QrMenuTable } from '../../domain/schemas/qr-menu';
import type { Queryable } from '../db/database';

/** A table's code in its QR: 128 random bits, so that no one reaches another table's (or company's) menu by guessing. */
export const newTableCode = (): string => randomBytes(16).toString('base64url');

export async function listMenuTables(q: Queryable): Promise<QrMenuTable[]> {
  const r = await q.query<QrMenuTable>(`select id, name, code from qr_menu_tables order by position, id`);
  return r.rows;
}

/** Adds a table at the end; null when the company already has one of that name (compared as the till compares them). */
export async function addMenuTable(q: Queryable, companyId: number, name: string): Promise<QrMenuTable | null> {
  const r = await q.query<QrMenuTable>(
    `insert into qr_menu_tables (company_id, name, code, position)
     values ($1, $2, $3, coalesce((select max(position) + 1 from qr_menu_tables), 0))
     on conflict (company_id, lower(btrim(name))) do nothing
     returning id, name, code`,
    [companyId, name, newTableCode()],
  );
  return r.rows[0] ?? null;
}

/** Removes a table and its guests' orders; its QR code finds nothing any more. */
export async function removeMenuTable(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`delete from qr_menu_tables where id = $1`, [id])).rowCount > 0;
}

/** The table a QR code names, and its company (run as the owner: the code alone names the company). */
export async function tableByCode(q: Queryable, code: string): Promise<{ companyId: number; tableId: number; tableName: string; companyName: string } | null> {
  const r = await q.query<{ companyId: number; tableId: number; tableName: string; companyName: string }>(
    `select t.company_id as "companyId", t.id as "tableId", t.name as "tableName", c.name as "companyName"
       from qr_menu_tables t join companies c on c.id = t.company_id where t.code = $1`,
    [code],
  );
  return r.rows[0] ?? null;
}
