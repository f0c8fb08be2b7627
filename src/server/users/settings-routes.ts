import { Hono } from 'hono';
import type { z } from 'zod';
import { ownSettingsBody, type ownSettingsSchema } from '../../domain/schemas/user-settings';
import type { Queryable } from '../db/database';
import { warehouseExists } from '../definitions/public';
import type { AppEnv } from '../env';
import { fail, invalid, type FieldError } from '../http/errors';
import { parseBody } from '../http/validate';
import { cashBoxIsCash, findOwnSettings, updateOwnSettings } from './queries';

async function ownSettings(q: Queryable, companyId: number, userId: number) {
  const row = await findOwnSettings(q, companyId, userId);
  if (!row) throw fail('NF10004');
  return { defaultCashBoxId: row.default_cash_box_id, defaultWarehouseId: row.default_warehouse_id } satisfies z.input<typeof ownSettingsSchema>;
}

/** GET and PUT /api/user/settings: every signed-in user's own defaults (Hesap Ayarları); nobody else's. */
export function userSettingsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/user/settings', async (c) => {
    const { companyId, id } = c.var.auth;
    return c.json({ response: await c.var.db.company(companyId, (q) => ownSettings(q, companyId, id)) });
  });

  app.put('/user/settings', async (c) => {
    const { companyId, id } = c.var.auth;
    const body = await parseBody(c, ownSettingsBody);
    const saved = await c.var.db.company(companyId, async (q) => {
      const errors: Record<string, FieldError[]> = {};
      if (body.defaultCashBoxId !== null && !(await cashBoxIsCash(q, body.defaultCashBoxId))) errors.defaultCashBoxId = [{ key: 'validation.cashBoxNotFound' }];
      if (body.defaultWarehouseId !== null && !(await warehouseExists(q, body.defaultWarehouseId))) {
        errors.defaultWarehouseId = [{ key: 'validation.warehouseNotFound' }];
      }
      if (Object.keys(errors).length) throw invalid(errors);
      await updateOwnSettings(q, companyId, id, body);
      return ownSettings(q, companyId, id);
    });
    return c.json({ response: saved });
  });
  return app;
}
