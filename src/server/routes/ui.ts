import { Hono, type Context } from 'hono';
import { APP_ROUTES } from '../../../machines/routes';
import { brandForHost } from '../../domain/brand';
import { buildMenu, flattenMenu } from '../../domain/menu';
import { LICENCE_ACCEPT_ROLES } from '../../domain/roles';
import { acceptLicence, findCompanyLicence } from '../company/public';
import { findIntegratorSettings } from '../edocuments/public';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { translate } from '../http/i18n';
import { requestHost } from '../http/request-host';
import type { z } from 'zod';
import type { menuSchema } from '../../domain/schemas/menu';
import type { licenceAcceptedSchema, uiSettingsSchema } from '../../domain/schemas/ui-settings';
import { daysLeft } from '../licences/public';

export const UI_SETTINGS_TTL_MS = 86_400_000;

/** UI settings (`modules/frontappui`), the licence acceptance and the menu. */
/**
 * The user's menu, led by the brand's section on its host (a library host: the library first), with the pages of
 * the e-document integrator the company uses only.
 */
async function menuOf(c: Context<AppEnv>) {
  const { integrator } = await c.var.db.company(c.var.auth.companyId, (q) => findIntegratorSettings(q, c.var.auth.companyId));
  return buildMenu(APP_ROUTES, c.var.auth, (k) => translate(c.var.lang, k), brandForHost(requestHost(c)).leadSection, { integrator });
}

export function uiRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/modules/frontappui', async (c) => {
    const auth = c.var.auth;
    const company = await c.var.db.company(auth.companyId, (q) => findCompanyLicence(q, auth.companyId));
    if (!company) throw fail('NF10004');
    const expires = company.license_expires;
    const menu = flattenMenu(await menuOf(c));
    return c.json({
      response: {
        dashboard: { links: menu.filter((m) => m.mn_link).map((m) => ({ mn_name: m.mn_name, mn_link: m.mn_link })) },
        license: {
          license_agreement_status: company.license_agreement_status,
          owner: company.license_owner,
          expires,
          days_left: daysLeft(expires, company.time_zone),
        },
        app: { license_owner: company.license_owner, license_expires: expires },
        authorizedUser: {
          id: auth.id,
          name: auth.name,
          email: auth.email,
          clientIp: c.var.clientIp,
          roles: auth.roles,
          permissions: auth.permissions,
          expiredPassword: auth.expiredPassword,
          provider: auth.provider === true,
        },
        company: { id: company.id, name: company.name, timeZone: company.time_zone },
        expires_at: Date.now() + UI_SETTINGS_TTL_MS,
      } satisfies z.input<typeof uiSettingsSchema>,
    });
  });

  app.post('/modules/frontappui/license/accept', async (c) => {
    const auth = c.var.auth;
    if (!LICENCE_ACCEPT_ROLES.some((r) => auth.roles.includes(r))) throw fail('PE10003');
    await c.var.db.company(auth.companyId, (q) => acceptLicence(q, auth.companyId, auth.id));
    return c.json({
      response: { license_agreement_status: 1 } satisfies z.input<typeof licenceAcceptedSchema>,
      message: translate(c.var.lang, 'messages.licenceAccepted'),
    });
  });

  app.get('/menu', async (c) => c.json({ response: (await menuOf(c)) satisfies z.input<typeof menuSchema> }));

  return app;
}
