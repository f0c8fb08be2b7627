import { Hono } from 'hono';
import { CARD_PAYMENT_ROLES, VIRTUAL_POS_SETTINGS_WRITE_ROLES } from '../../domain/roles';
import { virtualPosSettingsBody, type VirtualPosSettings } from '../../domain/schemas/virtual-pos';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { parseBody } from '../http/validate';
import { findVirtualPosSettings, isLiraBankAccount, saveVirtualPosSettings, type VirtualPosSettingsRow } from './settings-queries';

/** The settings as the API gives them: the secret key never, only whether one is set. */
const settingsJson = (r: VirtualPosSettingsRow): VirtualPosSettings => ({
  provider: r.provider,
  mode: r.mode,
  apiKey: r.api_key,
  secretKeySet: r.secret_key !== '',
  merchantId: r.merchant_id,
  customerId: r.customer_id,
  url: r.url,
  bankAccountId: r.bank_account_id,
  version: r.version,
});

/**
 * GET /api/virtual-pos-settings (whoever takes card payments) and PUT (admins: `VIRTUAL_POS_SETTINGS_WRITE_ROLES`):
 * /modul/sanalpos/ayarlar.
 */
export function virtualPosSettingsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/virtual-pos-settings', requireRole(...CARD_PAYMENT_ROLES), async (c) => {
    const { companyId } = c.var.auth;
    const row = await c.var.db.company(companyId, (q) => findVirtualPosSettings(q, companyId));
    return c.json({ response: settingsJson(row) });
  });

  app.put('/virtual-pos-settings', requireRole(...VIRTUAL_POS_SETTINGS_WRITE_ROLES), async (c) => {
    const { companyId } = c.var.auth;
    const body = await parseBody(c, virtualPosSettingsBody);
    const saved = await c.var.db.company(companyId, async (q) => {
      const before = await findVirtualPosSettings(q, companyId);
      const missing: Record<string, { key: string }[]> = {};
      // a provider of the company's own needs its credentials; the sandbox has its own
      if (body.provider !== 'sandbox') {
        if (!body.apiKey) missing.apiKey = [{ key: 'validation.required' }];
        if (!(body.secretKey === undefined ? before.secret_key !== '' : body.secretKey !== '')) missing.secretKey = [{ key: 'validation.required' }];
      }
      if (body.bankAccountId !== null && !(await isLiraBankAccount(q, Number(body.bankAccountId))))
        missing.bankAccountId = [{ key: 'validation.cashBoxNotFound' }];
      if (Object.keys(missing).length) throw invalid(missing);
      const row = await saveVirtualPosSettings(q, companyId, body.version, {
        provider: body.provider,
        mode: body.mode,
        api_key: body.apiKey,
        secret_key: body.secretKey,
        merchant_id: body.merchantId,
        customer_id: body.customerId,
        url: body.url,
        bank_account_id: body.bankAccountId === null ? null : Number(body.bankAccountId),
      });
      if (!row) throw fail('VP10001');
      return settingsJson(row);
    });
    return c.json({ response: saved });
  });
  return app;
}
