import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseWith } from '../http/validate';

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

interface ProductRow {
  id: number;
  code: string;
  name: string;
  barcode: string | null;
  isbn: string | null;
  unit: string;
  vat_rate: number;
  price: string;
  location_id: number;
  stock_quantity: string;
  total: number;
}

interface AccountRow {
  id: number;
  code: string;
  name: string;
  kind: string;
  tax_number: string | null;
  tax_office: string | null;
  iban: string | null;
  email: string | null;
  balance: string;
  total: number;
}

/** Trims trailing zeros of a numeric string (PostgreSQL keeps the column's scale). */
export function decimalString(v: string, minScale = 0): string {
  if (!v.includes('.')) return minScale ? `${v}.${'0'.repeat(minScale)}` : v;
  let [int, frac = ''] = v.split('.');
  frac = frac.replace(/0+$/, '');
  while (frac.length < minScale) frac += '0';
  return frac ? `${int}.${frac}` : int!;
}

function productJson(p: ProductRow) {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    barcode: p.barcode,
    isbn: p.isbn,
    unit: p.unit,
    vatRate: p.vat_rate,
    price: decimalString(p.price, 2),
    locationId: p.location_id,
    stockQuantity: decimalString(p.stock_quantity),
  };
}

function accountJson(a: AccountRow) {
  return { id: a.id, code: a.code, name: a.name, kind: a.kind, taxNumber: a.tax_number, taxOffice: a.tax_office, iban: a.iban, email: a.email, balance: a.balance };
}

export function masterDataRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/products', async (c) => {
    const { q, limit, offset } = parseWith(listQuery, c.req.query());
    const auth = c.var.auth;
    const rows = await c.var.db.company(auth.companyId, async (db) => {
      const r = await db.query<ProductRow>(
        `select p.id, p.code, p.name, p.barcode, p.isbn, p.unit, p.vat_rate, p.price::text as price, p.location_id,
                coalesce((select sum(m.quantity) from stock_moves m where m.company_id = p.company_id and m.product_id = p.id), 0)::text as stock_quantity,
                count(*) over ()::integer as total
           from products p
          where ($1::text is null or p.name ilike '%' || $1 || '%' or p.code ilike $1 || '%' or p.barcode = $1 or p.isbn = $1)
          order by p.name, p.id
          limit $2 offset $3`,
        [q || null, limit, offset],
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
        `select a.id, a.code, a.name, a.kind, a.tax_number, a.tax_office, a.iban, a.email,
                coalesce((select sum(m.debit - m.credit) from account_moves m where m.company_id = a.company_id and m.account_id = a.id), 0)::numeric(18,2)::text as balance,
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
    const id = Number(c.req.param('id'));
    const row = await c.var.db.company(auth.companyId, async (db) =>
      (await db.query<ProductRow>(
        `select p.id, p.code, p.name, p.barcode, p.isbn, p.unit, p.vat_rate, p.price::text as price, p.location_id,
                coalesce((select sum(m.quantity) from stock_moves m where m.company_id = p.company_id and m.product_id = p.id), 0)::text as stock_quantity, 1 as total
           from products p where p.id = $1`,
        [id],
      )).rows[0],
    );
    if (!row) throw fail('NF10004');
    return c.json({ response: productJson(row) });
  });

  app.get('/accounts/:id{[0-9]+}', async (c) => {
    const auth = c.var.auth;
    const id = Number(c.req.param('id'));
    const row = await c.var.db.company(auth.companyId, async (db) =>
      (await db.query<AccountRow>(
        `select a.id, a.code, a.name, a.kind, a.tax_number, a.tax_office, a.iban, a.email,
                coalesce((select sum(m.debit - m.credit) from account_moves m where m.company_id = a.company_id and m.account_id = a.id), 0)::numeric(18,2)::text as balance, 1 as total
           from accounts a where a.id = $1`,
        [id],
      )).rows[0],
    );
    if (!row) throw fail('NF10004');
    return c.json({ response: accountJson(row) });
  });

  app.get('/locations', async (c) => {
    const auth = c.var.auth;
    const rows = await c.var.db.company(auth.companyId, async (db) =>
      (await db.query<{ id: number; name: string; warehouse_id: number }>(`select id, name, warehouse_id from locations order by id`)).rows,
    );
    return c.json({ response: { items: rows.map((l) => ({ id: l.id, name: l.name, warehouseId: l.warehouse_id })), total: rows.length } });
  });

  return app;
}
