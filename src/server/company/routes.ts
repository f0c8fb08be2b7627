import { Hono } from 'hono';
import type { z } from 'zod';
import { companySettingsBody } from '../../domain/schemas/company-settings';
import type { companySchema } from '../../domain/schemas/company';
import { requireRole } from '../auth/middleware';
import { findCompanyCard, updateCompanyCard, type CompanyCardRow } from './queries';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';

const cardJson = (row: CompanyCardRow) =>
  ({
    id: row.id,
    name: row.name,
    title: row.title,
    taxOffice: row.tax_office,
    taxNumber: row.tax_number,
    mersis: row.mersis,
    address: row.address,
    phone: row.phone,
    email: row.email,
    ibans: row.ibans ?? [],
    logo: row.logo,
    timeZone: row.time_zone,
    version: row.version,
  }) satisfies z.input<typeof companySchema>;

/**
 * GET /api/company: the caller's company as its documents print it (every signed-in user reads it: the till slip and
 * the A4 print show it). PUT /api/company: its admins edit it (Sistem → Firma Ayarları), guarded by `version`.
 */
export function companyRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/company', async (c) => {
    const auth = c.var.auth;
    const row = await c.var.db.company(auth.companyId, (q) => findCompanyCard(q, auth.companyId));
    if (!row) throw fail('NF10004');
    return c.json({ response: cardJson(row) });
  });

  app.put('/company', requireRole(), async (c) => {
    const { companyId } = c.var.auth;
    const { version, ...change } = await parseBody(c, companySettingsBody);
    const row = await c.var.db.company(companyId, async (q) => {
      const saved = await updateCompanyCard(q, companyId, version, change);
      if (saved) return saved;
      if (!(await findCompanyCard(q, companyId))) throw fail('NF10004');
      throw fail('CO10001');
    });
    return c.json({ response: cardJson(row) });
  });
  return app;
}
