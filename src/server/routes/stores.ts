import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { z } from 'zod';
import type { cashBoxPageSchema } from '../../domain/schemas/cash-boxes';
import type { warehousePageSchema } from '../../domain/schemas/definitions';

/** Warehouses, and cash or bank boxes with their balance from the cash ledger (read-only lists). */
export function storeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/warehouses', async (c) => {
    const rows = await c.var.db.company(
      c.var.auth.companyId,
      async (q) => (await q.query<{ id: number; name: string }>(`select id, name from warehouses order by id`)).rows,
    );
    return c.json({ response: { items: rows, total: rows.length } satisfies z.input<typeof warehousePageSchema> });
  });
  app.get('/cash-boxes', async (c) => {
    const rows = await c.var.db.company(
      c.var.auth.companyId,
      async (q) =>
        (
          await q.query<{ id: number; name: string; kind: string; currency: string; iban: string | null; bank: string | null; balance: string }>(
            `select b.id, b.name, b.kind, b.currency, b.iban, b.bank,
                  coalesce((select sum(m.amount) from cash_moves m where m.company_id = b.company_id and m.cash_box_id = b.id), 0)::numeric(18,2)::text as balance
             from cash_boxes b order by b.id`,
          )
        ).rows,
    );
    return c.json({ response: { items: rows, total: rows.length } satisfies z.input<typeof cashBoxPageSchema> });
  });
  return app;
}
