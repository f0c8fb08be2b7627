import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Warehouses and cash or bank boxes of the company (read-only lists for pickers). */
export function storeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/warehouses', async (c) => {
    const rows = await c.var.db.company(c.var.auth.companyId, async (q) => (await q.query<{ id: number; name: string }>(`select id, name from warehouses order by id`)).rows);
    return c.json({ response: { items: rows, total: rows.length } });
  });
  app.get('/cash-boxes', async (c) => {
    const rows = await c.var.db.company(c.var.auth.companyId, async (q) =>
      (await q.query<{ id: number; name: string; kind: string; currency: string; iban: string | null; bank: string | null }>(`select id, name, kind, currency, iban, bank from cash_boxes order by id`)).rows,
    );
    return c.json({ response: { items: rows, total: rows.length } });
  });
  return app;
}
