import type { z } from 'zod';
import { DEFINITION_BODIES, DEFINITION_COLUMNS, categoryBody, type DefinitionKind } from '../../domain/schemas/definitions';
import { turkishSortKey } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { addError, attributesOf, fieldValue, validate } from '../http/field-checks';
import { categoryExists, definitionNameTaken, lockNames, wouldCycle } from './checks';
import { insertDefinition, updateDefinition } from './queries';
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
  const values = {
    name: body.name,
    nameKey: turkishSortKey(body.name),
    parentId: kind === 'category' ? (body.parentId ?? null) : null,
    roles: kind === 'person' ? (body.roles ?? []) : [],
    attributes: attributesOf(body, DEFINITION_COLUMNS),
    active: body.active ?? null,
  };
  let savedId = id;
  if (savedId === undefined) savedId = await insertDefinition(q, companyId, kind, values);
  else await updateDefinition(q, savedId, kind, values);
  const row = await selectDefinition(q, kind, savedId);
  return { status: id === undefined ? 201 : 200, body: { response: definitionJson(row!) } };
}
