import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead } from '../../../machines/access';
import { posClientIdParam, posQuickKeysBody, posSaleBody, type posQuickKeysSchema } from '../../domain/schemas/pos';
import { QUICK_KEY_WRITE_ROLES } from '../../domain/roles';
import { requireRole } from '../auth/middleware';
import type { Queryable } from '../db/database';
import { documentView } from '../documents/view';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { parseWith } from '../http/validate';
import { readJsonBody } from '../http/write';
import { decimalString } from '../masterdata/public';
import { existingProductIds, listQuickKeys, replaceQuickKeys } from './queries';
import { recordSale, saleByClientId } from './sale';
import { translate, type Lang } from '../http/i18n';
import { formatDecimal } from '../../domain/format';
import { Dec } from '../../domain/money/decimal';
import type { DocumentRow } from '../documents/store';

/**
 * An offline sale whose points part the account no longer covered (machines/receipt/points.ts): the answer says, in
 * the user's language, how much was put on the customer's account instead (`notice`); nothing for any other sale.
 */
function settlementNotice(doc: DocumentRow, lang: Lang): { notice?: string } {
  const onAccount = (doc.snapshot.context as { payments?: { onAccount?: string } }).payments?.onAccount;
  if (onAccount === undefined || new Dec(onAccount).isZero()) return {};
  return { notice: translate(lang, 'offline.pointsOnAccount', { amount: formatDecimal(onAccount, 2) }) };
}

const quickKeys = async (q: Queryable): Promise<z.input<typeof posQuickKeysSchema>> => ({
  items: (await listQuickKeys(q)).map((k) => ({
    productId: k.product_id,
    name: k.name,
    price: decimalString(k.price, 2),
    vatRate: k.vat_rate,
    priceIncludesVat: k.price_includes_vat,
  })),
});

/**
 * /api/pos: the till's atomic sale (also the offline queue's upload), the look-up of a sale by its client id,
 * and the company's quick keys (products sold without a barcode, shown as buttons on the till).
 */
export function posRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/sales', async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(posSaleBody, json);
    const { doc, replayed, salespersonRemoved } = await c.var.db.company(c.var.auth.companyId, (q) => recordSale({ q, auth: c.var.auth }, body));
    // a repeated upload gets the answer of the first one; the header only tells it apart
    if (replayed) c.header('Idempotent-Replayed', 'true');
    // the salesperson it named was deleted before it was uploaded: kept, credited to the cashier, and said so
    return c.json({ response: { ...documentView(doc, settlementNotice(doc, c.var.lang)), ...(salespersonRemoved ? { salespersonRemoved } : {}) } }, 201);
  });

  app.get('/sales/:clientId', async (c) => {
    if (!mayRead(c.var.auth, 'posSale')) throw fail('PE10003');
    const parsed = posClientIdParam.safeParse(c.req.param('clientId'));
    if (!parsed.success) throw fail('NF10004');
    const found = await c.var.db.company(c.var.auth.companyId, (q) => saleByClientId(q, parsed.data));
    if (!found) throw fail('NF10004');
    return c.json({ response: documentView(found.doc) });
  });

  app.get('/quick-keys', async (c) => {
    if (!mayRead(c.var.auth, 'posSale')) throw fail('PE10003');
    return c.json({ response: await c.var.db.company(c.var.auth.companyId, quickKeys) });
  });

  app.put('/quick-keys', requireRole(...QUICK_KEY_WRITE_ROLES), async (c) => {
    const { json } = await readJsonBody(c);
    const { productIds } = parseWith(posQuickKeysBody, json);
    const { companyId } = c.var.auth;
    const saved = await c.var.db.company(companyId, async (q) => {
      const known = await existingProductIds(q, productIds);
      const missing = productIds.flatMap((id, i) => (known.has(id) ? [] : [[`productIds.${i}`, [{ key: 'validation.productNotFound' }]]]));
      if (missing.length) throw invalid(Object.fromEntries(missing));
      await replaceQuickKeys(q, companyId, productIds);
      return quickKeys(q);
    });
    return c.json({ response: saved });
  });

  return app;
}
