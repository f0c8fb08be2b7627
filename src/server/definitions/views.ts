import { foldForSearch } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import type { z } from 'zod';
import type { definitionSchema } from '../../domain/schemas/definitions';

/** A definitions row as selected by DEFINITION_SELECT, and its JSON: the attributes beside the columns. */
export interface DefinitionRow {
  id: number;
  kind: string;
  name: string;
  parent_id: number | null;
  roles: string[];
  attributes: Record<string, unknown>;
  active: boolean;
  total?: number;
}

export const DEFINITION_SELECT = `select d.id, d.kind, d.name, d.parent_id, d.roles, d.attributes, d.active`;

export function definitionJson(r: DefinitionRow): z.input<typeof definitionSchema> {
  return { ...r.attributes, id: r.id, kind: r.kind, name: r.name, parentId: r.parent_id, roles: r.roles, active: r.active };
}

export async function selectDefinition(q: Queryable, kind: string, id: number): Promise<DefinitionRow | null> {
  const r = await q.query<DefinitionRow>(`${DEFINITION_SELECT} from definitions d where d.kind = $1 and d.id = $2`, [kind, id]);
  return r.rows[0] ?? null;
}

/**
 * Letters that foldForSearch turns into plain ones, for SQL `translate(name, from, to)`: with lower() after it
 * the database folds a name as foldForSearch folds what the user typed ("ogretmen" finds "Öğretmen"), without
 * relying on the database's collation (PGlite has no ICU).
 */
const MARKED = 'İIıĞğÜüŞşÖöÇçÂâÎîÛûÊêÉéÈèÀàÁáÄäÔôÓóÍíÌìÚúÙùÑñ';
export const FOLD_FROM = MARKED;
export const FOLD_TO = [...MARKED].map((ch) => foldForSearch(ch)).join('');
if ([...FOLD_TO].length !== [...FOLD_FROM].length) throw new Error('every marked letter must fold to one letter');

/** The SQL of a name folded for search, with the two translate parameters' positions. */
export const foldedName = (column: string, fromParam: number, toParam: number) => `lower(translate(${column}, $${fromParam}, $${toParam}))`;
