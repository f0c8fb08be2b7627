import { Hono } from 'hono';
import type { z } from 'zod';
import { generalSettingsBody, receiptSettingsBody, type generalSettingsSchema, type receiptSettingsSchema } from '../../domain/schemas/area-settings';
import { requireRole } from '../auth/middleware';
import { readSettings, updateSettings } from './settings-queries';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';

/**
 * One group of settings kept in columns of `companies` (migration 069) with a version column of its own: the
 * GET for every signed-in user (screens start from them), the PUT for `writers`, refused with 409 CO10001 when the
 * version is no longer the one read.
 */
interface SettingsGroup<B extends { version: number }, J> {
  path: string;
  writers: string[];
  body: z.ZodType<B>;
  /** column → body key */
  columns: Record<string, Exclude<keyof B & string, 'version'>>;
  versionColumn: string;
  toJson(row: Record<string, unknown>): J;
}

function settingsRoutes<B extends { version: number }, J>(app: Hono<AppEnv>, g: SettingsGroup<B, J>) {
  const cols = Object.keys(g.columns);
  const group = { columns: cols, versionColumn: g.versionColumn };
  app.get(g.path, async (c) => {
    const row = await c.var.db.company(c.var.auth.companyId, (q) => readSettings(q, c.var.auth.companyId, group));
    if (!row) throw fail('NF10004');
    return c.json({ response: g.toJson(row) });
  });
  app.put(g.path, requireRole(...g.writers), async (c) => {
    const body = await parseBody(c, g.body);
    const values = cols.map((col) => body[g.columns[col]!]);
    const row = await c.var.db.company(c.var.auth.companyId, (q) => updateSettings(q, c.var.auth.companyId, group, body.version, values));
    if (!row) throw fail('CO10001');
    return c.json({ response: g.toJson(row) });
  });
}

/** GET/PUT /api/general-settings (Sistem → Genel Ayarlar, admins) and /api/receipt-settings (Fişler → Ayarlar, admins and managers). */
export function areaSettingsRoutes() {
  const app = new Hono<AppEnv>();
  settingsRoutes(app, {
    path: '/general-settings',
    writers: [],
    body: generalSettingsBody,
    columns: { csv_separator: 'csvSeparator', default_currency: 'defaultCurrency' },
    versionColumn: 'general_settings_version',
    toJson: (r) => ({ version: r.version, csvSeparator: r.csv_separator, defaultCurrency: r.default_currency }) as z.input<typeof generalSettingsSchema>,
  });
  settingsRoutes(app, {
    path: '/receipt-settings',
    writers: ['manager'],
    body: receiptSettingsBody,
    columns: { packing_units: 'packingUnits', waybill_warning: 'waybillWarning' },
    versionColumn: 'receipt_settings_version',
    toJson: (r) => ({ version: r.version, packingUnits: r.packing_units, waybillWarning: r.waybill_warning }) as z.input<typeof receiptSettingsSchema>,
  });
  return app;
}
