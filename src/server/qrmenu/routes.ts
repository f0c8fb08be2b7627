import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead } from '../../../machines/access';
import { QR_MENU_SETTINGS_ROLES } from '../../domain/roles';
import {
  guestOrderDecisionBody,
  guestOrderQuery,
  qrMenuPhotoBody,
  qrMenuSettingsBody,
  qrMenuTableBody,
  type guestOrderListSchema,
  type guestOrderSchema,
  type qrMenuSettingsSchema,
  type qrMenuTableListSchema,
  type qrMenuTableSchema,
} from '../../domain/schemas/qr-menu';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid, type FieldError } from '../http/errors';
import { isUniqueViolation } from '../http/field-checks';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { decideGuestOrder, guestOrdersOf } from './guest-orders';
import { knownGroupIds, knownProductIds, menuHostTaken, readMenuSettings, saveMenuSettings, setMenuPhoto } from './settings-queries';
import { addMenuTable, listMenuTables, removeMenuTable } from './table-queries';

/**
 * /api/qr-menu: the QR menu's settings, its products' photos and its tables with their codes (/qrmenu/ayar, managers),
 * and the guests' orders of a table's bill, which the till's staff confirm or refuse.
 */
export function qrMenuRoutes() {
  const app = new Hono<AppEnv>();
  const manager = requireRole(...QR_MENU_SETTINGS_ROLES);
  app.use('/settings', manager);
  app.use('/items/*', manager);
  app.use('/tables', manager);
  app.use('/tables/*', manager);

  app.get('/settings', async (c) => {
    const s = await c.var.db.company(c.var.auth.companyId, readMenuSettings);
    return c.json({ response: s satisfies z.input<typeof qrMenuSettingsSchema> });
  });

  app.put('/settings', async (c) => {
    const body = await parseBody(c, qrMenuSettingsBody);
    const companyId = c.var.auth.companyId;
    if (body.host && (await c.var.db.system((q) => menuHostTaken(q, body.host!, companyId)))) throw invalid({ host: [{ key: 'qrmenu.hostTaken' }] });
    let saved;
    try {
      saved = await c.var.db.company(companyId, async (q) => {
        const products = await knownProductIds(
          q,
          body.items.map((i) => i.productId),
        );
        const groups = await knownGroupIds(q, body.groupIds);
        const errors: Record<string, FieldError[]> = {};
        body.items.forEach((i, n) => {
          if (!products.has(i.productId)) errors[`items.${n}.productId`] = [{ key: 'validation.productNotFound' }];
          if (body.items.findIndex((o) => o.productId === i.productId) !== n) errors[`items.${n}.productId`] = [{ key: 'qrmenu.itemTwice' }];
        });
        body.groupIds.forEach((id, n) => {
          if (!groups.has(id)) errors[`groupIds.${n}`] = [{ key: 'qrmenu.groupNotFound' }];
        });
        if (Object.keys(errors).length > 0) throw invalid(errors);
        return (await saveMenuSettings(q, companyId, body)) ? readMenuSettings(q) : null;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid({ host: [{ key: 'qrmenu.hostTaken' }] });
      throw e;
    }
    if (!saved) throw fail('QR10001');
    return c.json({ response: saved satisfies z.input<typeof qrMenuSettingsSchema> });
  });

  app.put('/items/:id/photo', async (c) => {
    const productId = idParam(c);
    const { photo } = await parseBody(c, qrMenuPhotoBody);
    const found = await c.var.db.company(c.var.auth.companyId, (q) => setMenuPhoto(q, productId, photo));
    if (!found) throw fail('NF10004');
    return c.body(null, 204);
  });

  app.get('/tables', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listMenuTables);
    return c.json({ response: { items } satisfies z.input<typeof qrMenuTableListSchema> });
  });

  app.post('/tables', async (c) => {
    const { name } = await parseBody(c, qrMenuTableBody);
    const companyId = c.var.auth.companyId;
    const table = await c.var.db.company(companyId, (q) => addMenuTable(q, companyId, name));
    if (!table) throw invalid({ name: [{ key: 'qrmenu.tableTaken' }] });
    return c.json({ response: table satisfies z.input<typeof qrMenuTableSchema> }, 201);
  });

  app.delete('/tables/:id', async (c) => {
    const id = idParam(c);
    if (!(await c.var.db.company(c.var.auth.companyId, (q) => removeMenuTable(q, id)))) throw fail('NF10004');
    return c.body(null, 204);
  });

  // the till's table screen: the guests' orders of one bill
  app.get('/guest-orders', async (c) => {
    if (!mayRead(c.var.auth, 'posSale')) throw fail('PE10003');
    const { documentId } = parseWith(guestOrderQuery, c.req.query());
    const items = await c.var.db.company(c.var.auth.companyId, (q) => guestOrdersOf(q, documentId));
    return c.json({ response: { items } satisfies z.input<typeof guestOrderListSchema> });
  });

  for (const [action, confirm] of [
    ['confirm', true],
    ['refuse', false],
  ] as const) {
    app.post(`/guest-orders/:id/${action}`, async (c) => {
      const id = idParam(c);
      await parseBody(c, guestOrderDecisionBody);
      const order = await c.var.db.company(c.var.auth.companyId, (q) => decideGuestOrder({ q, auth: c.var.auth }, id, confirm));
      return c.json({ response: order satisfies z.input<typeof guestOrderSchema> });
    });
  }

  return app;
}
