import { existsSync } from 'node:fs';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { passwordResetRoutes } from './users/password-reset';
import { requireAuth } from './auth/middleware';
import type { Database } from './db/database';
import type { AppEnv } from './env';
import { fail } from './http/errors';
import { sendError } from './http/envelope';
import { pickLanguage } from './http/i18n';
import { limitBody } from './http/body-limit';
import { inputGuard } from './http/input-guard';
import { webRoutes } from './http/static-files';
import { brandRoutes } from './routes/brand';
import { companyRoutes } from './company/routes';
import { designRoutes } from './company/designs-routes';
import { documentSettingsRoutes } from './company/document-settings-routes';
import { unitRoutes } from './units/routes';
import { serviceRoutes } from './services/routes';
import { unitTrackingRoutes } from './unit-tracking/routes';
import { warehouseRoutes } from './warehouse/routes';
import { dimensionRoutes } from './masterdata/variants/dimension-routes';
import { variantRoutes } from './masterdata/variants/variant-routes';
import { accountGroupRoutes } from './account-groups/routes';
import { campaignRoutes } from './campaigns/routes';
import { catalogueRoutes } from './catalogue/routes';
import { accountProductRoutes } from './masterdata/account-products';
import { loyaltyRoutes } from './loyalty/routes';
import { areaSettingsRoutes } from './company/area-settings-routes';
import { userSettingsRoutes } from './users/settings-routes';
import { colleagueRoutes } from './users/colleagues-routes';
import { profileRoutes } from './routes/profile';
import { storeRoutes } from './definitions/stores-routes';
import { cashAccountRoutes } from './cash/routes';
import { uiRoutes } from './routes/ui';
import { documentRoutes } from './documents/routes';
import { installEngineHooks } from './engine-hooks';
import { conversionRoutes } from './documents/conversion-routes';
import { masterDataRoutes } from './masterdata/routes';
import { accountStatementRoutes } from './masterdata/statement';
import { definitionRoutes } from './definitions/routes';
import { exchangeRateRoutes } from './rates/routes';
import { auditRoutes } from './audit/routes';
import { dashboardRoutes } from './dashboard/routes';
import { reportRoutes } from './reports/routes';
import { posRoutes } from './pos/routes';
import { offlineRoutes } from './offline/routes';
import { requireAuthorisedDevice } from './offline/devices';
import { tableRoutes } from './tables/routes';
import { chequeRoutes } from './cheques/routes';
import { instalmentRoutes } from './instalments/routes';
import { userRoutes } from './users/routes';
import { licenceRoutes } from './licences/routes';
import { clientErrorRoutes } from './client-errors/routes';
import { backupRoutes } from './backup/routes';
import { edocumentRoutes } from './edocuments/routes';
import { integratorSettingsRoutes } from './edocuments/integrator-settings-routes';
import { setRoutes } from './sets/routes';
import { commissionRoutes } from './commissions/routes';
import { secondhandRoutes } from './secondhand/routes';
import { ebookPricingRoutes } from './ebook/routes';
import { libraryRoutes } from './library/routes';
import { institutionRoutes } from './library/institution-routes';
import { readerRoutes, readerSettingsRoutes } from './library/reader-routes';
import { b2bShopRoutes } from './b2bshop/routes';
import { shopRoutes } from './b2bshop/shop-routes';
import { shopContentRoutes } from './b2bshop/shop-content-routes';
import { b2bBackOfficeRoutes } from './b2bshop/back-office-routes';
import { DEFAULT_CARGO_POLL_MS, DEFAULT_MESSAGES_POLL_MS, DEFAULT_MIKRO_POLL_MS, readConfig } from './config';
import type { Integrator } from './edocuments/integrator';
import { incomingEdocumentRoutes } from './edocuments/incoming-routes';
import { edocumentSettingsRoutes } from './edocuments/settings-routes';
import { cardPaymentReturnRoutes, cardPaymentRoutes, virtualPosSettingsRoutes } from './payments/public';
import { cargoRoutes } from './cargo/public';
import { mikroRoutes } from './mikro/public';
import { marketplaceRoutes } from './marketplace/public';
import { messageRoutes, type MessageOptions } from './messages/public';
import { transferRoutes } from './transfer/public';
import { jobRoutes } from './jobs/public';
import { mobileRoutes } from './mobile/public';
import { moduleIndexRoutes } from './module-index/public';
import { publicMenuRoutes, qrMenuRoutes } from './qrmenu/public';

export interface AppOptions {
  db: Database;
  signingKey: Uint8Array;
  webDir?: string;
  trustProxy?: boolean;
  /** TCMB bulletins; TCMB_BASE_URL or the central bank when not given */
  tcmbBaseUrl?: string;
  /** the e-document integrator, when one is configured (an incoming document's view is fetched from it) */
  integrator?: Integrator;
  /** the sandbox integrator beside the server (INTEGRATOR_URL), for the companies that use it */
  integratorUrl?: string | null;
  /** the sandbox payment provider beside the server (PAYMENTS_URL), for the companies whose virtual POS is the sandbox */
  paymentsUrl?: string | null;
  /** the sandbox carrier beside the server (CARGO_URL), for the companies whose carriers are the sandbox; how often a shipment is asked about */
  cargoUrl?: string | null;
  cargoPollMs?: number;
  /** the sandbox Mikro beside the server (MIKRO_URL), for the companies whose Mikro is the sandbox; how soon a transfer Mikro did not answer is tried again */
  mikroUrl?: string | null;
  mikroPollMs?: number;
  /** how long a shipment being sent is this server's before another may send it (CARGO_CLAIM_MS) */
  cargoClaimMs?: number;
  /** the sandbox marketplace beside the server (MARKET_URL), for the companies whose marketplace is the sandbox */
  marketUrl?: string | null;
  /** the sandbox SMTP server and SMS provider beside the server, for the companies whose message settings name them */
  messages?: MessageOptions;
  /** where a password reset link points (PUBLIC_URL); the request's own address when null */
  publicUrl?: string | null;
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

/** Calls that need no token. */
const PUBLIC_PATHS = new Set(['/health', '/brand', '/auth/login', '/auth/password-reset', '/auth/password-reset/confirm']);
/** The reader area's calls (/okuyucu): its catalogue is public, its members sign in with their card. */
const READER_PREFIX = '/reader/';
/** The B2B shop's storefront: its dealers sign in with a log-in of their own (b2bshop/dealer-auth.ts). */
const SHOP_PREFIX = '/shop/';
/** The QR menu's public page (qrmenu/public-routes.ts): a table's code opens it, no one signs in. */
const MENU_PREFIX = '/menu/';
/** Calls a user whose password has expired may still make (contract: renewal, UI settings, logout). */
const EXPIRED_PASSWORD_PATHS = new Set(['/modules/frontappui', '/user/myprofile', '/auth/logout']);

export function createApp({
  db,
  signingKey,
  webDir,
  trustProxy = process.env.TRUST_PROXY === '1',
  tcmbBaseUrl = readConfig().tcmbBaseUrl,
  integrator,
  integratorUrl = null,
  paymentsUrl = null,
  cargoUrl = null,
  cargoPollMs = DEFAULT_CARGO_POLL_MS,
  mikroUrl = null,
  mikroPollMs = DEFAULT_MIKRO_POLL_MS,
  cargoClaimMs,
  marketUrl = null,
  messages = { smtpUrl: null, smtpAdminUrl: null, smsUrl: null, retryMs: DEFAULT_MESSAGES_POLL_MS },
  publicUrl = readConfig().publicUrl,
}: AppOptions) {
  installEngineHooks();
  const app = new Hono<AppEnv>();
  app.onError((err, c) => sendError(c, err));

  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('lang', pickLanguage(c.req.header('accept-language')));
    c.set('clientIp', clientIp(c, trustProxy));
    await next();
  });

  // before anything reads a body, the sign-in included
  app.use('/api/*', limitBody());

  const api = new Hono<AppEnv>();
  // every other call needs a token: a new route cannot be public by being forgotten here
  const signedIn = requireAuth(signingKey);
  const signedInExpiredToo = requireAuth(signingKey, { allowExpired: true });
  api.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/api/, '');
    // the reader area has sessions of its own (library/reader-auth.ts) and never reads a staff token
    if (PUBLIC_PATHS.has(path) || path.startsWith(READER_PREFIX) || path.startsWith(SHOP_PREFIX) || path.startsWith(MENU_PREFIX)) return next();
    return (EXPIRED_PASSWORD_PATHS.has(path) ? signedInExpiredToo : signedIn)(c, next);
  });
  api.use('*', inputGuard());
  api.get('/health', (c) => c.json({ response: { status: 'ok', database: db.kind } }));
  api.route('/', brandRoutes());
  api.route('/auth', authRoutes(signingKey));
  api.route('/auth', passwordResetRoutes(publicUrl));
  api.route('/reader', readerRoutes(signingKey));
  api.route('/shop', shopRoutes(signingKey, paymentsUrl));
  api.route('/shop', shopContentRoutes(signingKey));
  api.route('/menu', publicMenuRoutes());

  api.route('/', uiRoutes());
  api.route('/', profileRoutes(signingKey));
  api.route('/', masterDataRoutes());
  api.route('/', accountStatementRoutes());
  api.route('/', storeRoutes());
  api.route('/', cashAccountRoutes());
  api.route('/', libraryRoutes());
  api.route('/', institutionRoutes());
  api.route('/', readerSettingsRoutes());
  api.route('/', b2bShopRoutes());
  api.route('/', b2bBackOfficeRoutes());
  api.route('/', companyRoutes());
  api.route('/', documentSettingsRoutes());
  api.route('/', unitRoutes());
  api.route('/', serviceRoutes());
  api.route('/unit-tracking', unitTrackingRoutes());
  api.route('/warehouse', warehouseRoutes());
  api.route('/', dimensionRoutes());
  api.route('/', variantRoutes());
  api.route('/', accountGroupRoutes());
  api.route('/', campaignRoutes());
  api.route('/', catalogueRoutes());
  api.route('/', accountProductRoutes());
  api.route('/', loyaltyRoutes());
  api.route('/', areaSettingsRoutes());
  api.route('/', designRoutes());
  api.route('/', userSettingsRoutes());
  api.route('/', colleagueRoutes());
  api.route('/', definitionRoutes());
  api.route('/', exchangeRateRoutes({ tcmbBaseUrl }));
  api.route('/', incomingEdocumentRoutes({ integrator }));
  api.route('/', edocumentSettingsRoutes());
  api.route('/', edocumentRoutes(integratorUrl));
  api.route('/', integratorSettingsRoutes(integratorUrl));
  api.route('/', virtualPosSettingsRoutes());
  api.route('/', cardPaymentRoutes(paymentsUrl));
  api.route('/', mikroRoutes({ sandboxUrl: mikroUrl, retryMs: mikroPollMs }));
  api.route('/', cargoRoutes({ sandboxUrl: cargoUrl, followMs: cargoPollMs, claimMs: cargoClaimMs }));
  api.route('/', marketplaceRoutes({ sandboxUrl: marketUrl }));
  api.route('/', messageRoutes(messages));
  api.route('/documents', documentRoutes({ tcmbBaseUrl }));
  api.route('/conversions', conversionRoutes());
  api.route('/audit', auditRoutes());
  api.route('/reports', reportRoutes());
  api.route('/', dashboardRoutes());
  // a sale the offline till's queue uploads names its device: only the user's authorised one is accepted
  api.use('/pos/sales', requireAuthorisedDevice({ optional: true }));
  api.route('/pos', posRoutes());
  api.route('/offline', offlineRoutes());
  api.route('/mobile', mobileRoutes());
  api.route('/tables', tableRoutes());
  api.route('/', chequeRoutes());
  api.route('/instalment-plans', instalmentRoutes());
  api.route('/', userRoutes());
  api.route('/', licenceRoutes());
  api.route('/', clientErrorRoutes());
  api.route('/', backupRoutes());
  api.route('/product-sets', setRoutes());
  api.route('/secondhand', secondhandRoutes());
  api.route('/ebook-pricing', ebookPricingRoutes());
  api.route('/commissions', commissionRoutes());
  api.route('/', transferRoutes());
  api.route('/', jobRoutes());
  api.route('/', moduleIndexRoutes());
  api.route('/qr-menu', qrMenuRoutes());
  api.all('*', () => {
    throw fail('NF10404');
  });
  app.route('/api', api);
  // the bank sends the card holder back here with a form, not to the token-guarded JSON API
  app.route('/', cardPaymentReturnRoutes(paymentsUrl));

  if (webDir && existsSync(webDir)) app.route('/', webRoutes(webDir));
  return app;
}
