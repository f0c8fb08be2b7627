import { Hono } from 'hono';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { mayManageDevices } from '../../domain/roles';
import { deviceAuthorisationBody, type deviceAuthorisationSchema, type offlineDeviceListSchema } from '../../domain/schemas/offline';
import { authoriseDevice, listDevices, releaseDevice, requireAuthorisedDevice } from './devices';
import { pageLimit, pageOffset } from '../../domain/schemas/fields';
import { accountPage, productPage } from './downloads';
import type { offlineAccountPageSchema, offlineProductPageSchema } from '../../domain/schemas/offline';

export const OFFLINE_READ_ROLES = ['operator', 'manager'] as const;
export const OFFLINE_PAGE_MAX = 5000;

export const pageQuery = z.object({
  after: pageOffset,
  limit: pageLimit(OFFLINE_PAGE_MAX, OFFLINE_PAGE_MAX),
});

/** GET /api/offline/products and /accounts: the catalogue and the accounts the till keeps in the browser. */
export function offlineRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireRole(...OFFLINE_READ_ROLES));
  app.use('/products', requireAuthorisedDevice());
  app.use('/accounts', requireAuthorisedDevice());

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

  /** The caller's device for the offline till: one per user (offline_devices' key), refused on another until released. */
  app.post('/device', async (c) => {
    const { deviceId } = await parseBody(c, deviceAuthorisationBody);
    const { companyId, id } = c.var.auth;
    const device = await c.var.db.company(companyId, (q) => authoriseDevice(q, companyId, id, deviceId));
    return c.json({ response: device satisfies z.input<typeof deviceAuthorisationSchema> });
  });

  app.get('/devices', async (c) => {
    if (!mayManageDevices(c.var.auth.roles)) throw fail('PE10003');
    const items = await c.var.db.company(c.var.auth.companyId, listDevices);
    return c.json({ response: { items } satisfies z.input<typeof offlineDeviceListSchema> });
  });

  app.delete('/devices/:id', async (c) => {
    if (!mayManageDevices(c.var.auth.roles)) throw fail('PE10003');
    const userId = idParam(c);
    await c.var.db.company(c.var.auth.companyId, (q) => releaseDevice(q, userId));
    return c.body(null, 204);
  });

  return app;
}
