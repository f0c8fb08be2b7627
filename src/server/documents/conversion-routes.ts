import { Hono } from 'hono';
import type { z } from 'zod';
import { mayWrite } from '../../../machines/access';
import { CONVERSIONS } from '../../../machines/index';
import type { waitingConversionsSchema } from '../../domain/schemas/document-replies';
import type { AppEnv } from '../env';
import { countWaitingSources } from './queries';

/**
 * GET /api/conversions: every conversion of lifecycles.md §3 the caller may make, each with how many sources
 * wait for it (in a status it takes, something left on a line). GET /api/documents?type=&convertTo= lists them.
 */
export function conversionRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const auth = c.var.auth;
    const rows = CONVERSIONS.filter((r) => mayWrite(auth, r.source) && mayWrite(auth, r.target));
    const pairs = [...new Set(rows.flatMap((r) => r.sourceStatuses.map((s) => `${r.source}:${s}`)))];
    const counts = pairs.length ? await c.var.db.company(auth.companyId, (q) => countWaitingSources(q, pairs)) : new Map<string, number>();
    const items = rows.map((r) => ({
      route: r.route,
      source: r.source,
      target: r.target,
      waiting: r.sourceStatuses.reduce((n, s) => n + (counts.get(`${r.source}:${s}`) ?? 0), 0),
    }));
    return c.json({ response: { items, total: items.length } satisfies z.input<typeof waitingConversionsSchema> });
  });
  return app;
}
