import { Hono } from 'hono';
import { ipAllowed } from '../../domain/authorized-ips';
import { loginBody, type loginResponseSchema, type logoutResponseSchema } from '../../domain/schemas/auth';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';
import { checkPassword } from './passwords';
import { findLoginUser, insertRevokedToken } from './queries';
import { clearFailures, recordFailure, secondsToWait } from './throttle';
import { issueToken } from './tokens';
import type { z } from 'zod';

export function authRoutes(key: Uint8Array) {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const body = await parseBody(c, loginBody);
    const email = body.email.toLowerCase();
    const attempt = { email, clientIp: c.var.clientIp };
    const db = c.var.db;
    const wait = await db.system((q) => secondsToWait(q, attempt));
    if (wait > 0) throw fail('AU10003', { seconds: wait }, { 'Retry-After': String(wait) });
    const found = await db.system((q) => findLoginUser(q, email));
    const user = await checkPassword(found, body.password);
    if (!user) {
      await db.system((q) => recordFailure(q, attempt));
      throw fail('AU10002');
    }
    // told only to whoever knows the password: a deactivated user learns why, a guesser learns nothing
    if (!user.active) throw fail('AU10008');
    await db.system((q) => clearFailures(q, attempt));
    if (!ipAllowed(user.authorized_ips, c.var.clientIp)) throw fail('AU10007');
    const { token, expiresIn } = await issueToken(key, user.id, user.company_id, user.session_epoch);
    return c.json({
      response: {
        authorization: { access_token: token, expires_in: expiresIn },
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          roles: user.roles,
          permissions: user.permissions,
          expiredPassword: user.expired_password,
        },
      } satisfies z.input<typeof loginResponseSchema>,
    });
  });

  app.post('/logout', async (c) => {
    const { jti, tokenExpiresAt } = c.var.auth;
    await c.var.db.system((q) => insertRevokedToken(q, jti, new Date(tokenExpiresAt)));
    return c.json({ response: {} satisfies z.input<typeof logoutResponseSchema> });
  });

  return app;
}
