import { Hono } from 'hono';
import type { z } from 'zod';
import { mayEditAccountProducts, productOutsideAccountList } from '../../domain/authorities';
import { accountProductsBody, type accountProductListSchema } from '../../domain/schemas/account-products';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';

type ProductList = z.input<typeof accountProductListSchema>;

async function listAccountProducts(q: Queryable, accountId: number): Promise<ProductList> {
  const r = await q.query<{ id: number; code: string; name: string }>(
    `select p.id, p.code, p.name from account_products ap join products p on p.company_id = ap.company_id and p.id = ap.product_id
      where ap.account_id = $1 order by p.name_key collate "C", p.id`,
    [accountId],
  );
  return { items: r.rows };
}

const accountExists = async (q: Queryable, accountId: number, lock: 'for update' | 'for key share') =>
  (await q.query(`select 1 from accounts where id = $1 ${lock}`, [accountId])).rows.length > 0;

/**
 * The products an account may be sold (an empty list: anything), read under a key-share lock on the account: a
 * change of the list (which locks the account for update) waits for the sale being decided, or the sale for it.
 */
export async function allowedProductsOf(q: Queryable, accountId: string): Promise<string[]> {
  if (!/^\d{1,9}$/.test(accountId) || !(await accountExists(q, Number(accountId), 'for key share'))) return [];
  const r = await q.query<{ product_id: number }>(`select product_id from account_products where account_id = $1`, [Number(accountId)]);
  return r.rows.map((row) => String(row.product_id));
}

/**
 * Spec §6, per-account product authority, decided by src/domain/authorities.ts for every document command (the
 * documents API, conversions, the till and the offline queue all go through documents/commands.ts): a sale to an
 * account with a product list may name only its products. 409 AP10001 names the first other product.
 */
export async function checkAccountProducts(q: Queryable, context: { type?: unknown; accountId?: unknown; lines?: unknown }): Promise<void> {
  if (typeof context.type !== 'string' || context.accountId === undefined || context.accountId === null) return;
  const lines = Array.isArray(context.lines) ? (context.lines as { productId?: unknown }[]) : [];
  if (lines.length === 0) return;
  const outside = productOutsideAccountList(context.type, lines, await allowedProductsOf(q, String(context.accountId)));
  if (outside === null) return;
  const r = await q.query<{ name: string }>(`select name from products where id = $1`, [Number(outside)]);
  throw fail('AP10001', { product: r.rows[0]?.name ?? outside });
}

/** GET /api/accounts/:id/products (whoever reads the account) and PUT (the per-account product authority). */
export function accountProductRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/accounts/:id{[0-9]+}/products', async (c) => {
    const id = idParam(c);
    const list = await c.var.db.company(c.var.auth.companyId, async (q) => ((await accountExists(q, id, 'for key share')) ? listAccountProducts(q, id) : null));
    if (!list) throw fail('NF10004');
    return c.json({ response: list });
  });

  app.put('/accounts/:id{[0-9]+}/products', async (c) => {
    if (!mayEditAccountProducts(c.var.auth)) throw fail('PE10006');
    const id = idParam(c);
    const { productIds } = await parseBody(c, accountProductsBody);
    const list = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await accountExists(q, id, 'for update'))) throw fail('NF10004');
      const found = await q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [productIds]);
      const known = new Set(found.rows.map((r) => r.id));
      const unknown = productIds.findIndex((p) => !known.has(p));
      if (unknown >= 0) throw invalid({ [`productIds.${unknown}`]: [{ key: 'errors.NF10004' }] });
      await q.query(`delete from account_products where account_id = $1`, [id]);
      await q.query(
        `insert into account_products (company_id, account_id, product_id) select $1, $2, unnest($3::integer[])`,
        [c.var.auth.companyId, id, productIds],
      );
      return listAccountProducts(q, id);
    });
    return c.json({ response: list });
  });

  return app;
}
