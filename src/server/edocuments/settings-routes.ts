import { Hono } from 'hono';
import type { z } from 'zod';
import { edocumentSettingsBody, type edocumentSettingsSchema } from '../../domain/schemas/edocuments';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';
import { findEdocumentSettings, updateEdocumentSettings, type EdocumentSettingsRow } from './queries';

const settingsJson = (r: EdocumentSettingsRow) =>
  ({ invoiceProfile: r.einvoice_profile, version: r.edocument_settings_version }) satisfies z.input<typeof edocumentSettingsSchema>;

/**
 * GET /api/edocument-settings (every signed-in user) and PUT {version, invoiceProfile} (admins): whether a registered
 * e-invoice user gets a basic (TEMELFATURA) or a commercial invoice (TICARIFATURA, which its buyer answers).
 */
export function edocumentSettingsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/edocument-settings', async (c) => {
    const { companyId } = c.var.auth;
    const row = await c.var.db.company(companyId, (q) => findEdocumentSettings(q, companyId));
    if (!row) throw fail('NF10004');
    return c.json({ response: settingsJson(row) });
  });
  app.put('/edocument-settings', requireRole(), async (c) => {
    const { companyId } = c.var.auth;
    const body = await parseBody(c, edocumentSettingsBody);
    const row = await c.var.db.company(companyId, (q) => updateEdocumentSettings(q, companyId, body.version, body.invoiceProfile));
    if (!row) throw fail('CO10001');
    return c.json({ response: settingsJson(row) });
  });
  return app;
}
