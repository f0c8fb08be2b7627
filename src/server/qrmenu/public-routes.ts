import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { QR_MENU_LANGUAGES, type QrMenuLanguage } from '../../domain/qr-menu/limits';
import { menuOpen } from '../../domain/qr-menu/opening-hours';
import { guestOrderBody, publicMenuQuery, type guestOrderSchema, type publicMenuSchema } from '../../domain/schemas/qr-menu';
import { companyTimeZone, serverNow } from '../clock';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { requestHost } from '../http/request-host';
import { parseBody, parseWith } from '../http/validate';
import { placeGuestOrder, type MenuTable } from './guest-orders';
import { publicGroups, shownItems } from './menu-queries';
import { readMenuPhoto, readMenuSettingsRow } from './settings-queries';
import { tableByCode } from './table-queries';

/** A table code as the QR code carries it (newTableCode): anything else finds nothing without asking the database. */
const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The table a code names, at a menu that is on and answers on this host (a menu without a host answers on any), else
 * 404 QR10002: another company's code, a removed table and a switched-off menu all find nothing.
 */
async function menuTable(c: Context<AppEnv>) {
  const code = c.req.param('code') ?? '';
  if (!CODE.test(code)) throw fail('QR10002');
  const table = await c.var.db.system((q) => tableByCode(q, code));
  if (!table) throw fail('QR10002');
  const settings = await c.var.db.company(table.companyId, readMenuSettingsRow);
  const host = requestHost(c).split(':')[0] ?? '';
  if (!settings.enabled || (settings.host !== null && settings.host !== host)) throw fail('QR10002');
  return { code, table, settings };
}

/** The guest's language: the one asked for if the menu offers it, else the browser's if offered, else the menu's first. */
function guestLanguage(asked: QrMenuLanguage | undefined, c: Context<AppEnv>, offered: readonly QrMenuLanguage[]): QrMenuLanguage {
  const browser = QR_MENU_LANGUAGES.find((l) => l === c.var.lang);
  return [asked, browser].find((l): l is QrMenuLanguage => l !== undefined && offered.includes(l)) ?? offered[0] ?? 'tr';
}

/** A minute in a guest's browser and any cache between: a phone on a slow line reads the menu once a visit. */
const CACHEABLE = { 'Cache-Control': 'public, max-age=60' };

/** /api/menu: the public QR menu a table's code opens, no log-in; a guest's order when the company takes them. */
export function publicMenuRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:code', async (c) => {
    const { lang } = parseWith(publicMenuQuery, c.req.query());
    const { code, table, settings } = await menuTable(c);
    const language = guestLanguage(lang, c, settings.languages);
    const menu = await c.var.db.company(table.companyId, async (q) => ({
      companyName: table.companyName,
      tableName: table.tableName,
      open: menuOpen(settings.hours, serverNow(), await companyTimeZone(q)),
      guestOrders: settings.guestOrders,
      languages: settings.languages,
      language,
      hours: settings.hours,
      groups: await publicGroups(q, settings, language, (id) => `/api/menu/${code}/photos/${id}`),
    }));
    return c.json({ response: menu satisfies z.input<typeof publicMenuSchema> }, 200, { ...CACHEABLE, Vary: 'Accept-Language' });
  });

  // a shown product's photo as an image, cached by the phone (its URL is the menu's)
  app.get('/:code/photos/:id', async (c) => {
    const productId = idParam(c);
    const { table, settings } = await menuTable(c);
    const photo = await c.var.db.company(table.companyId, async (q) =>
      (await shownItems(q, settings)).some((i) => i.productId === productId) ? readMenuPhoto(q, productId) : null,
    );
    const parts = photo && /^data:(image\/[a-z]+);base64,(.*)$/.exec(photo);
    if (!parts) throw fail('NF10004');
    return c.body(Buffer.from(parts[2]!, 'base64'), 200, { 'Content-Type': parts[1]!, 'Cache-Control': 'public, max-age=300' });
  });

  // one order per key: a double tap or a retry answers the first order and places nothing more
  app.post('/:code/orders', async (c) => {
    const body = await parseBody(c, guestOrderBody);
    const { table } = await menuTable(c);
    const at: MenuTable = { companyId: table.companyId, tableId: table.tableId, tableName: table.tableName };
    const { order, created } = await placeGuestOrder(c.var.db, at, body, c.var.clientIp);
    return c.json({ response: order satisfies z.input<typeof guestOrderSchema> }, created ? 201 : 200);
  });

  return app;
}
