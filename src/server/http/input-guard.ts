import type { MiddlewareHandler } from 'hono';
import { isStorableText } from '../../domain/text/storable';
import type { AppEnv } from '../env';
import { fail, fieldErrorMap, invalid } from './errors';
import { checkIdempotencyHeader } from './idempotency';
import { readJsonBody } from './json-body';
import { isFileUpload } from './uploads';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Input the database cannot hold is refused once, here, for every /api call, before any route reads it: a
 * path with NUL names no record (404); a query parameter with NUL or a lone surrogate is a 422 on that
 * parameter; a JSON body is read and checked whole (json-body.ts: characters, infinite numbers, depth).
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isStorableText(c.req.path)) throw fail('NF10404');
    const errors = fieldErrorMap();
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (!isStorableText(name) || values.some((v) => !isStorableText(v))) errors[name] = [{ key: 'validation.badCharacters' }];
    }
    if (Object.keys(errors).length) throw invalid(errors);
    if (BODY_METHODS.has(c.req.method)) checkIdempotencyHeader(c.req.header('idempotency-key'));
    if (BODY_METHODS.has(c.req.method) && !isFileUpload(c.req.method, c.req.path)) await readJsonBody(c);
    await next();
  };
}
