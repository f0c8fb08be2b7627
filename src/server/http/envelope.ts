import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { ApiError, type FieldError } from './errors';
import { translate, type Lang } from './i18n';
import { isUniqueViolation } from '../masterdata/field-checks';

export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
  transactions?: { message: string }[];
}

export function errorBody(err: ApiError, lang: Lang): ErrorBody {
  const t = (f: FieldError) => translate(lang, f.key, f.values);
  const body: ErrorBody = { message: translate(lang, err.messageKey, err.values), code: err.code };
  if (err.fields) body.errors = Object.fromEntries(Object.entries(err.fields).map(([field, list]) => [field, list.map(t)]));
  if (err.transactions) body.transactions = err.transactions.map((f) => ({ message: t(f) }));
  return body;
}

export function sendError(c: Context<AppEnv>, err: unknown): Response {
  const lang = c.var.lang ?? 'tr';
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err, lang), err.status as ContentfulStatusCode);
  }
  // a posSale saved elsewhere than /api/tables onto a table that has an open bill (migration 012's index)
  if (isUniqueViolation(err) && (err as { constraint?: string }).constraint === 'documents_open_table') {
    return c.json(errorBody(new ApiError(409, 'tables.occupied', 'tables.taken'), lang), 409);
  }
  console.error(err);
  return c.json({ message: translate(lang, 'errors.SV10000'), code: 'SV10000' }, 500);
}
