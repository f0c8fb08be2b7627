import { Hono } from 'hono';
import { mayRead } from '../../../machines/access';
import { posClientIdParam, posSaleBody } from '../../domain/schemas/pos';
import { documentView } from '../documents/view';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseWith } from '../http/validate';
import { readJsonBody } from '../http/write';
import { recordSale, saleByClientId } from './sale';

/** /api/pos: the till's atomic sale (also the offline queue's upload) and the look-up of a sale by its client id. */
export function posRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/sales', async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(posSaleBody, json);
    const { doc, replayed } = await c.var.db.company(c.var.auth.companyId, (q) => recordSale({ q, auth: c.var.auth }, body));
    // a repeated upload gets the answer of the first one; the header only tells it apart
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ response: documentView(doc) }, 201);
  });

  app.get('/sales/:clientId', async (c) => {
    if (!mayRead(c.var.auth, 'posSale')) throw fail('PE10003');
    const parsed = posClientIdParam.safeParse(c.req.param('clientId'));
    if (!parsed.success) throw fail('NF10004');
    const found = await c.var.db.company(c.var.auth.companyId, (q) => saleByClientId(q, parsed.data));
    if (!found) throw fail('NF10004');
    return c.json({ response: documentView(found.doc) });
  });

  return app;
}
