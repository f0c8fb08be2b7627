import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope } from '../../domain/schemas/envelope';
import type { AppEnv } from '../env';
import { ApiError, refusedByRule, type FieldError } from './errors';
import { translate, type Lang } from './i18n';
import { isUniqueViolation } from './field-checks';

export type ErrorBody = ErrorEnvelope;

export function errorBody(err: ApiError, lang: Lang): ErrorBody {
  const t = (f: FieldError) => translate(lang, f.key, f.values);
  const body: ErrorBody = { message: translate(lang, err.messageKey, err.values), code: err.code };
  if (err.fields) body.errors = Object.fromEntries(Object.entries(err.fields).map(([field, list]) => [field, list.map(t)]));
  if (err.transactions) body.transactions = err.transactions.map((f) => ({ message: t(f) }));
  return body;
}

/**
 * Row rules the database enforces behind the server's own checks (a race lost on PostgreSQL): the unique
 * index's name → the refusal the check would have given.
 */
const CONSTRAINT_REFUSALS: Readonly<Record<string, () => ApiError>> = {
  // a posSale saved elsewhere than /api/tables onto a table that has an open bill (migration 012)
  documents_open_table: () => new ApiError(409, 'tables.occupied', 'tables.taken'),
  // a second open session of one cash box (migration 017)
  documents_open_cash_session: () => refusedByRule('cashbox.alreadyOpen'),
};

export function sendError(c: Context<AppEnv>, err: unknown): Response {
  const lang = c.var.lang ?? 'tr';
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err, lang), err.status as ContentfulStatusCode);
  }
  const refusal = isUniqueViolation(err) ? CONSTRAINT_REFUSALS[(err as { constraint?: string }).constraint ?? ''] : undefined;
  if (refusal) return c.json(errorBody(refusal(), lang), 409);
  console.error(err);
  return c.json({ message: translate(lang, 'errors.SV10000'), code: 'SV10000' } satisfies ErrorBody, 500);
}
