import { Hono, type Context } from 'hono';
import { definitionListQuery, isDefinitionKind, type DefinitionKind, type definitionPageSchema } from '../../domain/schemas/definitions';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { idempotentWrite, readJsonBody } from '../http/write';
import { saveLocation, saveWarehouse } from './stores';
import { listDefinitions } from './queries';
import { definitionJson, selectDefinition } from './views';
import { saveDefinition } from './write';
import type { z } from 'zod';

/** The `{kind}` of the path; an unknown kind is an unknown address (404). */
function kindParam(c: Context<AppEnv>): DefinitionKind {
  const kind = c.req.param('kind') ?? '';
  if (!isDefinitionKind(kind)) throw fail('NF10404');
  return kind;
}

/**
 * /api/definitions/{kind} (list, one, create, replace) and the writes of /api/warehouses and /api/locations
 * (their lists are in stores-routes.ts and masterdata/routes.ts). Lists sort in Turkish alphabetical order;
 * `q` matches the name ignoring case and Turkish marks. Writes: the definition authority (src/domain/authorities.ts), Idempotency-Key honoured.
 */
export function definitionRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/definitions/:kind', async (c) => {
    const kind = kindParam(c);
    const { q, role, active, limit, offset } = parseWith(definitionListQuery, c.req.query());
    const filter = { q, role, active: active === undefined ? undefined : active === 'true', limit, offset };
    const rows = await c.var.db.company(c.var.auth.companyId, (db) => listDefinitions(db, kind, filter));
    return c.json({ response: { items: rows.map(definitionJson), total: rows[0]?.total ?? 0 } satisfies z.input<typeof definitionPageSchema> });
  });

  app.get('/definitions/:kind/:id{[0-9]+}', async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const row = await c.var.db.company(c.var.auth.companyId, (db) => selectDefinition(db, kind, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: definitionJson(row) });
  });

  app.post('/definitions/:kind', mayWrite, async (c) => {
    const kind = kindParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveDefinition(q, c.var.auth.companyId, kind, json));
  });

  app.put('/definitions/:kind/:id{[0-9]+}', mayWrite, async (c) => {
    const kind = kindParam(c);
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveDefinition(q, c.var.auth.companyId, kind, json, id));
  });

  app.post('/warehouses', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveWarehouse(q, c.var.auth.companyId, json));
  });

  app.put('/warehouses/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveWarehouse(q, c.var.auth.companyId, json, id));
  });

  app.post('/locations', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveLocation(q, c.var.auth.companyId, json));
  });

  app.put('/locations/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveLocation(q, c.var.auth.companyId, json, id));
  });

  return app;
}
