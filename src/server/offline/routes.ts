import { Hono } from 'hono';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { parseWith } from '../http/validate';
import { pageLimit, pageOffset } from '../../domain/schemas/fields';
import { accountPage, productPage } from './downloads';
import type { offlineAccountPageSchema, offlineProductPageSchema } from '../../domain/schemas/offline';

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
    const page = await c.var.db.company(companyId, (db) => productPage(db, companyId, after, limit));
    return c.json({ response: page satisfies z.input<typeof offlineProductPageSchema> });
  });

  app.get('/accounts', async (c) => {
    const { after, limit } = parseWith(pageQuery, c.req.query());
    const companyId = c.var.auth.companyId;
    const page = await c.var.db.company(companyId, (db) => accountPage(db, companyId, after, limit));
    return c.json({ response: page satisfies z.input<typeof offlineAccountPageSchema> });
  });

  return app;
}
