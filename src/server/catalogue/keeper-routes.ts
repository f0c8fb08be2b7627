import { Hono, type MiddlewareHandler } from 'hono';
import { mayKeepCatalogue } from '../../domain/catalogue/keeper';
import { catalogueEntryBody, catalogueListQuery, catalogueManufacturerBody, type CatalogueEntryBody } from '../../domain/schemas/catalogue';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import {
  attentionEntries,
  findEntry,
  findManufacturer,
  insertEntry,
  insertManufacturer,
  lockEntryVersion,
  lockManufacturerVersion,
  manufacturerExists,
  manufacturerNameTaken,
  updateEntry,
  updateManufacturer,
} from './entries-queries';

/** Only the catalogue's keeper (domain/catalogue/keeper.ts): anyone else is a 403, whatever the body. */
const requireKeeper = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!mayKeepCatalogue(c.var.auth)) throw fail('PE10003');
  await next();
};

async function checkEntry(q: Queryable, body: CatalogueEntryBody): Promise<void> {
  if (body.manufacturerId != null && !(await manufacturerExists(q, body.manufacturerId))) {
    throw invalid({ manufacturerId: [{ key: 'stock.validation.manufacturerNotFound' }] });
  }
}

/**
 * The keeper's side of the shared catalogue (/kibourun/list, yeni, duzen, cogalt, uretici, kontrol): entries and
 * manufacturers written in the keeper's own company context, where the tables' policies let it write. A copy
 * (cogalt) is a new entry the page fills from another.
 */
export function catalogueKeeperRoutes() {
  const app = new Hono<AppEnv>();
  const keeper = requireKeeper();

  app.post('/catalogue/entries', keeper, async (c) => {
    const body = await parseBody(c, catalogueEntryBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await checkEntry(q, body);
      return findEntry(q, await insertEntry(q, c.var.auth.companyId, body));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/catalogue/entries/:id{[0-9]+}', keeper, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, catalogueEntryBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const current = await lockEntryVersion(q, id);
      if (current === undefined) throw fail('NF10004');
      if (body.version !== undefined && body.version !== current) throw fail('DC10009');
      await checkEntry(q, body);
      await updateEntry(q, id, c.var.auth.companyId, body);
      return findEntry(q, id);
    });
    return c.json({ response: saved });
  });

  app.get('/catalogue/checks', keeper, async (c) => {
    const { limit, offset } = parseWith(catalogueListQuery, c.req.query());
    const items = await c.var.db.company(c.var.auth.companyId, (q) => attentionEntries(q, limit, offset));
    return c.json({ response: { items } });
  });

  app.post('/catalogue/manufacturers', keeper, async (c) => {
    const body = await parseBody(c, catalogueManufacturerBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (await manufacturerNameTaken(q, body.name, 0)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      return findManufacturer(q, await insertManufacturer(q, c.var.auth.companyId, body));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/catalogue/manufacturers/:id{[0-9]+}', keeper, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, catalogueManufacturerBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const current = await lockManufacturerVersion(q, id);
      if (current === undefined) throw fail('NF10004');
      if (body.version !== undefined && body.version !== current) throw fail('DC10009');
      if (await manufacturerNameTaken(q, body.name, id)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      await updateManufacturer(q, id, c.var.auth.companyId, body);
      return findManufacturer(q, id);
    });
    return c.json({ response: saved });
  });

  return app;
}
