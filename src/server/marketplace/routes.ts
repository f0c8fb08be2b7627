import { Hono } from 'hono';
import { MARKET_ORDER_STATES, type MarketOrderState } from '../../domain/marketplace/orders';
import { MARKET_READ_ROLES, MARKET_SETTINGS_ROLES, MARKET_WORK_ROLES } from '../../domain/roles';
import { emptyBody, marketSettingsBody, type MarketSettings } from '../../domain/schemas/marketplace';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import type { MarketOptions } from './factory';
import { listMarketOrders, marketOrderJson } from './order-queries';
import { pullOrders, retryOrder } from './pull';
import { pushStock } from './push';
import { findMarketSettings, foreignChoices, saveMarketSettings, type MarketSettingsRow } from './settings-queries';

const at = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The settings as the API gives them: the API key never, only whether one is set. */
const settingsJson = (r: MarketSettingsRow): MarketSettings => ({
  version: r.version,
  saved: r.saved,
  active: r.active,
  connection: r.connection,
  sellerId: r.seller_id,
  apiKeySet: r.api_key !== '',
  url: r.url,
  warehouseId: r.warehouse_id,
  listing: r.listing,
  categoryIds: r.category_ids,
  productIds: r.product_ids,
  markup: r.markup,
  rounding: r.rounding,
  stockBuffer: r.stock_buffer,
  customerPrefix: r.customer_prefix,
  pullMinutes: r.pull_minutes,
  lastPullAt: at(r.last_pull_at),
  lastPullError: r.last_pull_error,
  lastPushAt: at(r.last_push_at),
  lastPushError: r.last_push_error,
});

/**
 * The marketplace (issue #32): GET/PUT /api/marketplace/settings (/kibopazaryeri/ayar); GET /api/marketplace/orders
 * (/kibopazaryeri/siparisler, `state` filters), POST /api/marketplace/pull {} (pull now), POST /api/marketplace/push {}
 * (push stock and prices now), POST /api/marketplace/orders/:id/retry {} (a waiting order taken again).
 */
export function marketplaceRoutes(o: MarketOptions) {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...MARKET_READ_ROLES);
  const mayWork = requireRole(...MARKET_WORK_ROLES);

  app.get('/marketplace/settings', mayRead, async (c) => {
    const row = await c.var.db.company(c.var.auth.companyId, (q) => findMarketSettings(q));
    return c.json({ response: settingsJson(row) });
  });

  app.put('/marketplace/settings', requireRole(...MARKET_SETTINGS_ROLES), async (c) => {
    const body = await parseBody(c, marketSettingsBody);
    const { companyId } = c.var.auth;
    const saved = await c.var.db.company(companyId, async (q) => {
      const before = await findMarketSettings(q);
      const errors: Record<string, { key: string }[]> = {};
      // the live marketplace needs the company's key; the sandbox has its own
      if (body.connection === 'live' && !(body.apiKey === undefined ? before.api_key !== '' : body.apiKey !== ''))
        errors.apiKey = [{ key: 'validation.required' }];
      if (body.listing === 'selected' && !body.productIds.length && !body.categoryIds.length) errors.productIds = [{ key: 'validation.required' }];
      const foreign = await foreignChoices(q, body.warehouseId, body.categoryIds, body.productIds);
      if (foreign.warehouse) errors.warehouseId = [{ key: 'errors.NF10004' }];
      if (foreign.categories) errors.categoryIds = [{ key: 'errors.NF10004' }];
      if (foreign.products) errors.productIds = [{ key: 'errors.NF10004' }];
      if (Object.keys(errors).length) throw invalid(errors);
      const row = await saveMarketSettings(q, companyId, body.version, {
        active: body.active,
        connection: body.connection,
        seller_id: body.sellerId,
        api_key: body.apiKey,
        url: body.url,
        warehouse_id: body.warehouseId,
        listing: body.listing,
        category_ids: body.categoryIds,
        product_ids: body.productIds,
        markup: body.markup,
        rounding: body.rounding,
        stock_buffer: body.stockBuffer,
        customer_prefix: body.customerPrefix,
        pull_minutes: body.pullMinutes,
      });
      if (!row) throw fail('MK10001');
      return settingsJson(row);
    });
    return c.json({ response: saved });
  });

  app.get('/marketplace/orders', mayRead, async (c) => {
    const raw = c.req.query('state');
    const state = raw && (MARKET_ORDER_STATES as readonly string[]).includes(raw) ? (raw as MarketOrderState) : null;
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => listMarketOrders(q, state, 200));
    return c.json({ response: { items: rows.map(marketOrderJson) } });
  });

  app.post('/marketplace/pull', mayWork, async (c) => {
    await parseBody(c, emptyBody);
    return c.json({ response: await pullOrders(c.var.db, c.var.auth.companyId, o) });
  });

  app.post('/marketplace/push', mayWork, async (c) => {
    await parseBody(c, emptyBody);
    return c.json({ response: await pushStock(c.var.db, c.var.auth.companyId, o) });
  });

  app.post('/marketplace/orders/:id/retry', mayWork, async (c) => {
    const id = idParam(c);
    await parseBody(c, emptyBody);
    return c.json({ response: marketOrderJson(await retryOrder(c.var.db, c.var.auth.companyId, id)) });
  });
  return app;
}
