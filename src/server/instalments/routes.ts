import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead, mayWrite } from '../../../machines/access';
import { daysOverdue, instalmentState } from '../../domain/instalments/settle';
import { instalmentPlanBody, instalmentPlansQuery, overdueQuery, type overdueListSchema } from '../../domain/schemas/instalments';
import { Dec } from '../../domain/money/decimal';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { companyToday } from '../clock';
import { documentInstalments, plansOf, removePlan, savePlan } from './plans';
import { countOverdue, listOverdue } from './queries';

/** Plans split sales invoices and till sales on account: who reads and writes those reads and writes their plans. */
const PLAN_TYPE = 'salesInvoice';

/**
 * /api/instalment-plans (issue #15, /cari/acik): the plans of an account, the plan of a document (create, replace,
 * delete while nothing of it is paid) and the overdue instalments across accounts. Settling is not here: every credit
 * to an account settles its instalments in the credit's own transaction (settle.ts, called by the ledger writer).
 */
export function instalmentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const read = c.req.method === 'GET';
    if (!(read ? mayRead : mayWrite)(c.var.auth, PLAN_TYPE)) throw fail('PE10003');
    await next();
  });

  app.get('/', async (c) => {
    const { accountId } = parseWith(instalmentPlansQuery, c.req.query());
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => plansOf(q, { accountId }, await companyToday(q)));
    return c.json({ response: { items } });
  });

  app.get('/overdue', async (c) => {
    const { accountId, limit, offset } = parseWith(overdueQuery, c.req.query());
    const { rows, total, today } = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const today = await companyToday(q);
      return { today, rows: await listOverdue(q, today, accountId ?? null, limit, offset), total: await countOverdue(q, today, accountId ?? null) };
    });
    const items = rows.map((r) => ({
      id: r.id,
      seq: r.seq,
      count: r.count,
      dueDate: r.due_date,
      amount: r.amount,
      paid: r.paid,
      open: new Dec(r.amount).minus(r.paid).toFixed(2),
      state: instalmentState(r.amount, r.paid, r.due_date, today),
      daysOverdue: daysOverdue(r.due_date, today),
      documentId: r.document_id,
      documentNumber: r.number,
      documentType: r.doc_type,
      account: { id: r.account_id, code: r.account_code, name: r.account_name },
      currency: r.currency,
    }));
    return c.json({ response: { items, total, today } satisfies z.input<typeof overdueListSchema> });
  });

  app.get('/document/:id', async (c) => {
    const id = idParam(c);
    return c.json({ response: await c.var.db.company(c.var.auth.companyId, async (q) => documentInstalments(q, id, await companyToday(q))) });
  });

  app.put('/document/:id', async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, instalmentPlanBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await savePlan(q, c.var.auth, id, body);
      return documentInstalments(q, id, await companyToday(q));
    });
    return c.json({ response: saved });
  });

  app.delete('/document/:id', async (c) => {
    const id = idParam(c);
    const removed = await c.var.db.company(c.var.auth.companyId, (q) => removePlan(q, id));
    if (!removed) throw fail('NF10004');
    return c.json({ response: { id } });
  });

  return app;
}
