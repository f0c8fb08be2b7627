import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import type { z } from 'zod';
import type { companySchema } from '../../domain/schemas/company';

interface CompanyRow {
  id: number;
  name: string;
  title: string | null;
  tax_office: string | null;
  tax_number: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** GET /api/company: the caller's company as printed on its receipts (name, title, tax office and number, address). */
export function companyRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/company', async (c) => {
    const auth = c.var.auth;
    const row = await c.var.db.company(
      auth.companyId,
      async (q) =>
        (await q.query<CompanyRow>(`select id, name, title, tax_office, tax_number, address, phone, email from companies where id = $1`, [auth.companyId]))
          .rows[0],
    );
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
