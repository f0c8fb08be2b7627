import { Hono } from 'hono';
import { listCashBoxesWithBalance, listWarehouses } from '../definitions/queries';
import type { AppEnv } from '../env';
import type { z } from 'zod';
import type { cashBoxPageSchema } from '../../domain/schemas/cash-boxes';
import type { warehousePageSchema } from '../../domain/schemas/definitions';

/** Warehouses, and cash or bank boxes with their balance from the cash ledger (read-only lists). */
export function storeRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/warehouses', async (c) => {
    const rows = await c.var.db.company(c.var.auth.companyId, listWarehouses);
    return c.json({ response: { items: rows, total: rows.length } satisfies z.input<typeof warehousePageSchema> });
  });
  app.get('/cash-boxes', async (c) => {
    const rows = await c.var.db.company(c.var.auth.companyId, listCashBoxesWithBalance);
    return c.json({ response: { items: rows, total: rows.length } satisfies z.input<typeof cashBoxPageSchema> });
  });
  return app;
}
