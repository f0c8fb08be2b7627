import { Hono } from 'hono';
import type { z } from 'zod';
import { cleanContentHtml, plainText } from '../../domain/b2b-shop/content-html';
import { reviewBody, type shopPageListSchema, type shopPageSchema, type shopReviewListSchema } from '../../domain/schemas/b2b-back-office';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { publishedPage, publishedPages } from './content-queries';
import { dealerOf, requireDealer } from './dealer-auth';
import { approvedReviews, insertReview } from './review-queries';
import { shopOf } from './shop-routes';
import { isPublished } from './storefront-queries';

/**
 * /api/shop/…: the storefront's content pages (public: the terms and the KVKK notice are read before signing in), in
 * the caller's language first, and the products' reviews (dealers only: a dealer writes one per product, shown once
 * the staff approve it).
 */
export function shopContentRoutes(key: Uint8Array) {
  const app = new Hono<AppEnv>();
  const dealer = requireDealer(key);

  app.get('/pages', async (c) => {
    const shop = await shopOf(c);
    const items = await c.var.db.company(shop.id, (q) => publishedPages(q, c.var.lang));
    return c.json({ response: { items } satisfies z.input<typeof shopPageListSchema> });
  });

  // cleaned again when served: a body stored by an older server or by hand is safe to show too
  app.get('/pages/:slug{[a-z0-9-]{1,100}}', async (c) => {
    const shop = await shopOf(c);
    const page = await c.var.db.company(shop.id, (q) => publishedPage(q, c.req.param('slug'), c.var.lang));
    if (!page) throw fail('NF10004');
    const { slug, title, language, body, updatedAt } = page;
    return c.json({ response: { slug, title, language, body: cleanContentHtml(body), updatedAt } satisfies z.input<typeof shopPageSchema> });
  });

  app.get('/products/:id{[0-9]+}/reviews', dealer, async (c) => {
    const productId = idParam(c);
    const { companyId } = dealerOf(c);
    const reviews = await c.var.db.company(companyId, async (q) => ((await isPublished(q, productId)) ? approvedReviews(q, productId) : null));
    if (!reviews) throw fail('NF10004');
    return c.json({ response: reviews satisfies z.input<typeof shopReviewListSchema> });
  });

  app.post('/products/:id{[0-9]+}/reviews', dealer, async (c) => {
    const productId = idParam(c);
    const body = await parseBody(c, reviewBody);
    const { companyId, accountId } = dealerOf(c);
    const text = plainText(body.text);
    const id = await c.var.db.company(companyId, async (q) => {
      if (!(await isPublished(q, productId))) throw fail('NF10004');
      const made = await insertReview(q, companyId, productId, accountId, body.stars, text);
      if (made === null) throw invalid({ product: [{ key: 'b2b.review.exists' }] });
      return made;
    });
    return c.json({ response: { id, stars: body.stars, text, state: 'pending' } }, 201);
  });

  return app;
}
