import { Hono } from 'hono';
import { listCashBoxesWithBalance, listCashMoves, listWarehouses } from './queries';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import type { AppEnv } from '../env';
import type { z } from 'zod';
import { cashMoveQuery, type cashBoxPageSchema, type cashMovePageSchema } from '../../domain/schemas/cash-boxes';
import type { warehousePageSchema } from '../../domain/schemas/definitions';

/** Warehouses, and cash or bank boxes with their balance and their moves from the cash ledger (read-only lists). */
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
  app.get('/cash-boxes/:id{[0-9]+}/moves', async (c) => {
    const id = idParam(c);
    const { limit, offset } = parseWith(cashMoveQuery, c.req.query());
    const page = await c.var.db.company(c.var.auth.companyId, (q) => listCashMoves(q, id, limit, offset));
    if (!page) throw fail('NF10004');
    return c.json({ response: page satisfies z.input<typeof cashMovePageSchema> });
  });
  return app;
}
