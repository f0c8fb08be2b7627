import { Hono } from 'hono';
import type { z } from 'zod';
import { MODULES } from '../../domain/module-index';
import type { moduleIndexSchema } from '../../domain/schemas/transfer';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { translate } from '../http/i18n';
import { moduleStates } from './queries';

/** GET /api/module-index (/modul): admins and managers. */
export function moduleIndexRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/module-index', requireRole('manager'), async (c) => {
    const states = await c.var.db.company(c.var.auth.companyId, moduleStates);
    const items = MODULES.map((m) => ({
      id: m.id,
      title: translate(c.var.lang, m.titleKey),
      path: m.path,
      configured: states[m.id].configured,
      detail: states[m.id].detail,
      lastRunAt: states[m.id].last_run_at,
    }));
    return c.json({ response: { items } satisfies z.input<typeof moduleIndexSchema> });
  });
  return app;
}
