import type { Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { shopBasketBody, type shopBasketSchema, type shopCategoryListSchema } from '../../domain/schemas/b2b-storefront';
import type { shopProductSchema } from '../../domain/schemas/b2b-shop';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';
import { idParam } from '../http/params';
import { quoteBasket } from './basket';
import { dealerOf } from './dealer-auth';
import { loadShopSettings } from './settings-queries';
import { shopCategories, shopProduct } from './storefront-queries';

/**
 * What the storefront (/magaza) reads beyond the product list, for signed-in dealers only: the categories it
 * publishes, one product's page, and a basket's quote (its campaigns and totals as the order will be charged).
 */
export function storefrontRoutes(app: Hono<AppEnv>, dealer: MiddlewareHandler<AppEnv>): void {
  app.get('/categories', dealer, async (c) => {
    const { companyId } = dealerOf(c);
    const list = await c.var.db.company(companyId, shopCategories);
    return c.json({ response: list satisfies z.input<typeof shopCategoryListSchema> });
  });

  app.get('/products/:id', dealer, async (c) => {
    const id = idParam(c);
    const { companyId } = dealerOf(c);
    const product = await c.var.db.company(companyId, async (q) => shopProduct(q, await loadShopSettings(q), id));
    if (!product) throw fail('NF10004');
    return c.json({ response: product satisfies z.input<typeof shopProductSchema> });
  });

  // nothing is written: the basket's figures before checkout, from the order's own rules
  app.post('/basket', dealer, async (c) => {
    const body = await parseBody(c, shopBasketBody);
    const { companyId, accountId } = dealerOf(c);
    const quote = await c.var.db.company(companyId, (q) => quoteBasket(q, companyId, accountId, body));
    return c.json({ response: quote satisfies z.input<typeof shopBasketSchema> });
  });
}
