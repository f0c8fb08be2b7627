import { Hono } from 'hono';
import { z } from 'zod';
import { compactIdentifier } from '../../domain/identifiers/digits';
import { toIsbn13 } from '../../domain/identifiers/isbn';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { masterDataCreateRoutes } from './create';
import { ACCOUNT_SELECT, PRODUCT_SELECT, accountJson, productJson, selectAccount, selectProduct, type AccountRow, type ProductRow } from './views';

export { decimalString } from './views';

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** A barcode or ISBN as typed ("978-0-8044-2957-3", "0-8044-2957-X") in its stored form, for the product search. */
function searchableCode(q: string): string {
  return toIsbn13(q) ?? compactIdentifier(q).toUpperCase();
}

export function masterDataRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/products', async (c) => {
    const { q, limit, offset } = parseWith(listQuery, c.req.query());
    const auth = c.var.auth;
    const rows = await c.var.db.company(auth.companyId, async (db) => {
      const r = await db.query<ProductRow>(
        `${PRODUCT_SELECT},
                count(*) over ()::integer as total
           from products p
          where ($1::text is null or p.name ilike '%' || $1 || '%' or p.code ilike $1 || '%' or p.barcode = $1 or p.isbn = $1
                 or p.barcode = $4 or p.isbn = $4)
          order by p.name, p.id
          limit $2 offset $3`,
        [q || null, limit, offset, q ? searchableCode(q) : null],
      );
      return r.rows;
    });
    return c.json({
      response: {
        items: rows.map(productJson),
        total: rows[0]?.total ?? 0,
      },
    });
  });

  app.get('/accounts', async (c) => {
    const { q, limit, offset } = parseWith(listQuery, c.req.query());
    const auth = c.var.auth;
    const rows = await c.var.db.company(auth.companyId, async (db) => {
      const r = await db.query<AccountRow>(
        `${ACCOUNT_SELECT},
                count(*) over ()::integer as total
           from accounts a
          where ($1::text is null or a.name ilike '%' || $1 || '%' or a.code ilike $1 || '%' or a.tax_number = $1)
          order by a.name, a.id
          limit $2 offset $3`,
        [q || null, limit, offset],
      );
      return r.rows;
    });
    return c.json({
      response: {
        items: rows.map(accountJson),
        total: rows[0]?.total ?? 0,
      },
    });
  });

  app.get('/products/:id{[0-9]+}', async (c) => {
    const auth = c.var.auth;
    const id = idParam(c);
    const row = await c.var.db.company(auth.companyId, (db) => selectProduct(db, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: productJson(row) });
  });

  app.get('/accounts/:id{[0-9]+}', async (c) => {
    const auth = c.var.auth;
    const id = idParam(c);
    const row = await c.var.db.company(auth.companyId, (db) => selectAccount(db, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: accountJson(row) });
  });

  // POST /products and POST /accounts (create.ts): mounted here so they share these paths' authentication
  app.route('/', masterDataCreateRoutes());

  app.get('/locations', async (c) => {
    const auth = c.var.auth;
    const rows = await c.var.db.company(auth.companyId, async (db) =>
      (await db.query<{ id: number; name: string; warehouse_id: number }>(`select id, name, warehouse_id from locations order by id`)).rows,
    );
    return c.json({ response: { items: rows.map((l) => ({ id: l.id, name: l.name, warehouseId: l.warehouse_id })), total: rows.length } });
  });

  return app;
}
