import { Hono } from 'hono';
import type { z } from 'zod';
import { copyUserBody, createUserBody, updateUserBody, type userPageSchema } from '../../domain/schemas/users';
import { requireRole } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { editUser, uniqueEmail, userJson } from './edit';
import { findUser, insertUser, listUsers, type NewUser, type UserRow } from './queries';

async function createUser(q: Queryable, companyId: number, user: NewUser): Promise<UserRow> {
  const id = await insertUser(q, companyId, user);
  return (await findUser(q, companyId, id))!;
}

/** Users and their rights (spec §6), managed by the company's admins: /sistem/kullanici. */
export function userRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/users', requireRole());
  app.use('/users/*', requireRole());

  app.get('/users', async (c) => {
    const { companyId } = c.var.auth;
    const rows = await c.var.db.company(companyId, (q) => listUsers(q, companyId));
    return c.json({ response: { items: rows.map(userJson), total: rows.length } satisfies z.input<typeof userPageSchema> });
  });

  app.get('/users/:id{[0-9]+}', async (c) => {
    const { companyId } = c.var.auth;
    const id = idParam(c);
    const row = await c.var.db.company(companyId, (q) => findUser(q, companyId, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: userJson(row) });
  });

  app.post('/users', async (c) => {
    const { companyId } = c.var.auth;
    const body = await parseBody(c, createUserBody);
    const user: NewUser = {
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      roles: body.roles,
      permissions: body.permissions ?? [],
      authorizedIps: body.authorizedIps ?? '',
      expiredPassword: body.expiredPassword ?? false,
    };
    const row = await uniqueEmail(() => c.var.db.company(companyId, (q) => createUser(q, companyId, user)));
    return c.json({ response: userJson(row) }, 201);
  });

  app.post('/users/:id{[0-9]+}/copies', async (c) => {
    const { companyId } = c.var.auth;
    const id = idParam(c);
    const body = await parseBody(c, copyUserBody);
    const passwordHash = await hashPassword(body.password);
    const row = await uniqueEmail(() =>
      c.var.db.company(companyId, async (q) => {
        const source = await findUser(q, companyId, id);
        if (!source) throw fail('NF10004');
        return createUser(q, companyId, {
          name: body.name,
          email: body.email,
          passwordHash,
          roles: source.roles,
          permissions: source.permissions,
          authorizedIps: source.authorized_ips,
          expiredPassword: source.expired_password,
        });
      }),
    );
    return c.json({ response: userJson(row) }, 201);
  });

  app.put('/users/:id{[0-9]+}', async (c) => {
    const { companyId } = c.var.auth;
    const id = idParam(c);
    const body = await parseBody(c, updateUserBody);
    const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
    const row = await uniqueEmail(() => c.var.db.company(companyId, (q) => editUser(q, companyId, id, body, passwordHash)));
    return c.json({ response: userJson(row) });
  });

  return app;
}
