import { Hono } from 'hono';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { parseWith } from '../http/validate';
import { pageLimit, pageOffset } from '../../domain/schemas/fields';
import { accountPage, productPage } from './downloads';

export const OFFLINE_READ_ROLES = ['operator', 'manager'] as const;
export const OFFLINE_PAGE_MAX = 5000;

const pageQuery = z.object({
  after: pageOffset,
  limit: pageLimit(OFFLINE_PAGE_MAX, OFFLINE_PAGE_MAX),
});

/** GET /api/offline/products and /accounts: the catalogue and the accounts the till keeps in the browser. */
export function offlineRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireRole(...OFFLINE_READ_ROLES));

  app.get('/products', async (c) => {
    const { after, limit } = parseWith(pageQuery, c.req.query());
    const companyId = c.var.auth.companyId;
    return c.json({ response: await c.var.db.company(companyId, (db) => productPage(db, companyId, after, limit)) });
  });

  app.get('/accounts', async (c) => {
    const { after, limit } = parseWith(pageQuery, c.req.query());
    const companyId = c.var.auth.companyId;
    return c.json({ response: await c.var.db.company(companyId, (db) => accountPage(db, companyId, after, limit)) });
  });

  return app;
}
