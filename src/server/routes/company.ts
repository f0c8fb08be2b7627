import { Hono } from 'hono';
import { findCompanyCard } from '../company/queries';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import type { z } from 'zod';
import type { companySchema } from '../../domain/schemas/company';

/** GET /api/company: the caller's company as printed on its receipts (name, title, tax office and number, address). */
export function companyRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/company', async (c) => {
    const auth = c.var.auth;
    const row = await c.var.db.company(auth.companyId, (q) => findCompanyCard(q, auth.companyId));
    if (!row) throw fail('NF10004');
    return c.json({
      response: {
        id: row.id,
        name: row.name,
        title: row.title,
        taxOffice: row.tax_office,
        taxNumber: row.tax_number,
        address: row.address,
        phone: row.phone,
        email: row.email,
      } satisfies z.input<typeof companySchema>,
    });
  });
  return app;
}
