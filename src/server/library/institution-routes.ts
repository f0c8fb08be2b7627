import { Hono } from 'hono';
import type { z } from 'zod';
import { INSTITUTION_READ_ROLES } from '../../domain/roles';
import type { institutionDetailSchema, institutionPageSchema } from '../../domain/schemas/institutions';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { institutionDetail, listInstitutions } from './institutions';
import { companyToday } from '../clock';

/** GET /api/institutions and /api/institutions/:accountId: the schools and companies library members belong to. */
export function institutionRoutes() {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...INSTITUTION_READ_ROLES);
  app.get('/institutions', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => listInstitutions(q, await companyToday(q)));
    return c.json({ response: { items, total: items.length } satisfies z.input<typeof institutionPageSchema> });
  });
  app.get('/institutions/:id{[0-9]+}', mayRead, async (c) => {
    const id = idParam(c);
    const detail = await c.var.db.company(c.var.auth.companyId, async (q) => institutionDetail(q, id, await companyToday(q)));
    if (!detail) throw fail('NF10004');
    return c.json({ response: detail satisfies z.input<typeof institutionDetailSchema> });
  });
  return app;
}
