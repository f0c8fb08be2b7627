import { Hono } from 'hono';
import type { z } from 'zod';
import type { colleaguePageSchema } from '../../domain/schemas/users';
import type { AppEnv } from '../env';
import { listColleagues } from './queries';

/** GET /api/colleagues: the company's active users (id and name only), whom a task or a job may be given to. */
export function colleagueRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/colleagues', async (c) => {
    const { companyId } = c.var.auth;
    const items = await c.var.db.company(companyId, (q) => listColleagues(q, companyId));
    return c.json({ response: { items } satisfies z.input<typeof colleaguePageSchema> });
  });
  return app;
}
