import { Hono } from 'hono';
import { createUnitBody, updateUnitBody, type UpdateUnitBody } from '../../domain/schemas/units';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid, type FieldError } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { deleteUnit, findUnit, insertUnit, listUnits, lockUnitByCode, unitCodeTaken, unitHasPacked, updateUnit } from './queries';

/**
 * A packing unit's base must be a base unit of the company, and a unit others are packed from cannot get a base
 * itself (one level: KOLI = 12 ADET, never a unit of koli). The rows are locked, so the two checks cannot cross.
 */
async function baseErrors(q: Queryable, code: string | null, body: UpdateUnitBody): Promise<Record<string, FieldError[]>> {
  if (body.baseCode === null) return {};
  const base = await lockUnitByCode(q, body.baseCode);
  if (!base || base.base_code !== null || body.baseCode === code) return { baseCode: [{ key: 'validation.baseUnitNotFound' }] };
  if (code !== null && (await unitHasPacked(q, code))) return { baseCode: [{ key: 'validation.unitIsBase' }] };
  return {};
}

/**
 * /api/units: Sistem → Birimler. Every signed-in user reads them (the stock card and the receipt grid offer them);
 * admins and managers with the definition authority define them. A unit a product or another unit names cannot be deleted (409 UN10001).
 */
export function unitRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/units', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listUnits);
    return c.json({ response: { items } });
  });

  app.post('/units', mayWrite, async (c) => {
    const body = await parseBody(c, createUnitBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const errors = await baseErrors(q, null, body);
      if (await unitCodeTaken(q, body.code)) errors.code = [{ key: 'validation.codeTaken' }];
      if (Object.keys(errors).length) throw invalid(errors);
      return findUnit(q, await insertUnit(q, c.var.auth.companyId, body));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/units/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, updateUnitBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const unit = await findUnit(q, id);
      if (!unit) throw fail('NF10004');
      await lockUnitByCode(q, unit.code);
      const errors = await baseErrors(q, unit.code, body);
      if (Object.keys(errors).length) throw invalid(errors);
      await updateUnit(q, id, body);
      return findUnit(q, id);
    });
    return c.json({ response: saved });
  });

  app.delete('/units/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findUnit(q, id))) throw fail('NF10004');
      if (!(await deleteUnit(q, id))) throw fail('UN10001');
    });
    return c.json({ response: { id } });
  });
  return app;
}
