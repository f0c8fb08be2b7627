import type { z } from 'zod';
import { DEFINITION_BODIES, DEFINITION_COLUMNS, categoryBody, type DefinitionKind } from '../../domain/schemas/definitions';
import { turkishSortKey } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { addError, attributesOf, fieldValue, validate } from '../masterdata/field-checks';
import { categoryExists, definitionNameTaken, lockNames, wouldCycle } from './checks';
import { definitionJson, selectDefinition } from './views';

interface Saved {
  name: string;
  active?: boolean;
  parentId?: number;
  roles?: string[];
}

/**
 * POST (id undefined) and PUT of /api/definitions/{kind}: every invalid field in one 422 (zod's, then the
 * name taken, the parent missing or closing a cycle) and nothing written on any error. PUT replaces the
 * record; an absent `active` keeps the current state. Definitions are never deleted, only made passive.
 */
export async function saveDefinition(q: Queryable, companyId: number, kind: DefinitionKind, raw: unknown, id?: number): Promise<StoredReply> {
  await lockNames(q, `definitions:${kind}`);
  if (id !== undefined && !(await selectDefinition(q, kind, id))) throw fail('NF10004');

  const schema: z.ZodObject = DEFINITION_BODIES[kind];
  const { data, errors } = validate(schema, raw);
  const name = fieldValue(schema, raw, errors, 'name') as string | undefined;
  if (name !== undefined && (await definitionNameTaken(q, kind, name, id))) addError(errors, 'name', 'validation.nameTaken');
  if (kind === 'category') {
    const parentId = fieldValue(categoryBody, raw, errors, 'parentId');
    if (parentId !== undefined) {
      if (!(await categoryExists(q, parentId))) addError(errors, 'parentId', 'validation.parentNotFound');
      else if (id !== undefined && (await wouldCycle(q, id, parentId))) addError(errors, 'parentId', 'validation.parentCycle');
    }
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const body = data as Saved & Record<string, unknown>;
  const params = [
    body.name,
    turkishSortKey(body.name),
    kind === 'category' ? (body.parentId ?? null) : null,
    kind === 'person' ? (body.roles ?? []) : [],
    JSON.stringify(attributesOf(body, DEFINITION_COLUMNS)),
    body.active ?? null,
  ];
  let savedId: number;
  if (id === undefined) {
    const r = await q.query<{ id: number }>(
      `insert into definitions (company_id, kind, name, name_key, parent_id, roles, attributes, active)
       values ($7, $8, $1, $2, $3, $4, $5::jsonb, coalesce($6::boolean, true)) returning id`,
      [...params, companyId, kind],
    );
    savedId = r.rows[0]!.id;
  } else {
    await q.query(
      `update definitions set name = $1, name_key = $2, parent_id = $3, roles = $4, attributes = $5::jsonb, active = coalesce($6::boolean, active)
        where id = $7 and kind = $8`,
      [...params, id, kind],
    );
    savedId = id;
  }
  const row = await selectDefinition(q, kind, savedId);
  return { status: id === undefined ? 201 : 200, body: { response: definitionJson(row!) } };
}
