import { Hono } from 'hono';
import type { z } from 'zod';
import { productSetBody, productSetIdParam, type productSetsSchema } from '../../domain/schemas/sets';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { parseWith } from '../http/validate';
import { readJsonBody } from '../http/write';
import { knownProductIds, listSetComponents, replaceSetComponents, type SetRow } from './queries';

function grouped(rows: readonly SetRow[]): z.input<typeof productSetsSchema> {
  const items: z.input<typeof productSetsSchema>['items'] = [];
  for (const r of rows) {
    let last = items[items.length - 1];
    if (!last || last.productId !== String(r.set_product_id))
      items.push((last = { productId: String(r.set_product_id), code: r.set_code, name: r.set_name, components: [] }));
    last.components.push({ productId: String(r.component_product_id), code: r.code, name: r.name, quantity: r.quantity });
  }
  return { items };
}

const sets = async (q: Queryable, setId?: number) => grouped(await listSetComponents(q, setId));

/** /api/product-sets: set products and their components (/kbsets/tanimlar). */
export function setRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json({ response: await c.var.db.company(c.var.auth.companyId, (q) => sets(q)) }));

  app.put('/:id', requireDefinitionAuthority(), async (c) => {
    const parsed = productSetIdParam.safeParse(c.req.param('id'));
    if (!parsed.success) throw fail('NF10004');
    const setId = parsed.data;
    const { json } = await readJsonBody(c);
    const { components } = parseWith(productSetBody, json);
    const { companyId } = c.var.auth;
    const saved = await c.var.db.company(companyId, async (q) => {
      const known = await knownProductIds(q, [setId, ...components.map((x) => x.productId)]);
      if (!known.has(setId)) throw fail('NF10004');
      const errors: [string, { key: string }[]][] = [];
      components.forEach((x, i) => {
        if (!known.has(x.productId)) errors.push([`components.${i}.productId`, [{ key: 'validation.productNotFound' }]]);
        else if (x.productId === setId) errors.push([`components.${i}.productId`, [{ key: 'validation.setInItself' }]]);
        else if (components.findIndex((y) => y.productId === x.productId) < i) errors.push([`components.${i}.productId`, [{ key: 'validation.duplicate' }]]);
      });
      if (errors.length) throw invalid(Object.fromEntries(errors));
      await replaceSetComponents(q, companyId, setId, components);
      return (await sets(q, setId)).items[0] ?? null;
    });
    return c.json({ response: saved });
  });

  return app;
}
