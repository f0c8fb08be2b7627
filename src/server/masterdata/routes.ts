import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { pageLimit, pageOffset } from '../../domain/schemas/fields';
import { masterDataCreateRoutes } from './create';
import { accountUpdateRoutes } from './account-update';
import { searchAccounts } from './accounts-search';
import { productUpdateRoutes } from './product-update';
import { criticalProducts, searchProducts } from './products-search';
import { listLocations, locationJson } from '../definitions/public';
import { accountJson, productJson, selectAccount, selectProduct } from './views';
import type { accountPageSchema } from '../../domain/schemas/accounts';
import type { locationPageSchema } from '../../domain/schemas/definitions';
import type { productPageSchema } from '../../domain/schemas/products';

export { decimalString } from './views';

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: pageLimit(500, 50),
  offset: pageOffset,
});
/** the stock list also lists only the cards at or under their critical stock */
export const productListQuery = listQuery.extend({ only: z.enum(['critical'], 'validation.invalid').optional() });

/** The account list also takes `groupId`: only the accounts of that group (Sistem → Cari Grupları). */
export const accountListQuery = listQuery.extend({ groupId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

export function masterDataRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/products', async (c) => {
    const { q, limit, offset, only } = parseWith(productListQuery, c.req.query());
    const found = await c.var.db.company(c.var.auth.companyId, (db) =>
      only === 'critical' ? criticalProducts(db, q, limit, offset) : searchProducts(db, q, limit, offset),
    );
    return c.json({ response: { items: found.rows.map(productJson), total: found.total } satisfies z.input<typeof productPageSchema> });
  });

  app.get('/accounts', async (c) => {
    const { q, limit, offset, groupId } = parseWith(accountListQuery, c.req.query());
    const found = await c.var.db.company(c.var.auth.companyId, (db) => searchAccounts(db, q, limit, offset, groupId));
    return c.json({ response: { items: found.rows.map(accountJson), total: found.total } satisfies z.input<typeof accountPageSchema> });
  });

  app.get('/products/:id{[0-9]+}', async (c) => {
    const auth = c.var.auth;
    const id = idParam(c);
    const row = await c.var.db.company(auth.companyId, (db) => selectProduct(db, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: productJson(row) });
  });

  app.get('/accounts/:id{[0-9]+}', async (c) => {
    const auth = c.var.auth;
    const id = idParam(c);
    const row = await c.var.db.company(auth.companyId, (db) => selectAccount(db, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: accountJson(row) });
  });

  // POST /products and POST /accounts (create.ts): mounted here so they share these paths' authentication
  app.route('/', masterDataCreateRoutes());
  app.route('/', productUpdateRoutes());
  app.route('/', accountUpdateRoutes());

  app.get('/locations', async (c) => {
    const auth = c.var.auth;
    const rows = await c.var.db.company(auth.companyId, listLocations);
    return c.json({ response: { items: rows.map(locationJson), total: rows.length } satisfies z.input<typeof locationPageSchema> });
  });

  return app;
}
