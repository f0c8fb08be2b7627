import type { Context } from 'hono';
import { recordIdValue } from '../../domain/schemas/fields';
import type { AppEnv } from '../env';
import { fail } from './errors';

/** The `:id` of a path: a record id of the company's tables (1..2147483647), or 404 (never a database error for a huge number). */
export function idParam(c: Context<AppEnv>, name = 'id'): number {
  const id = recordIdValue(c.req.param(name) ?? '');
  if (id === null) throw fail('NF10004');
  return id;
}
