import { Hono } from 'hono';
import { passwordChangeBody, type passwordChangeResponseSchema } from '../../domain/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findPasswordHash, updatePassword } from '../auth/queries';
import { recordFailure, secondsToWait } from '../auth/throttle';
import { issueToken } from '../auth/tokens';
import type { AppEnv } from '../env';
import { fail, invalid, type FieldError } from '../http/errors';
import { translate } from '../http/i18n';
import { parseBody } from '../http/validate';
import type { z } from 'zod';

/**
 * PUT /api/user/myprofile: the password change (with the current password) or the renewal of an expired one
 * (src/domain/schemas/auth.ts says which). It ends every other session of the user and answers a fresh token
 * for this one, the token it was made with ending too.
 */
export function profileRoutes(signingKey: Uint8Array) {
  const app = new Hono<AppEnv>();
  app.put('/user/myprofile', async (c) => {
    const auth = c.var.auth;
    const db = c.var.db;
    const body = await parseBody(c, passwordChangeBody(auth.expiredPassword));
    const errors: Record<string, FieldError[]> = {};
    // the spec sends the user's own e-mail as `name`: anything else would change another account
    if (body.name.toLowerCase() !== auth.email.toLowerCase()) errors.name = [{ key: 'validation.invalid' }];
    if (body.currentPassword !== undefined) {
      // guessing the current password with a session left open is throttled like guessing at log-in
      const attempt = { email: auth.email.toLowerCase(), clientIp: c.var.clientIp };
      const wait = await db.system((q) => secondsToWait(q, attempt));
      if (wait > 0) throw fail('AU10003', { seconds: wait }, { 'Retry-After': String(wait) });
      const stored = await db.company(auth.companyId, (q) => findPasswordHash(q, auth.companyId, auth.id));
      if (!(await verifyPassword(body.currentPassword, stored))) {
        await db.system((q) => recordFailure(q, attempt));
        errors.currentPassword = [{ key: 'validation.wrongCurrentPassword' }];
      }
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const hash = await hashPassword(body.password);
    const epoch = await db.company(auth.companyId, (q) => updatePassword(q, auth.companyId, auth.id, hash, auth.sessionEpoch));
    // another session changed the password since this token was checked: this one has ended too
    if (epoch === null) throw fail('AU10001');
    const { token, expiresIn } = await issueToken(signingKey, auth.id, auth.companyId, epoch);
    return c.json({
      response: { authorization: { access_token: token, expires_in: expiresIn } } satisfies z.input<typeof passwordChangeResponseSchema>,
      message: translate(c.var.lang, 'messages.passwordChanged'),
    });
  });
  return app;
}
