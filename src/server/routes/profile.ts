import { Hono } from 'hono';
import { profileBody } from '../../domain/schemas/auth';
import { hashPassword } from '../auth/passwords';
import type { AppEnv } from '../env';
import { invalid } from '../http/errors';
import { translate } from '../http/i18n';
import { parseBody } from '../http/validate';

export function profileRoutes() {
  const app = new Hono<AppEnv>();
  app.put('/user/myprofile', async (c) => {
    const body = await parseBody(c, profileBody);
    const auth = c.var.auth;
    // the spec sends the user's own e-mail as `name`: anything else would change another account
    if (body.name.toLowerCase() !== auth.email.toLowerCase()) throw invalid({ name: [{ key: 'validation.invalid' }] });
    const hash = await hashPassword(body.password);
    await c.var.db.company(auth.companyId, (q) =>
      q.query(`update users set password_hash = $3, expired_password = false, password_changed_at = now() where company_id = $1 and id = $2`, [
        auth.companyId,
        auth.id,
        hash,
      ]),
    );
    return c.json({ response: {}, message: translate(c.var.lang, 'messages.passwordChanged') });
  });
  return app;
}
