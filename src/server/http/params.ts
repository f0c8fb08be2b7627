import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { fail } from './errors';

const MAX_ID = 2_147_483_647;

/** The `:id` of a path: a record id of the company's tables, or 404 (never a database error for a huge number). */
export function idParam(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw fail('NF10004');
  return id;
}
