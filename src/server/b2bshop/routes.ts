import { Hono } from 'hono';
import type { z } from 'zod';
import { B2B_SHOP_READ_ROLES, B2B_SHOP_WRITE_ROLES } from '../../domain/roles';
import { cargoOptionBody, dealerBody, shopOrderListQuery, shopBankAccountBody, shopSettingsBody, type shopSettingsSchema } from '../../domain/schemas/b2b-shop';
import { requireRole } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import type { AppEnv } from '../env';
import { isUniqueViolation } from '../http/field-checks';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { listShopOrders } from './orders';
import {
  cargoNameTaken,
  findCargoOption,
  findShopBankAccount,
  ibanTaken,
  insertCargoOption,
  insertShopBankAccount,
  listCargoOptions,
  listShopBankAccounts,
  updateCargoOption,
  updateShopBankAccount,
} from './delivery-queries';
import { accountExists, dealerEmailTaken, findDealer, listDealers, saveDealer } from './dealer-queries';
import { loadShopSettings, saveShopSettings, shopHostTaken } from './settings-queries';

/**
 * /api/b2b/…: the shop's back office (staff, signed in). Its settings, host and payment types (/b2b/ayar,
 * /b2b/odemetipleri), delivery options (/b2b/kargotanimlari), bank accounts for transfers (/b2b/havalehesaplari) and
 * the dealers' log-ins. Managers change them; employees and auditors read them.
 */
export function b2bShopRoutes() {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...B2B_SHOP_READ_ROLES);
  const mayWrite = requireRole(...B2B_SHOP_WRITE_ROLES);

  app.get('/b2b/settings', mayRead, async (c) => {
    const settings = await c.var.db.company(c.var.auth.companyId, loadShopSettings);
    return c.json({ response: settings satisfies z.input<typeof shopSettingsSchema> });
  });

  app.put('/b2b/settings', mayWrite, async (c) => {
    const body = await parseBody(c, shopSettingsBody);
    const companyId = c.var.auth.companyId;
    if (body.host && (await c.var.db.system((q) => shopHostTaken(q, body.host!, companyId)))) throw invalid({ host: [{ key: 'b2b.hostTaken' }] });
    let saved;
    try {
      saved = await c.var.db.company(companyId, async (q) => ((await saveShopSettings(q, companyId, body)) ? loadShopSettings(q) : null));
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid({ host: [{ key: 'b2b.hostTaken' }] });
      throw e;
    }
    if (!saved) throw fail('BS10001');
    return c.json({ response: saved });
  });

  app.get('/b2b/cargo-options', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, (q) => listCargoOptions(q));
    return c.json({ response: { items, total: items.length } });
  });

  app.post('/b2b/cargo-options', mayWrite, async (c) => {
    const body = await parseBody(c, cargoOptionBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (await cargoNameTaken(q, body.name, null)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      return findCargoOption(q, await insertCargoOption(q, c.var.auth.companyId, body));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/b2b/cargo-options/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, cargoOptionBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findCargoOption(q, id))) throw fail('NF10004');
      if (await cargoNameTaken(q, body.name, id)) throw invalid({ name: [{ key: 'validation.nameTaken' }] });
      if (!(await updateCargoOption(q, id, body))) throw fail('BS10001');
      return findCargoOption(q, id);
    });
    return c.json({ response: saved });
  });

  app.get('/b2b/bank-accounts', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, (q) => listShopBankAccounts(q));
    return c.json({ response: { items, total: items.length } });
  });

  app.post('/b2b/bank-accounts', mayWrite, async (c) => {
    const body = await parseBody(c, shopBankAccountBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (await ibanTaken(q, body.iban, null)) throw invalid({ iban: [{ key: 'b2b.ibanTaken' }] });
      return findShopBankAccount(q, await insertShopBankAccount(q, c.var.auth.companyId, body));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/b2b/bank-accounts/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, shopBankAccountBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findShopBankAccount(q, id))) throw fail('NF10004');
      if (await ibanTaken(q, body.iban, id)) throw invalid({ iban: [{ key: 'b2b.ibanTaken' }] });
      if (!(await updateShopBankAccount(q, id, body))) throw fail('BS10001');
      return findShopBankAccount(q, id);
    });
    return c.json({ response: saved });
  });

  // /b2b/islem: the shop's orders with their payment state
  app.get('/b2b/orders', mayRead, async (c) => {
    const query = parseWith(shopOrderListQuery, c.req.query());
    const page = await c.var.db.company(c.var.auth.companyId, (q) => listShopOrders(q, null, query.limit, query.offset));
    return c.json({ response: page });
  });

  app.get('/b2b/dealers', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listDealers);
    return c.json({ response: { items, total: items.length } });
  });

  // a current account given a shop log-in; the password is the company's to set until the messaging module sends resets
  app.put('/b2b/dealers/:id{[0-9]+}', mayWrite, async (c) => {
    const accountId = idParam(c);
    const body = await parseBody(c, dealerBody);
    const hash = body.password === undefined ? null : await hashPassword(body.password);
    const companyId = c.var.auth.companyId;
    const saved = await c.var.db.company(companyId, async (q) => {
      if (!(await accountExists(q, accountId))) throw fail('NF10004');
      if (await dealerEmailTaken(q, body.email, accountId)) throw invalid({ email: [{ key: 'b2b.dealerEmailTaken' }] });
      if (!(await saveDealer(q, companyId, accountId, body.email, hash, body.active))) throw invalid({ password: [{ key: 'validation.required' }] });
      return findDealer(q, accountId);
    });
    return c.json({ response: saved });
  });
  return app;
}
