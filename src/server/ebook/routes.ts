import { Hono } from 'hono';
import type { z } from 'zod';
import { priceChanges, sameChanges, type EbookPriceChange } from '../../domain/ebook/pricing';
import { EBOOK_PRICING_ROLES } from '../../domain/roles';
import { ebookApplyBody, ebookEditionBody, ebookPricingBody, type ebookChangesSchema, type ebookPricingSchema } from '../../domain/schemas/ebook-pricing';
import { requireRole } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { readJsonBody } from '../http/write';
import { productExists, readEbookPricing, readEditions, saveEbookPricing, saveEdition, setPrices, type EditionRow } from './queries';

const toId = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null);

async function pricingView(q: Queryable): Promise<z.input<typeof ebookPricingSchema>> {
  const pricing = await readEbookPricing(q);
  const editions = (await readEditions(q)).map((e) => ({
    ebookProductId: e.ebook_product_id,
    ebookName: e.ebook_name,
    ebookPrice: e.ebook_price,
    printedProductId: e.printed_product_id,
    printedName: e.printed_name,
    printedPrice: e.printed_price,
  }));
  return { ...pricing, editions };
}

/** What the rules change now, with the names the preview shows; read under the e-books' locks when applying. */
async function currentChanges(q: Queryable, lock: boolean): Promise<{ changes: EbookPriceChange[]; rows: EditionRow[] }> {
  const pricing = await readEbookPricing(q);
  const rows = await readEditions(q, lock);
  const changes = priceChanges(
    pricing,
    rows.map((r) => ({
      ebookProductId: r.ebook_product_id,
      ebookPrice: r.ebook_price,
      printed: { price: r.printed_price, categoryId: toId(r.category_id), manufacturerId: toId(r.manufacturer_id) },
    })),
  );
  return { changes, rows };
}

function changesView(changes: readonly EbookPriceChange[], rows: readonly EditionRow[]): z.input<typeof ebookChangesSchema> {
  const byId = new Map(rows.map((r) => [r.ebook_product_id, r]));
  return {
    items: changes.map((c) => {
      const r = byId.get(c.productId)!;
      return { ...c, name: r.ebook_name, printedName: r.printed_name, printedPrice: r.printed_price };
    }),
  };
}

/**
 * /api/ebook-pricing (/sistem/ekitap-fiyatlandirma): the rules that set e-book prices from the printed books', the
 * e-books' links to their printed books, a preview of every price that would change, and the apply, which writes
 * exactly the previewed changes in one transaction or, when they are no longer what the rules give, nothing (409).
 */
export function ebookPricingRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json({ response: await c.var.db.company(c.var.auth.companyId, pricingView) }));

  app.put('/', requireRole(...EBOOK_PRICING_ROLES), async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(ebookPricingBody, json);
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await saveEbookPricing(q, c.var.auth.companyId, body);
      return pricingView(q);
    });
    return c.json({ response: view });
  });

  app.put('/editions/:id', requireRole(...EBOOK_PRICING_ROLES), async (c) => {
    const ebookProductId = idParam(c);
    const { json } = await readJsonBody(c);
    const { printedProductId } = parseWith(ebookEditionBody, json);
    if (printedProductId === ebookProductId) throw invalid({ printedProductId: [{ key: 'validation.invalid' }] });
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await productExists(q, ebookProductId))) throw fail('NF10004');
      if (printedProductId !== null && !(await productExists(q, printedProductId)))
        throw invalid({ printedProductId: [{ key: 'validation.productNotFound' }] });
      await saveEdition(q, c.var.auth.companyId, ebookProductId, printedProductId);
      return pricingView(q);
    });
    return c.json({ response: view });
  });

  app.get('/preview', async (c) => {
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const { changes, rows } = await currentChanges(q, false);
      return changesView(changes, rows);
    });
    return c.json({ response: view });
  });

  app.post('/apply', requireRole(...EBOOK_PRICING_ROLES), async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(ebookApplyBody, json);
    const view = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const { changes, rows } = await currentChanges(q, true);
      if (!sameChanges(changes, body.changes)) throw fail('EB10001');
      await setPrices(q, changes);
      return changesView(changes, rows);
    });
    return c.json({ response: view });
  });

  return app;
}
