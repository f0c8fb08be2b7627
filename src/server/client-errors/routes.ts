import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { CLIENT_ERROR_MAX_BYTES, REPORTS_PER_ADDRESS_MINUTE, REPORTS_PER_USER_MINUTE, reportFits } from '../../domain/client-errors';
import { clientErrorBody, type clientErrorListSchema, type clientErrorSavedSchema } from '../../domain/schemas/client-errors';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { sendError } from '../http/envelope';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';
import { countReport, insertClientError, listClientErrors } from './queries';

export const CLIENT_ERRORS_SHOWN = 200;

/** One more report from this user and this address, or a 429 CE10001 saying when to try again. */
async function throttle(c: Context<AppEnv>): Promise<void> {
  const { companyId, id } = c.var.auth;
  const [user, address] = await c.var.db.system(async (q) => [await countReport(q, `user:${companyId}:${id}`), await countReport(q, `ip:${c.var.clientIp}`)]);
  const over = [
    !reportFits(user.reports - 1, REPORTS_PER_USER_MINUTE) && user.secondsLeft,
    !reportFits(address.reports - 1, REPORTS_PER_ADDRESS_MINUTE) && address.secondsLeft,
  ].filter((s): s is number => typeof s === 'number');
  if (over.length > 0) throw fail('CE10001', {}, { 'Retry-After': String(Math.max(...over)) });
}

/** The browser's error log (spec §8): POST by any signed-in user's browser, GET by the company's admins (/sistem/hata). */
export function clientErrorRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/client-errors',
    bodyLimit({ maxSize: CLIENT_ERROR_MAX_BYTES, onError: (c) => sendError(c, fail('RQ10001', {}, { Connection: 'close' })) }),
    async (c) => {
      // a report refused for its content is not counted: only what would be stored is
      const body = await parseBody(c, clientErrorBody);
      await throttle(c);
      const { companyId, id } = c.var.auth;
      const saved = await c.var.db.company(companyId, (q) => insertClientError(q, companyId, id, body));
      return c.json({ response: { id: saved } satisfies z.input<typeof clientErrorSavedSchema> }, 201);
    },
  );

  app.get('/client-errors', requireRole(), async (c) => {
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => listClientErrors(q, CLIENT_ERRORS_SHOWN));
    const items = rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      message: r.message,
      stack: r.stack,
      route: r.route,
      appVersion: r.app_version,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return c.json({ response: { items } satisfies z.input<typeof clientErrorListSchema> });
  });

  return app;
}
