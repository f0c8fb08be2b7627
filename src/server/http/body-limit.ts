import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { sendError } from './envelope';
import { fail } from './errors';
import { isFileUpload } from './uploads';

/** contract.md "Limits every call honours": a 1,250-line receipt fits well inside. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A body over 1 MB answers 413 RQ10001 before it is read whole: at once when Content-Length says so, else
 * as soon as the bytes read pass the limit. File uploads keep their own limit (uploads.ts).
 */
export function limitBody(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // the rest of the body is never read: the connection cannot carry another request after this reply
    onError: (c) => sendError(c, fail('RQ10001', {}, { Connection: 'close' })),
  });
  return (c, next) => (isFileUpload(c.req.method, c.req.path) ? next() : limit(c, next));
}
