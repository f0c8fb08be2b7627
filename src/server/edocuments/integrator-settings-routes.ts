import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead } from '../../../machines/access';
import { INTEGRATOR_SETTINGS_WRITE_ROLES } from '../../domain/roles';
import {
  integratorCheckBody,
  integratorSettingsBody,
  type integratorCheckSchema,
  type integratorSettingsSchema,
} from '../../domain/schemas/integrator-settings';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { ApiError, fail, invalid } from '../http/errors';
import { parseBody } from '../http/validate';
import { integratorOf } from './factory';
import { IntegratorError } from './integrator';
import { findIntegratorSettings, saveIntegratorSettings, type IntegratorSettingsRow } from './settings-queries';

/** The settings as the API gives them: the secret never, only whether one is set. */
const settingsJson = (r: IntegratorSettingsRow) =>
  ({
    integrator: r.integrator,
    mode: r.mode,
    username: r.username,
    secretSet: r.secret !== '',
    serviceUrl: r.service_url,
    senderAlias: r.sender_alias,
    invoicePrefix: r.invoice_prefix,
    archivePrefix: r.archive_prefix,
    waybillPrefix: r.waybill_prefix,
    useSandbox: r.use_sandbox,
    version: r.version,
  }) satisfies z.input<typeof integratorSettingsSchema>;

/**
 * GET /api/integrator-settings (whoever reads e-documents: the pages say which integrator is in use), PUT (admins:
 * `INTEGRATOR_SETTINGS_WRITE_ROLES`) and POST /api/integrator-settings/check {vkn} (the "test connection" of the
 * settings screen, with the settings saved).
 */
export function integratorSettingsRoutes(sandboxUrl: string | null) {
  const app = new Hono<AppEnv>();

  app.get('/integrator-settings', async (c) => {
    const { companyId } = c.var.auth;
    if (!mayRead(c.var.auth, 'eInvoice')) throw fail('PE10003');
    const row = await c.var.db.company(companyId, (q) => findIntegratorSettings(q, companyId));
    return c.json({ response: settingsJson(row) });
  });

  app.put('/integrator-settings', requireRole(...INTEGRATOR_SETTINGS_WRITE_ROLES), async (c) => {
    const { companyId } = c.var.auth;
    const body = await parseBody(c, integratorSettingsBody);
    const saved = await c.var.db.company(companyId, async (q) => {
      const before = await findIntegratorSettings(q, companyId);
      const secretSet = body.secret === undefined ? before.secret !== '' : body.secret !== '';
      // a provider's own service needs its credentials; the sandbox needs none
      if (body.integrator !== 'sandbox' && !body.useSandbox) {
        const missing: Record<string, { key: string }[]> = {};
        if (!body.username) missing.username = [{ key: 'validation.required' }];
        if (!secretSet) missing.secret = [{ key: 'validation.required' }];
        if (Object.keys(missing).length) throw invalid(missing);
      }
      const row = await saveIntegratorSettings(q, companyId, body.version, {
        integrator: body.integrator,
        mode: body.mode,
        username: body.username,
        secret: body.secret,
        service_url: body.serviceUrl,
        sender_alias: body.senderAlias,
        invoice_prefix: body.invoicePrefix,
        archive_prefix: body.archivePrefix,
        waybill_prefix: body.waybillPrefix,
        use_sandbox: body.integrator === 'sandbox' || body.useSandbox,
      });
      if (!row) throw fail('IS10001');
      return settingsJson(row);
    });
    return c.json({ response: saved });
  });

  app.post('/integrator-settings/check', requireRole(...INTEGRATOR_SETTINGS_WRITE_ROLES), async (c) => {
    const { companyId } = c.var.auth;
    const { vkn } = await parseBody(c, integratorCheckBody);
    const settings = await c.var.db.company(companyId, (q) => findIntegratorSettings(q, companyId));
    try {
      const user = await integratorOf(settings, sandboxUrl).checkUser(vkn);
      return c.json({ response: user satisfies z.input<typeof integratorCheckSchema> });
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw fail('IS10002', { message: (e instanceof IntegratorError || e instanceof Error ? e.message : String(e)).slice(0, 300) });
    }
  });
  return app;
}
