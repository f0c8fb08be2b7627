import { Hono } from 'hono';
import { serviceBody, serviceListQuery, type Service, type ServiceBody } from '../../domain/schemas/services';
import { lockedScheduleChanges, nextDueDate } from '../../domain/services/periods';
import { requireRole } from '../auth/middleware';
import { companyToday } from '../clock';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, fieldErrorMap, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { runBilling } from './billing';
import { accountAndProductExist, findService, insertService, listServiceInvoices, listServices, updateService, type ServiceRow } from './queries';

const READERS = ['manager', 'auditor'];
const WRITERS = ['manager'];

const toJson = (r: ServiceRow, today: string): Service => ({
  id: r.id,
  accountId: r.account_id,
  accountName: r.account_name,
  productId: r.product_id,
  productName: r.product_name,
  name: r.name,
  price: r.price,
  vatRate: r.vat_rate,
  priceIncludesVat: r.price_includes_vat,
  currency: r.currency,
  period: r.period,
  everyMonths: r.every_months,
  startDate: r.start_date,
  endDate: r.end_date,
  invoiceAs: r.invoice_as,
  active: r.active,
  nextDueDate: r.active ? nextDueDate({ startDate: r.start_date, endDate: r.end_date, period: r.period, everyMonths: r.every_months }, today) : null,
  invoiceCount: r.invoice_count,
});

/** The account and the product a service names must be the company's: one 422 names each that is not. */
async function checkNames(q: Queryable, body: ServiceBody, billed: ServiceRow | null): Promise<void> {
  const errors = fieldErrorMap();
  const found = await accountAndProductExist(q, body.accountId, body.productId);
  if (!found.account) errors.accountId = [{ key: 'errors.NF10004' }];
  if (!found.product) errors.productId = [{ key: 'errors.NF10004' }];
  // a service that has billed keeps its schedule: the periods it billed are counted from it
  const stored = billed && { startDate: billed.start_date, period: billed.period, everyMonths: billed.every_months };
  const locked = billed && stored ? lockedScheduleChanges(stored, body, billed.invoice_count) : [];
  for (const field of locked) errors[field] = [{ key: 'validation.serviceScheduleBilled' }];
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * /api/services: Cari → Servisler, the recurring services billed to current accounts. Managers write them, auditors
 * read them; an admin may run the billing now (`POST /api/services/billing-runs`) instead of waiting for the loop.
 */
export function serviceRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/services', requireRole(...READERS), async (c) => {
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
    const query = parseWith(serviceListQuery, raw);
    const page = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const today = await companyToday(q);
      const { rows, total } = await listServices(q, query);
      return { items: rows.map((r) => toJson(r, today)), total };
    });
    return c.json({ response: page });
  });

  app.get('/services/:id{[0-9]+}', requireRole(...READERS), async (c) => {
    const id = idParam(c);
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const s = await findService(q, id);
      if (!s) throw fail('NF10004');
      return { ...toJson(s, await companyToday(q)), invoices: await listServiceInvoices(q, id) };
    });
    return c.json({ response: view });
  });

  app.post('/services', requireRole(...WRITERS), async (c) => {
    const body = await parseBody(c, serviceBody);
    const auth = c.var.auth;
    const saved = await c.var.db.company(auth.companyId, async (q) => {
      await checkNames(q, body, null);
      const id = await insertService(q, auth.companyId, auth.id, body);
      return toJson((await findService(q, id))!, await companyToday(q));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/services/:id{[0-9]+}', requireRole(...WRITERS), async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, serviceBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      // locked: a billing run and this change queue on the service's row
      const s = await findService(q, id, true);
      if (!s) throw fail('NF10004');
      await checkNames(q, body, s);
      await updateService(q, id, body);
      return toJson((await findService(q, id))!, await companyToday(q));
    });
    return c.json({ response: saved });
  });

  app.post('/services/billing-runs', requireRole(), async (c) => {
    // a service that cannot be billed (its invoice refused at creation) is named; the others are billed
    const failed: number[] = [];
    const made = await runBilling(c.var.db, { companyId: c.var.auth.companyId, report: (id) => failed.push(id) });
    return c.json({ response: { made, failed } });
  });

  return app;
}
