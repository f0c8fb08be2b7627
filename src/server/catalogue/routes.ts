import { Hono } from 'hono';
import { toIsbn13 } from '../../domain/identifiers/isbn';
import { catalogueListQuery, catalogueStockCardsBody, storeUpdatesBody } from '../../domain/schemas/catalogue';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { cardLocation, createCardsFromEntries, missingEntries, storeComparison, updateCardsFromEntries } from './cards-queries';
import { findEntry, findManufacturer, listManufacturers } from './entries-queries';
import { searchEntries } from './entries-search';
import { catalogueKeeperRoutes } from './keeper-routes';
import { cataloguePublishingRoutes } from './publishing-routes';

/**
 * /api/catalogue: the shared catalogue as every company uses it. Any signed-in user reads the entries and
 * manufacturers (/kibourunlist); a user with the definition authority draws the company's own cards from entries
 * in one step and brings linked cards up to their entries (/kibourun/stokmagaza). The keeper's writes:
 * keeper-routes.ts; the company's publishing (/modul/katalog/*): publishing-routes.ts.
 */
export function catalogueRoutes() {
  const app = new Hono<AppEnv>();
  const mayDefine = requireDefinitionAuthority();

  app.get('/catalogue/entries', async (c) => {
    const { q, limit, offset } = parseWith(catalogueListQuery, c.req.query());
    const page = await c.var.db.company(c.var.auth.companyId, (db) => searchEntries(db, q, limit, offset));
    return c.json({ response: page });
  });

  app.get('/catalogue/entries/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const entry = await c.var.db.company(c.var.auth.companyId, (q) => findEntry(q, id));
    if (!entry) throw fail('NF10004');
    return c.json({ response: entry });
  });

  app.get('/catalogue/manufacturers', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listManufacturers);
    return c.json({ response: { items } });
  });

  app.get('/catalogue/manufacturers/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const found = await c.var.db.company(c.var.auth.companyId, (q) => findManufacturer(q, id));
    if (!found) throw fail('NF10004');
    return c.json({ response: found });
  });

  app.post('/catalogue/stock-cards', mayDefine, async (c) => {
    const body = await parseBody(c, catalogueStockCardsBody);
    const ids = [...new Set(body.entryIds)];
    const out = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const missing = await missingEntries(q, ids);
      if (missing.length) throw invalid({ entryIds: [{ key: 'catalogue.entryNotFound', values: { ids: missing.join(', ') } }] });
      const locationId = await cardLocation(q, body.locationId);
      if (locationId === null) throw invalid({ locationId: [{ key: body.locationId === undefined ? 'validation.locationRequired' : 'validation.invalid' }] });
      return createCardsFromEntries(q, c.var.auth.companyId, ids, locationId, toIsbn13);
    });
    return c.json({ response: { createdProductIds: out.created, existingProductIds: out.existing } }, 201);
  });

  app.get('/catalogue/store-comparison', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, storeComparison);
    return c.json({ response: { items } });
  });

  app.post('/catalogue/store-updates', mayDefine, async (c) => {
    const body = await parseBody(c, storeUpdatesBody);
    const updated = await c.var.db.company(c.var.auth.companyId, (q) => updateCardsFromEntries(q, [...new Set(body.productIds)], body.fields));
    return c.json({ response: { updatedProductIds: updated } });
  });

  app.route('/', catalogueKeeperRoutes());
  app.route('/', cataloguePublishingRoutes());
  return app;
}
