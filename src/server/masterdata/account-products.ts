import { Hono } from 'hono';
import type { z } from 'zod';
import { mayEditAccountProducts } from '../../domain/authorities';
import { accountProductsBody, type accountProductListSchema } from '../../domain/schemas/account-products';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { knownProducts, listAccountProducts, lockAccount, replaceAccountProducts } from './account-product-queries';

/**
 * /api/accounts/:id/products: the products a current account may be sold (spec §6, per-account product authority;
 * the rule is checked by account-product-check.ts). Whoever reads the account reads its list; changing it needs the
 * accountProductAuthority permission (admins exempt, src/domain/authorities.ts): 403 PE10006.
 */
export function accountProductRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/accounts/:id{[0-9]+}/products', async (c) => {
    const id = idParam(c);
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => ((await lockAccount(q, id, 'for key share')) ? listAccountProducts(q, id) : null));
    if (!items) throw fail('NF10004');
    return c.json({ response: { items } satisfies z.input<typeof accountProductListSchema> });
  });

  app.put('/accounts/:id{[0-9]+}/products', async (c) => {
    if (!mayEditAccountProducts(c.var.auth)) throw fail('PE10006');
    const id = idParam(c);
    const { productIds } = await parseBody(c, accountProductsBody);
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await lockAccount(q, id, 'for update'))) throw fail('NF10004');
      const known = await knownProducts(q, productIds);
      const unknown = productIds.findIndex((p) => !known.has(p));
      if (unknown >= 0) throw invalid({ [`productIds.${unknown}`]: [{ key: 'errors.NF10004' }] });
      await replaceAccountProducts(q, c.var.auth.companyId, id, productIds);
      return listAccountProducts(q, id);
    });
    return c.json({ response: { items } satisfies z.input<typeof accountProductListSchema> });
  });

  return app;
}
