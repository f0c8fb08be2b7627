import { Hono } from 'hono';
import { dimensionBody, type DimensionBody } from '../../../domain/schemas/variants';
import { requireDefinitionAuthority } from '../../auth/middleware';
import type { Queryable } from '../../db/database';
import type { AppEnv } from '../../env';
import { fail, invalid } from '../../http/errors';
import { idParam } from '../../http/params';
import { parseBody } from '../../http/validate';
import {
  deleteDimension,
  dimensionNameTaken,
  findDimension,
  insertDimension,
  listDimensions,
  lockDimension,
  lockDimensionNames,
  renameDimension,
  replaceValues,
} from './dimension-queries';

async function saveValues(q: Queryable, companyId: number, id: number, body: DimensionBody): Promise<void> {
  const { unknownIds, inUse } = await replaceValues(q, companyId, id, body.values);
  if (unknownIds.length)
    throw invalid(
      Object.fromEntries(
        body.values.flatMap((v, i) => (v.id !== undefined && unknownIds.includes(v.id) ? [[`values.${i}.id`, [{ key: 'validation.invalid' }]]] : [])),
      ),
    );
  if (inUse) throw fail('VR10001');
}

/**
 * /api/variant-dimensions: Sistem → Varyant. Every signed-in user reads them (the product card and the till's picker
 * offer them); admins and managers with the definition authority define them. A value a variant has cannot be
 * removed, nor its dimension deleted (409 VR10001).
 */
export function dimensionRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/variant-dimensions', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listDimensions);
    return c.json({ response: { items } });
  });

  app.post('/variant-dimensions', mayWrite, async (c) => {
    const body = await parseBody(c, dimensionBody);
    const companyId = c.var.auth.companyId;
    const saved = await c.var.db.company(companyId, async (q) => {
      await lockDimensionNames(q);
      if (await dimensionNameTaken(q, body.name, null)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      const id = await insertDimension(q, companyId, body.name);
      await saveValues(q, companyId, id, body);
      return findDimension(q, id);
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/variant-dimensions/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, dimensionBody);
    const companyId = c.var.auth.companyId;
    const saved = await c.var.db.company(companyId, async (q) => {
      await lockDimensionNames(q);
      if (!(await lockDimension(q, id))) throw fail('NF10004');
      if (await dimensionNameTaken(q, body.name, id)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      await renameDimension(q, id, body.name);
      await saveValues(q, companyId, id, body);
      return findDimension(q, id);
    });
    return c.json({ response: saved });
  });

  app.delete('/variant-dimensions/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await lockDimension(q, id))) throw fail('NF10004');
      if (!(await deleteDimension(q, id))) throw fail('VR10001');
    });
    return c.json({ response: { id } });
  });
  return app;
}
