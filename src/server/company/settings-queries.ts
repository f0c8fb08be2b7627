import type { Queryable } from '../db/database';

/**
 * A group of company settings kept in columns of `companies` with a version column of its own (migration 069).
 * Column names come from the code's own tables of settings, never from a request.
 */
export interface SettingsColumns {
  columns: readonly string[];
  versionColumn: string;
}

const selectList = (g: SettingsColumns) => `${g.columns.join(', ')}, ${g.versionColumn} as version`;

export async function readSettings(q: Queryable, companyId: number, g: SettingsColumns): Promise<Record<string, unknown> | undefined> {
  const r = await q.query<Record<string, unknown>>(`select ${selectList(g)} from companies where id = $1`, [companyId]);
  return r.rows[0];
}

/** Saves the values (in `columns` order) if the group is still at `version`; undefined when someone saved it in between. */
export async function updateSettings(
  q: Queryable,
  companyId: number,
  g: SettingsColumns,
  version: number,
  values: readonly unknown[],
): Promise<Record<string, unknown> | undefined> {
  const sets = g.columns.map((col, i) => `${col} = $${i + 3}`).join(', ');
  const r = await q.query<Record<string, unknown>>(
    `update companies set ${sets}, ${g.versionColumn} = ${g.versionColumn} + 1 where id = $1 and ${g.versionColumn} = $2 returning ${selectList(g)}`,
    [companyId, version, ...values],
  );
  return r.rows[0];
}
