import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { requireAuth } from './auth/middleware';
import type { Database } from './db/database';
import type { AppEnv } from './env';
import { fail } from './http/errors';
import { sendError } from './http/envelope';
import { pickLanguage } from './http/i18n';
import { brandRoutes } from './routes/brand';
import { profileRoutes } from './routes/profile';
import { storeRoutes } from './routes/stores';
import { uiRoutes } from './routes/ui';
import { documentRoutes } from './documents/routes';
import { masterDataRoutes } from './masterdata/routes';

export interface AppOptions {
  db: Database;
  signingKey: Uint8Array;
  webDir?: string;
  trustProxy?: boolean;
}

/** X-Forwarded-For is believed only behind a proxy that sets it (TRUST_PROXY=1): otherwise any client could claim an authorised IP. */
function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for') : undefined;
  if (forwarded) return forwarded.split(',')[0]!.trim();
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

export function createApp({ db, signingKey, webDir, trustProxy = process.env.TRUST_PROXY === '1' }: AppOptions) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => sendError(c, err));

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('lang', pickLanguage(c.req.header('accept-language')));
    c.set('clientIp', clientIp(c, trustProxy));
    await next();
  });

  const api = new Hono<AppEnv>();
  api.get('/health', (c) => c.json({ response: { status: 'ok', database: db.kind } }));
  api.route('/', brandRoutes());
  api.route('/auth', authRoutes(signingKey));

  api.use('/modules/frontappui', requireAuth(signingKey, { allowExpired: true }));
  api.use('/modules/frontappui/license/*', requireAuth(signingKey));
  api.use('/user/myprofile', requireAuth(signingKey, { allowExpired: true }));
  for (const path of ['/menu', '/documents', '/documents/*', '/products', '/products/*', '/accounts', '/accounts/*', '/locations', '/locations/*', '/warehouses', '/cash-boxes']) {
    api.use(path, requireAuth(signingKey));
  }
  api.route('/', uiRoutes());
  api.route('/', profileRoutes());
  api.route('/', masterDataRoutes());
  api.route('/', storeRoutes());
  api.route('/documents', documentRoutes());
  api.all('*', () => {
    throw fail('NF10404');
  });
  app.route('/api', api);

  if (webDir && existsSync(webDir)) {
    app.use('/*', serveStatic({ root: webDir }));
    app.get('*', serveStatic({ path: `${webDir}/index.html` }));
  }
  return app;
}
