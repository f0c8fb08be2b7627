import { Hono } from 'hono';
import type { z } from 'zod';
import { DEVICE_HEADER } from '../../domain/offline-devices';
import { MOBILE_COUNT_ROLES, MOBILE_SETTINGS_ROLES } from '../../domain/roles';
import type { offlineDeviceListSchema } from '../../domain/schemas/offline';
import {
  mobileCountBody,
  mobileProductQuery,
  mobileSettingsBody,
  type mobileCountListSchema,
  type mobileCountSchema,
  type mobileProductSchema,
  type mobileSettingsSchema,
} from '../../domain/schemas/mobile';
import { requireRole } from '../auth/middleware';
import { warehouseExists } from '../definitions/public';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { listDevices, releaseDevice, requireAuthorisedDevice } from '../offline/public';
import { sendCount } from './counts';
import { listCounts, productByCode, readMobileSettings, writeMobileSettings } from './queries';

const NO_SETTINGS = { warehouseId: null, warehouseName: null, mayCount: true };

/** /api/mobile: the mobile companion's settings and phones (managers), a phone's counts and their log (/modul/mobil/*). */
export function mobileRoutes() {
  const app = new Hono<AppEnv>();
  // the settings are read by the phones as well (the warehouse they count in), written by managers
  app.on('GET', '/settings', requireRole(...MOBILE_COUNT_ROLES));
  app.on('PUT', '/settings', requireRole(...MOBILE_SETTINGS_ROLES));
  app.use('/devices', requireRole(...MOBILE_SETTINGS_ROLES));
  app.use('/devices/*', requireRole(...MOBILE_SETTINGS_ROLES));
  app.use('/products', requireRole(...MOBILE_COUNT_ROLES));
  app.use('/counts', requireRole(...MOBILE_COUNT_ROLES));
  app.on('POST', '/counts', requireAuthorisedDevice());

  app.get('/settings', async (c) => {
    const s = await c.var.db.company(c.var.auth.companyId, readMobileSettings);
    return c.json({ response: (s ?? NO_SETTINGS) satisfies z.input<typeof mobileSettingsSchema> });
  });

  app.put('/settings', async (c) => {
    const body = await parseBody(c, mobileSettingsBody);
    const { companyId, id } = c.var.auth;
    const s = await c.var.db.company(companyId, async (q) => {
      if (body.warehouseId !== null && !(await warehouseExists(q, body.warehouseId))) throw invalid({ warehouseId: [{ key: 'validation.warehouseNotFound' }] });
      await writeMobileSettings(q, companyId, id, body);
      return (await readMobileSettings(q))!;
    });
    return c.json({ response: s satisfies z.input<typeof mobileSettingsSchema> });
  });

  /** The phones authorised, one per user: the offline till's device authorisation (spec §6), which they share. */
  app.get('/devices', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listDevices);
    return c.json({ response: { items } satisfies z.input<typeof offlineDeviceListSchema> });
  });

  app.delete('/devices/:id', async (c) => {
    const userId = idParam(c);
    await c.var.db.company(c.var.auth.companyId, (q) => releaseDevice(q, userId));
    return c.body(null, 204);
  });

  app.get('/products', async (c) => {
    const { code } = parseWith(mobileProductQuery, c.req.query());
    const p = await c.var.db.company(c.var.auth.companyId, (q) => productByCode(q, code));
    if (!p) throw fail('NF10004');
    return c.json({ response: p satisfies z.input<typeof mobileProductSchema> });
  });

  app.post('/counts', async (c) => {
    const body = await parseBody(c, mobileCountBody);
    const { companyId, id } = c.var.auth;
    const deviceId = c.req.header(DEVICE_HEADER)!.trim();
    const count = await c.var.db.company(companyId, async (q) => (await listCounts(q, await sendCount(q, companyId, { id, deviceId }, body)))[0]!);
    return c.json({ response: count satisfies z.input<typeof mobileCountSchema> }, 201);
  });

  app.get('/counts', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, (q) => listCounts(q));
    return c.json({ response: { items } satisfies z.input<typeof mobileCountListSchema> });
  });

  return app;
}
