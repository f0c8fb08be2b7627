import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead } from '../../../machines/access';
import { STOCK_DEFINITION_ROLES } from '../../domain/roles';
import { suggestedPrice } from '../../domain/secondhand/price';
import { secondhandCopyBody, secondhandCopyQuery, secondhandSettingsBody, type secondhandCopySchema } from '../../domain/schemas/secondhand';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { parseWith } from '../http/validate';
import { readJsonBody } from '../http/write';
import {
  barcodeTaken,
  copyByBarcode,
  copyById,
  insertCopy,
  listCopies,
  productPrice,
  readSecondhandSettings,
  saveSecondhandSettings,
  type CopyRow,
} from './queries';

const view = (r: CopyRow): z.input<typeof secondhandCopySchema> => ({
  id: String(r.id),
  productId: String(r.product_id),
  productName: r.product_name,
  newPrice: r.new_price,
  barcode: r.barcode,
  grade: r.grade as z.input<typeof secondhandCopySchema>['grade'],
  notes: r.notes,
  price: r.price,
  listed: r.listed,
  vatRate: r.vat_rate,
  soldDocumentId: r.sold_document_id === null ? null : String(r.sold_document_id),
});

/** /api/secondhand: second-hand copies (each sold once, by any receipt that sells it) and their settings (/sahaf/ayar). */
export function secondhandRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/settings', async (c) => c.json({ response: await c.var.db.company(c.var.auth.companyId, readSecondhandSettings) }));

  app.put('/settings', requireRole(...STOCK_DEFINITION_ROLES), async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(secondhandSettingsBody, json);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await saveSecondhandSettings(q, c.var.auth.companyId, body);
      return readSecondhandSettings(q);
    });
    return c.json({ response: saved });
  });

  app.get('/copies', async (c) => {
    const query = parseWith(secondhandCopyQuery, c.req.query());
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => listCopies(q, query.status, query.q, query.grade));
    return c.json({ response: { items: rows.map(view) } });
  });

  // the till's scan: a copy by its own barcode, with what a sale line needs
  app.get('/copies/barcode/:code', async (c) => {
    if (!mayRead(c.var.auth, 'posSale')) throw fail('PE10003');
    const row = await c.var.db.company(c.var.auth.companyId, (q) => copyByBarcode(q, c.req.param('code')));
    if (!row) throw fail('NF10004');
    return c.json({ response: view(row) });
  });

  app.post('/copies', requireRole(...STOCK_DEFINITION_ROLES), async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(secondhandCopyBody, json);
    const { companyId } = c.var.auth;
    const row = await c.var.db.company(companyId, async (q) => {
      const newPrice = await productPrice(q, body.productId);
      if (newPrice === null) throw invalid({ productId: [{ key: 'validation.productNotFound' }] });
      if (body.barcode && (await barcodeTaken(q, body.barcode))) throw invalid({ barcode: [{ key: 'validation.codeTaken' }] });
      const settings = await readSecondhandSettings(q);
      const rule = settings.grades.find((g) => g.grade === body.grade);
      if (body.listed && rule && !rule.listed) throw invalid({ listed: [{ key: 'validation.gradeNotListed' }] });
      const id = await insertCopy(q, companyId, {
        productId: body.productId,
        grade: body.grade,
        barcode: body.barcode,
        notes: body.notes ?? '',
        price: body.price ?? suggestedPrice(newPrice, body.grade, settings),
        listed: body.listed ?? rule?.listed ?? true,
      });
      return (await copyById(q, id))!;
    });
    return c.json({ response: view(row) }, 201);
  });

  return app;
}
