import { Hono } from 'hono';
import { accountGroupBody } from '../../domain/schemas/account-groups';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { deleteAccountGroup, findAccountGroup, groupNameTaken, insertAccountGroup, listAccountGroups, renameAccountGroup } from './queries';

/**
 * /api/account-groups: Sistem → Cari Grupları. Every signed-in user reads them (the account card, list and reports
 * offer them); admins and managers with the definition authority define them. A group an account is in cannot be deleted (409 AG10001).
 */
export function accountGroupRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/account-groups', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listAccountGroups);
    return c.json({ response: { items } });
  });

  app.post('/account-groups', mayWrite, async (c) => {
    const body = await parseBody(c, accountGroupBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (await groupNameTaken(q, body.name, null)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      return findAccountGroup(q, await insertAccountGroup(q, c.var.auth.companyId, body.name));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/account-groups/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, accountGroupBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findAccountGroup(q, id))) throw fail('NF10004');
      if (await groupNameTaken(q, body.name, id)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      await renameAccountGroup(q, id, body.name);
      return findAccountGroup(q, id);
    });
    return c.json({ response: saved });
  });

  app.delete('/account-groups/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findAccountGroup(q, id))) throw fail('NF10004');
      if (!(await deleteAccountGroup(q, id))) throw fail('AG10001');
    });
    return c.json({ response: { id } });
  });
  return app;
}
