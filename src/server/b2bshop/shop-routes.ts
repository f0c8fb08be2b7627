import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { offeredPaymentTypes } from '../../domain/b2b-shop/payment-types';
import {
  shopEmptyBody,
  shopLoginBody,
  shopOrderBody,
  shopOrderListQuery,
  shopProductQuery,
  shopCardPaymentBody,
  type shopAccountSchema,
  type shopHomeSchema,
  type shopInvoicePageSchema,
  type shopOrderDetailSchema,
  type shopLoginSchema,
  type shopMeSchema,
  type shopProductPageSchema,
} from '../../domain/schemas/b2b-shop';
import { checkPassword } from '../auth/passwords';
import { insertRevokedToken } from '../auth/queries';
import { clearFailures, recordFailure, secondsToWait } from '../auth/throttle';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { requestHost } from '../http/request-host';
import { parseBody, parseWith } from '../http/validate';
import { dealerOf, requireDealer } from './dealer-auth';
import { dealerByEmail, findDealer } from './dealer-queries';
import { issueDealerToken } from './dealer-session';
import { listCargoOptions, listShopBankAccounts } from './delivery-queries';
import { findShopCompany, loadShopSettings } from './settings-queries';
import { shopProducts } from './storefront-queries';
import { storefrontRoutes } from './storefront-routes';
import { listShopOrders, placeShopOrder } from './orders';
import { idempotencyKey, storeReply, storedReply } from '../http/idempotency';
import { invalid } from '../http/errors';
import { idParam } from '../http/params';
import { riskLeft, withCargo } from '../../domain/b2b-shop/order-rules';
import { accountStatement, statementQuery } from '../masterdata/public';
import { virtualPosConfigured } from '../payments/public';
import { dealerFigures, listDealerInvoices } from './account-queries';
import { readShopOrder, startShopCardPayment } from './card-checkout';

/** The shop's own address as the dealer's browser opened it (a proxy's forwarded host and scheme first). */
const shopOrigin = (c: Context<AppEnv>) =>
  `${c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(c.req.url).protocol.replace(':', '')}://${requestHost(c)}`;

/** Resolves the company of the shop's host, or 404 BS10002: the shop never reads a staff token. */
export async function shopOf(c: Context<AppEnv>): Promise<{ id: number; name: string }> {
  const shop = await c.var.db.system((q) => findShopCompany(q, requestHost(c).split(':')[0] ?? ''));
  if (!shop) throw fail('BS10002');
  return shop;
}

/**
 * /api/shop: the B2B storefront of the company the host opens, and its dealers' sign-in with e-mail and password
 * (throttled like the staff's), their session (dealer-auth.ts) and what checkout offers them. No staff token is read here.
 */
export function shopRoutes(key: Uint8Array, paymentsUrl: string | null = null) {
  const app = new Hono<AppEnv>();
  const dealer = requireDealer(key);

  app.get('/home', async (c) => {
    const shop = await shopOf(c);
    const s = await c.var.db.company(shop.id, loadShopSettings);
    return c.json({
      response: {
        name: shop.name,
        logoUrl: s.logoUrl,
        primaryColour: s.primaryColour,
        accentColour: s.accentColour,
        pricesWithVat: s.pricesWithVat,
        stockDisplay: s.stockDisplay,
      } satisfies z.input<typeof shopHomeSchema>,
    });
  });

  app.post('/login', async (c) => {
    const body = await parseBody(c, shopLoginBody);
    const shop = await shopOf(c);
    const attempt = { email: `dealer:${shop.id}:${body.email}`, clientIp: c.var.clientIp };
    const wait = await c.var.db.system((q) => secondsToWait(q, attempt));
    if (wait > 0) throw fail('AU10003', { seconds: wait }, { 'Retry-After': String(wait) });
    const found = await c.var.db.company(shop.id, (q) => dealerByEmail(q, body.email));
    const signedIn = await checkPassword(found?.active ? found : undefined, body.password);
    if (!signedIn) {
      await c.var.db.system((q) => recordFailure(q, attempt));
      throw fail('BS10003');
    }
    await c.var.db.system((q) => clearFailures(q, attempt));
    const { token, expiresIn } = await issueDealerToken(key, shop.id, signedIn.accountId, signedIn.passwordEpoch);
    return c.json({ response: { token, expiresIn, name: signedIn.name } satisfies z.input<typeof shopLoginSchema> });
  });

  app.post('/logout', dealer, async (c) => {
    await parseBody(c, shopEmptyBody);
    const { jti, expiresAt } = dealerOf(c);
    await c.var.db.system((q) => insertRevokedToken(q, jti, new Date(expiresAt)));
    return c.json({ response: {} });
  });

  app.get('/me', dealer, async (c) => {
    const { companyId, accountId } = dealerOf(c);
    const me = await c.var.db.company(companyId, async (q) => {
      const found = await findDealer(q, accountId);
      const settings = await loadShopSettings(q);
      return {
        accountId,
        name: found?.accountName ?? '',
        email: found?.email ?? '',
        paymentTypes: offeredPaymentTypes(settings, await virtualPosConfigured(q, companyId)),
        cargoOptions: (await listCargoOptions(q, true)).map(({ id, name, price, freeAbove }) => ({ id, name, price, freeAbove })),
        bankAccounts: (await listShopBankAccounts(q, true)).map(({ id, bankName, holder, iban }) => ({ id, bankName, holder, iban })),
        minimumOrder: settings.minimumOrder,
        showStatement: settings.showStatement,
        showInvoices: settings.showInvoices,
      };
    });
    return c.json({ response: me satisfies z.input<typeof shopMeSchema> });
  });

  // the dealer's prices and the stock as the company shows it: for signed-in dealers only
  app.get('/products', dealer, async (c) => {
    const query = parseWith(shopProductQuery, c.req.query());
    const { companyId } = dealerOf(c);
    const page = await c.var.db.company(companyId, async (q) =>
      shopProducts(q, await loadShopSettings(q), query.q, query.limit, query.offset, query.categoryId),
    );
    return c.json({ response: page satisfies z.input<typeof shopProductPageSchema> });
  });

  storefrontRoutes(app, dealer);

  // one order per Idempotency-Key: a double click or a retry gets the first order's reply and places nothing more
  app.post('/orders', dealer, async (c) => {
    const body = await parseBody(c, shopOrderBody);
    const { companyId, accountId } = dealerOf(c);
    const header = c.req.header('idempotency-key');
    if (header === undefined) throw invalid({ 'Idempotency-Key': [{ key: 'validation.required' }] });
    const asked = idempotencyKey(header, c.req.method, c.req.path, JSON.stringify(body))!;
    // one dealer's keys never meet another's
    const idem = { ...asked, key: `dealer:${accountId}:${asked.key}` };
    const reply = await c.var.db.company(companyId, async (q) => {
      const earlier = await storedReply(q, idem);
      if (earlier) return earlier;
      const out = await placeShopOrder(q, companyId, accountId, body, await virtualPosConfigured(q, companyId));
      await storeReply(q, companyId, idem, out);
      return out;
    });
    return c.json(reply.body as object, reply.status as 201);
  });

  // the dealer's own orders: never another dealer's
  app.get('/orders', dealer, async (c) => {
    const query = parseWith(shopOrderListQuery, c.req.query());
    const { companyId, accountId } = dealerOf(c);
    const page = await c.var.db.company(companyId, (q) => listShopOrders(q, accountId, query.limit, query.offset));
    return c.json({ response: page });
  });

  // the dealer's own order, read from the database (the storefront's order page, after the bank's redirect too)
  app.get('/orders/:id{[0-9]+}', dealer, async (c) => {
    const { companyId, accountId } = dealerOf(c);
    const { order, lines, totals, payments } = await readShopOrder({ db: c.var.db, companyId, accountId, sandboxUrl: paymentsUrl }, idParam(c));
    const { cardClaimedAt: _claim, placedAt, ...head } = order;
    return c.json({
      response: {
        ...head,
        amountDue: withCargo(order.total, order.cargoPrice),
        placedAt: new Date(placedAt).toISOString(),
        lines,
        totals,
        cardPayments: payments.map(({ id, state, amount, reasonCode }) => ({ id, state, amount, reasonCode })),
      } satisfies z.input<typeof shopOrderDetailSchema>,
    });
  });

  // the card payment of the dealer's own order awaiting one: the amount is the stored order's, never the request's
  app.post('/orders/:id{[0-9]+}/card', dealer, async (c) => {
    const id = idParam(c);
    const { card } = await parseBody(c, shopCardPaymentBody);
    const { companyId, accountId } = dealerOf(c);
    const started = await startShopCardPayment({ db: c.var.db, companyId, accountId, sandboxUrl: paymentsUrl }, id, card, shopOrigin(c), c.var.clientIp);
    return c.json({ response: started }, 201);
  });

  // the dealer's own account (/b2b/modul/caristokview): its balance and risk limit, its statement, its invoices
  app.get('/account', dealer, async (c) => {
    const { companyId, accountId } = dealerOf(c);
    const f = (await c.var.db.company(companyId, (q) => dealerFigures(q, accountId)))!;
    return c.json({
      response: {
        accountId,
        name: f.name,
        balance: f.balance,
        riskLimit: f.riskLimit,
        openOrders: f.openOrders,
        riskLeft: riskLeft(f.riskLimit, f.balance, f.openOrders),
      } satisfies z.input<typeof shopAccountSchema>,
    });
  });

  app.get('/account/statement', dealer, async (c) => {
    const { from, to } = parseWith(statementQuery, c.req.query());
    const { companyId, accountId } = dealerOf(c);
    const statement = await c.var.db.company(companyId, async (q) => {
      if (!(await loadShopSettings(q)).showStatement) throw fail('BS10024');
      return accountStatement(q, accountId, from, to);
    });
    return c.json({ response: statement! });
  });

  app.get('/invoices', dealer, async (c) => {
    const query = parseWith(shopOrderListQuery, c.req.query());
    const { companyId, accountId } = dealerOf(c);
    const page = await c.var.db.company(companyId, async (q) => {
      if (!(await loadShopSettings(q)).showInvoices) throw fail('BS10024');
      return listDealerInvoices(q, accountId, query.limit, query.offset);
    });
    return c.json({ response: page satisfies z.input<typeof shopInvoicePageSchema> });
  });

  return app;
}
