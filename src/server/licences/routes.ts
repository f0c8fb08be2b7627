import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { extendedExpiry, licenceScope, mayExtendLicence, scopeHolds, type LicenceScope } from '../../domain/licences';
import { licenceExtensionBody, type licenceCompanyListSchema, type licenceCompanySchema, type licenceUserListSchema } from '../../domain/schemas/licences';
import { updateUserBody } from '../../domain/schemas/users';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { daysLeft } from './days-left';
import { editUser, uniqueEmail, userJson } from '../users/public';
import { listUsers } from '../users/public';
import { findLicence, listAllLicences, lockLicence, setLicenceExpiry, type LicenceCompanyRow } from './queries';

const licenceJson = (r: LicenceCompanyRow) =>
  ({
    id: r.id,
    name: r.name,
    licenceOwner: r.license_owner,
    licenceExpires: r.license_expires,
    daysLeft: daysLeft(r.license_expires, r.time_zone),
    agreementStatus: r.license_agreement_status,
    userCount: r.user_count,
  }) satisfies z.input<typeof licenceCompanySchema>;

/** The licence management's user edit: the rights, not the person's own details (those are the company's). */
export const licenceUserBody = updateUserBody.pick({ version: true, roles: true, permissions: true, active: true });

function scopeOf(c: Context<AppEnv>): LicenceScope {
  const scope = licenceScope(c.var.auth);
  if (!scope) throw fail('PE10003');
  return scope;
}

/** A company the caller's scope holds (another company is a 404, as if it did not exist), from the path's `:companyId`. */
function companyOf(c: Context<AppEnv>, scope: LicenceScope): number {
  const companyId = idParam(c, 'companyId');
  if (!scopeHolds(scope, companyId)) throw fail('NF10004');
  return companyId;
}

/**
 * Licence management (spec §6, /modul/lisansyonetimi). Only the provider's list of every company is read by the
 * schema owner (db.system); a company's licence and users are read and written in that company's own context.
 */
export function licenceRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/licences/companies', async (c) => {
    const scope = scopeOf(c);
    const rows =
      scope.kind === 'all'
        ? await c.var.db.system(listAllLicences)
        : await c.var.db.company(scope.companyId, async (q) => [await findLicence(q, scope.companyId)].filter((r) => r !== undefined));
    return c.json({ response: { items: rows.map(licenceJson) } satisfies z.input<typeof licenceCompanyListSchema> });
  });

  app.post('/licences/companies/:companyId{[0-9]+}/extensions', async (c) => {
    if (!mayExtendLicence(c.var.auth)) throw fail('PE10003');
    const companyId = companyOf(c, scopeOf(c));
    const { months } = await parseBody(c, licenceExtensionBody);
    const row = await c.var.db.company(companyId, async (q) => {
      const current = await lockLicence(q, companyId);
      if (!current) throw fail('NF10004');
      await setLicenceExpiry(q, companyId, extendedExpiry(current.expires, current.today, months));
      return (await findLicence(q, companyId))!;
    });
    return c.json({ response: licenceJson(row) });
  });

  app.get('/licences/companies/:companyId{[0-9]+}/users', async (c) => {
    const companyId = companyOf(c, scopeOf(c));
    const out = await c.var.db.company(companyId, async (q) => {
      const company = await findLicence(q, companyId);
      if (!company) throw fail('NF10004');
      return { company: licenceJson(company), items: (await listUsers(q, companyId)).map(userJson) };
    });
    return c.json({ response: out satisfies z.input<typeof licenceUserListSchema> });
  });

  app.put('/licences/companies/:companyId{[0-9]+}/users/:id{[0-9]+}', async (c) => {
    const companyId = companyOf(c, scopeOf(c));
    const id = idParam(c);
    const body = await parseBody(c, licenceUserBody);
    const row = await uniqueEmail(() => c.var.db.company(companyId, (q) => editUser(q, companyId, id, body, null)));
    return c.json({ response: userJson(row) });
  });

  return app;
}
