import { Hono } from 'hono';
import type { z } from 'zod';
import { pointsPosition } from '../../domain/loyalty/balance';
import { addDays } from '../../domain/clock/clock';
import { liraForPoints } from '../../domain/loyalty/tender';
import { loyaltySettingsBody, type accountPointsSchema } from '../../domain/schemas/loyalty';
import { requireRole } from '../auth/middleware';
import { companyToday } from '../clock';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { accountExists, accountPointsMoves, asMoves, findLoyaltySettings, saveLoyaltySettings } from './queries';

/** How far ahead the card's "expiring soon" looks. */
const SOON_DAYS = 30;

/**
 * GET /api/loyalty-settings (every signed-in user: the till converts points with it) and PUT (admins and managers):
 * Sistem → Puan Ayarları. GET /api/accounts/:id/points: the account's points, as the card and the statement show them.
 */
export function loyaltyRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/loyalty-settings', async (c) => {
    const settings = await c.var.db.company(c.var.auth.companyId, (q) => findLoyaltySettings(q));
    return c.json({ response: settings });
  });

  app.put('/loyalty-settings', requireRole('manager'), async (c) => {
    const body = await parseBody(c, loyaltySettingsBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await saveLoyaltySettings(q, c.var.auth.companyId, body);
      return findLoyaltySettings(q);
    });
    return c.json({ response: saved });
  });

  app.get('/accounts/:id{[0-9]+}/points', async (c) => {
    const id = idParam(c);
    const body = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await accountExists(q, id))) throw fail('NF10004');
      const rows = await accountPointsMoves(q, id);
      const today = await companyToday(q);
      const soonUntil = addDays(today, SOON_DAYS);
      const position = pointsPosition(asMoves(rows), today, soonUntil);
      const settings = await findLoyaltySettings(q);
      return {
        ...position,
        soonUntil,
        value: liraForPoints(Math.max(position.balance, 0), settings.pointValue),
        moves: rows.map((r) => ({ documentId: r.document_id, number: r.number, kind: r.kind, points: r.points, onDate: r.on_date, expiresOn: r.expires_on })),
      } satisfies z.input<typeof accountPointsSchema>;
    });
    return c.json({ response: body });
  });
  return app;
}
