import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountPageSchema, accountSchema } from '../../src/domain/schemas/accounts';
import { verificationSchema, verificationStartedSchema } from '../../src/domain/schemas/audit';
import { loginResponseSchema, logoutResponseSchema } from '../../src/domain/schemas/auth';
import { cashBoxPageSchema, cashMovePageSchema } from '../../src/domain/schemas/cash-boxes';
import { chequeBatchReplySchema, chequeMovesPageSchema, chequePortfolioSchema } from '../../src/domain/schemas/cheques';
import { chequeViewSchema } from '../../src/domain/schemas/document-views';
import { brandSchema, companySchema } from '../../src/domain/schemas/company';
import { documentSettingsSchema } from '../../src/domain/schemas/document-settings';
import { unitListSchema, unitSchema } from '../../src/domain/schemas/units';
import { accountGroupListSchema, accountGroupSchema } from '../../src/domain/schemas/account-groups';
import { accountProductListSchema } from '../../src/domain/schemas/account-products';
import { generalSettingsSchema, receiptSettingsSchema } from '../../src/domain/schemas/area-settings';
import { labelDesignSchema, printDesignSchema } from '../../src/domain/schemas/print-design';
import { integratorSettingsSchema } from '../../src/domain/schemas/integrator-settings';
import {
  DEFINITION_KINDS,
  definitionPageSchema,
  definitionSchema,
  locationPageSchema,
  locationSchema,
  warehousePageSchema,
  warehouseSchema,
} from '../../src/domain/schemas/definitions';
import { waitingConversionsSchema } from '../../src/domain/schemas/document-replies';
import { errorEnvelopeSchema } from '../../src/domain/schemas/envelope';
import { menuSchema } from '../../src/domain/schemas/menu';
import { deviceAuthorisationSchema, offlineAccountPageSchema, offlineDeviceListSchema, offlineProductPageSchema } from '../../src/domain/schemas/offline';
import { productPageSchema, productSchema } from '../../src/domain/schemas/products';
import { exchangeRateDaysSchema, exchangeRateSchema, fetchedBulletinSchema } from '../../src/domain/schemas/rates';
import { dashboardSchema } from '../../src/domain/schemas/dashboard';
import { REPORT_NAMES, reportSchema } from '../../src/domain/schemas/reports';
import { productSetSchema, productSetsSchema } from '../../src/domain/schemas/sets';
import { ebookChangesSchema, ebookPricingSchema } from '../../src/domain/schemas/ebook-pricing';
import { secondhandCopiesSchema, secondhandCopySchema, secondhandSettingsSchema } from '../../src/domain/schemas/secondhand';
import { statementSchema } from '../../src/domain/schemas/statement';
import { openTablePageSchema } from '../../src/domain/schemas/tables';
import { colleaguePageSchema, userPageSchema } from '../../src/domain/schemas/users';
import { edocumentPageSchema, edocumentSchema, edocumentSettingsSchema, incomingEdocumentPageSchema } from '../../src/domain/schemas/edocuments';
import { licenceAcceptedSchema, uiSettingsSchema } from '../../src/domain/schemas/ui-settings';
import {
  libraryCopyPageSchema,
  libraryCopySchema,
  libraryHoldPageSchema,
  libraryHoldSchema,
  libraryLendReplySchema,
  libraryLoanPageSchema,
  libraryMemberDetailSchema,
  libraryMemberPageSchema,
  libraryMemberSchema,
  libraryOverdueNoticePageSchema,
  libraryReturnReplySchema,
  libraryRulesSchema,
} from '../../src/domain/schemas/library';
import { institutionDetailSchema, institutionPageSchema } from '../../src/domain/schemas/institutions';
import {
  readerAccountSchema,
  readerHoldSchema,
  readerHomeSchema,
  readerLoginSchema,
  readerRenewReplySchema,
  readerSettingsSchema,
  readerTitleDetailSchema,
  readerTitlePageSchema,
} from '../../src/domain/schemas/reader';
import { call, login, tillHeaders } from './client';
import { licenceCompanyListSchema, licenceUserListSchema } from '../../src/domain/schemas/licences';
import { clientErrorListSchema, clientErrorSavedSchema } from '../../src/domain/schemas/client-errors';
import { demo, type Demo } from './fixtures';

/**
 * One API contract: the web parses every answer below with the schema the server types it with
 * (src/domain/schemas). Each call here goes to the real server and its answer must parse, so a server change
 * that breaks what the web reads fails here, on PGlite and on PostgreSQL.
 */

const RUN = `rs${Date.now().toString(36)}`;
let d: Demo;
/** records of this file's own: an account with a move, a definition of each kind, a warehouse, a location, an open table */
const own: { accountId: number; definitionIds: Record<string, number>; warehouseId: number; locationId: number; tableId: number; tableVersion: number } = {
  accountId: 0,
  definitionIds: {},
  warehouseId: 0,
  locationId: 0,
  tableId: 0,
  tableVersion: 0,
};

/** The `response` of a call that must succeed with `status`, parsed with `schema` (zod's own message names the path on failure). */
async function answer<S extends z.ZodType>(
  schema: S,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; status?: number; headers?: Record<string, string> } = {},
) {
  const r = await call(method, path, { token: opts.token ?? d.admin, body: opts.body, headers: opts.headers });
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(opts.status ?? 200);
  return schema.parse(r.body.response) as z.infer<S>;
}

beforeAll(async () => {
  d = await demo();
  own.accountId = (await answer(accountSchema, 'POST', 'accounts', { body: { name: `${RUN} cari`, kind: 'customer' }, status: 201 })).id;
  let voucher = (
    await call('POST', 'documents', { token: d.admin, body: { type: 'receivableVoucher', accountId: own.accountId, amount: '12.5', date: '2025-03-10' } })
  ).body.response;
  voucher = (await call('POST', `documents/${voucher.id}/events`, { token: d.admin, body: { type: 'COMPLETE', version: voucher.version } })).body.response;
  expect(voucher.status).toBe('completed');
  for (const kind of DEFINITION_KINDS) {
    const extra = kind === 'person' ? { roles: ['author'] } : kind === 'incomeExpense' ? { direction: 'expense' } : {};
    const body = { name: `${RUN} ${kind}`, ...extra };
    own.definitionIds[kind] = (await answer(definitionSchema, 'POST', `definitions/${kind}`, { body, status: 201 })).id;
  }
  own.warehouseId = (await answer(warehouseSchema, 'POST', 'warehouses', { body: { name: `${RUN} depo` }, status: 201 })).id;
  own.locationId = (await answer(locationSchema, 'POST', 'locations', { body: { name: `${RUN} raf`, warehouseId: own.warehouseId }, status: 201 })).id;
  const table = (await call('POST', 'tables', { token: d.admin, body: { tableName: `${RUN} masa` } })).body.response;
  own.tableId = table.id;
  own.tableVersion = table.version;
});

afterAll(async () => {
  // an open table of this file's would show in every other file's list of open tables
  if (own.tableId) await call('POST', `documents/${own.tableId}/events`, { token: d.admin, body: { type: 'CANCEL', version: own.tableVersion } });
});

describe('every answer of the non-document calls parses with its schema in src/domain/schemas', () => {
  it('POST /api/auth/login and /api/auth/logout', async () => {
    const r = await call('POST', 'auth/login', { body: { email: 'kasa@demo.test', password: 'demo1234' } });
    expect(r.status).toBe(200);
    const { authorization, user } = loginResponseSchema.parse(r.body.response);
    expect(user.email).toBe('kasa@demo.test');
    await answer(logoutResponseSchema, 'POST', 'auth/logout', { token: authorization.access_token });
  });

  it('GET /api/brand (public), /api/company, /api/menu and /api/modules/frontappui', async () => {
    const brand = await call('GET', 'brand');
    expect(brandSchema.parse(brand.body.response).name).not.toBe('');
    expect((await answer(companySchema, 'GET', 'company')).name).not.toBe('');
    expect((await answer(documentSettingsSchema, 'GET', 'document-settings')).series.length).toBeGreaterThan(0);
    expect((await answer(unitListSchema, 'GET', 'units')).items.map((u) => u.code)).toContain('ADET');
    expect((await answer(generalSettingsSchema, 'GET', 'general-settings')).csvSeparator).toMatch(/^(semicolon|tab)$/);
    expect(typeof (await answer(receiptSettingsSchema, 'GET', 'receipt-settings')).packingUnits).toBe('boolean');
    expect((await answer(printDesignSchema, 'GET', 'print-design')).columns).toContain('name');
    expect((await answer(labelDesignSchema, 'GET', 'label-design')).rows).toBeGreaterThan(0);
    expect((await answer(integratorSettingsSchema, 'GET', 'integrator-settings')).invoicePrefix).toMatch(/^[A-Z0-9]{3}$/);
    expect((await answer(menuSchema, 'GET', 'menu')).length).toBeGreaterThan(0);
    const settings = await answer(uiSettingsSchema, 'GET', 'modules/frontappui');
    expect(settings.authorizedUser.email).toBe('admin@demo.test');
    expect(settings.dashboard.links.length).toBeGreaterThan(0);
    await answer(licenceAcceptedSchema, 'POST', 'modules/frontappui/license/accept');
  });

  it('GET /api/products, /api/products/:id, /api/accounts, /api/accounts/:id and the statement', async () => {
    const products = await answer(productPageSchema, 'GET', 'products?limit=5');
    expect(products.items.length).toBeGreaterThan(0);
    await answer(productSchema, 'GET', `products/${products.items[0]!.id}`);
    const accounts = await answer(accountPageSchema, 'GET', `accounts?q=${RUN}`);
    expect(accounts.items.map((a) => a.id)).toEqual([own.accountId]);
    expect((await answer(accountSchema, 'GET', `accounts/${own.accountId}`)).balance).toBe('-12.50');
    const statement = await answer(statementSchema, 'GET', `accounts/${own.accountId}/statement?from=2025-01-01&to=2025-12-31`);
    expect(statement.rows).toHaveLength(1);
  });

  it('GET /api/definitions/{kind} and /api/definitions/{kind}/{id} of every kind', async () => {
    for (const kind of DEFINITION_KINDS) {
      const page = await answer(definitionPageSchema, 'GET', `definitions/${kind}?q=${RUN}`);
      expect(page.items.map((i) => i.id)).toEqual([own.definitionIds[kind]]);
      expect((await answer(definitionSchema, 'GET', `definitions/${kind}/${own.definitionIds[kind]}`)).kind).toBe(kind);
    }
  });

  it('GET /api/secondhand/settings, POST and GET /api/secondhand/copies', async () => {
    const products = (await answer(productPageSchema, 'GET', 'products?limit=1')).items;
    await answer(secondhandSettingsSchema, 'GET', 'secondhand/settings');
    const made = await answer(secondhandCopySchema, 'POST', 'secondhand/copies', { body: { productId: products[0]!.id, grade: 'asNew' }, status: 201 });
    await answer(secondhandCopySchema, 'GET', `secondhand/copies/barcode/${made.barcode}`);
    expect((await answer(secondhandCopiesSchema, 'GET', `secondhand/copies?q=${made.barcode}`)).items).toHaveLength(1);
  });

  it('GET and PUT /api/ebook-pricing, its editions, preview and apply', async () => {
    const location = (await call('GET', 'locations', { token: d.admin })).body.response.items[0].id;
    const made = (name: string, price: string) =>
      answer(productSchema, 'POST', 'products', { body: { name: `${RUN} ${name}`, unit: 'ADET', vatRate: 0, price, locationId: location }, status: 201 });
    const [printed, ebook] = [await made('basılı', '40.00'), await made('e-kitap', '0')];
    const rules = { rules: [{ share: '100', categoryId: null, manufacturerId: null }], roundingStep: '0.01', roundingMode: 'nearest' };
    await answer(ebookPricingSchema, 'GET', 'ebook-pricing');
    await answer(ebookPricingSchema, 'PUT', `ebook-pricing/editions/${ebook!.id}`, { body: { printedProductId: printed!.id } });
    await answer(ebookPricingSchema, 'PUT', 'ebook-pricing', { body: rules });
    const preview = await answer(ebookChangesSchema, 'GET', 'ebook-pricing/preview');
    await answer(ebookChangesSchema, 'POST', 'ebook-pricing/apply', { body: { changes: preview.items } });
    await answer(ebookPricingSchema, 'PUT', `ebook-pricing/editions/${ebook!.id}`, { body: { printedProductId: null } });
  });

  it('PUT and GET /api/product-sets', async () => {
    const products = (await answer(productPageSchema, 'GET', 'products?limit=3')).items;
    const body = { components: [{ productId: products[1]!.id, quantity: '2' }] };
    expect((await answer(productSetSchema, 'PUT', `product-sets/${products[2]!.id}`, { body })).components).toHaveLength(1);
    expect((await answer(productSetsSchema, 'GET', 'product-sets')).items.length).toBeGreaterThan(0);
    await answer(productSetSchema.nullable(), 'PUT', `product-sets/${products[2]!.id}`, { body: { components: [] } });
  });

  it('POST, PUT and DELETE /api/units answer a unit (or its id)', async () => {
    const code = `R${Date.now() % 1_000_000}`;
    const made = await answer(unitSchema, 'POST', 'units', { body: { code, name: code, baseCode: 'ADET', factor: '6' }, status: 201 });
    expect((await answer(unitSchema, 'PUT', `units/${made.id}`, { body: { name: code, baseCode: 'ADET', factor: '8' } })).factor).toBe('8');
    const removed = await call('DELETE', `units/${made.id}`, { token: d.admin });
    expect(removed.body.response).toEqual({ id: made.id });
  });

  it("GET and PUT /api/accounts/:id/products answer the account's product list", async () => {
    const set = await answer(accountProductListSchema, 'PUT', `accounts/${own.accountId}/products`, { body: { productIds: [d.products[0]!.id] } });
    expect(set.items.map((p) => p.id)).toEqual([d.products[0]!.id]);
    expect((await answer(accountProductListSchema, 'GET', `accounts/${own.accountId}/products`, { token: d.auditor })).items).toEqual(set.items);
    expect((await answer(accountProductListSchema, 'PUT', `accounts/${own.accountId}/products`, { body: { productIds: [] } })).items).toEqual([]);
  });

  it('GET, POST, PUT and DELETE /api/account-groups answer a group (or its id)', async () => {
    const name = `${RUN} grup`.slice(0, 60);
    const made = await answer(accountGroupSchema, 'POST', 'account-groups', { body: { name }, status: 201 });
    expect((await answer(accountGroupListSchema, 'GET', 'account-groups')).items.map((g) => g.id)).toContain(made.id);
    expect((await answer(accountGroupSchema, 'PUT', `account-groups/${made.id}`, { body: { name: `${name.slice(0, 50)} 2` } })).accounts).toBe(0);
    expect((await call('DELETE', `account-groups/${made.id}`, { token: d.admin })).body.response).toEqual({ id: made.id });
  });

  it("GET /api/warehouses, /api/locations, /api/cash-boxes and a box's moves", async () => {
    expect((await answer(warehousePageSchema, 'GET', 'warehouses')).items.map((w) => w.id)).toContain(own.warehouseId);
    expect((await answer(locationPageSchema, 'GET', 'locations')).items.map((l) => l.id)).toContain(own.locationId);
    const boxes = (await answer(cashBoxPageSchema, 'GET', 'cash-boxes')).items;
    expect(boxes.length).toBeGreaterThan(0);
    expect((await answer(cashMovePageSchema, 'GET', `cash-boxes/${boxes[0]!.id}/moves?limit=5`)).items.length).toBeLessThanOrEqual(5);
  });

  it('POST /api/cheque-batches, a cheque, GET /api/cheques/portfolio and /api/cheques/moves', async () => {
    const slip = await answer(chequeBatchReplySchema, 'POST', 'cheque-batches', {
      body: { kind: 'receive', accountId: own.accountId, items: [{ type: 'receivedCheque', amount: '10', dueDate: '2030-01-01', bank: 'Ziraat' }] },
      status: 201,
    });
    const id = slip.documents[0]!.id;
    expect((await answer(chequeViewSchema, 'GET', `documents/${id}`)).batchNo).toBe(slip.batchNo);
    expect((await answer(chequePortfolioSchema, 'GET', 'cheques/portfolio')).items.map((c) => c.id)).toContain(id);
    expect((await answer(chequeMovesPageSchema, 'GET', 'cheques/moves?limit=5')).items.length).toBeGreaterThan(0);
  });

  it('POST /api/documents/:id/edocument and GET /api/edocuments', async () => {
    const draft = await call('POST', 'documents', {
      token: d.admin,
      body: { type: 'salesInvoice', accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '10.00', vatRate: 20 }] },
    });
    let doc = draft.body.response as { id: number; version: number };
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, version: doc.version, paymentType: 'credit' } })).body.response;
    const sent = await answer(edocumentSchema, 'POST', `documents/${doc.id}/edocument`, { body: { action: 'send' }, status: 202 });
    expect(sent.sourceId).toBe(doc.id);
    expect((await answer(edocumentPageSchema, 'GET', 'edocuments?direction=outgoing')).items.map((e) => e.id)).toContain(sent.id);
    // incoming documents and their answers (POST /api/edocuments/:id/answer) are parsed in edocument-incoming.test.ts, beside an integrator
    await answer(incomingEdocumentPageSchema, 'GET', 'edocuments?direction=incoming&kind=invoice');
    const settings = await answer(edocumentSettingsSchema, 'GET', 'edocument-settings');
    await answer(edocumentSettingsSchema, 'PUT', 'edocument-settings', { body: settings, token: d.admin });
  });

  it('the library: rules, members, copies, lend, renew, holds, return, loans', async () => {
    const rules = await answer(libraryRulesSchema, 'GET', 'library/rules');
    await answer(libraryRulesSchema, 'PUT', 'library/rules', { body: rules, token: d.accountant });
    const member = await answer(libraryMemberSchema, 'POST', 'library/members', {
      body: { cardNumber: `${RUN}-u`, name: `${RUN} üye`, category: 'guest' },
      status: 201,
    });
    const other = await answer(libraryMemberSchema, 'POST', 'library/members', {
      body: { cardNumber: `${RUN}-v`, name: `${RUN} üye 2`, category: 'guest' },
      status: 201,
    });
    await answer(libraryMemberSchema, 'PUT', `library/members/${member.id}`, {
      body: { cardNumber: `${RUN}-u`, name: `${RUN} üye`, category: 'guest', pin: '1234' },
    });
    expect((await answer(libraryMemberPageSchema, 'GET', `library/members?q=${RUN}`)).total).toBe(2);
    const product = (await call('GET', 'products?limit=1', { token: d.admin })).body.response.items[0].id as number;
    const copy = await answer(libraryCopySchema, 'POST', 'library/copies', {
      body: { productId: product, barcode: `${RUN}-c`, itemType: 'book' },
      status: 201,
    });
    await answer(libraryCopySchema, 'PUT', `library/copies/${copy.id}`, {
      body: { productId: product, barcode: `${RUN}-c`, itemType: 'book', locationId: own.locationId },
    });
    await answer(libraryCopySchema, 'GET', `library/copies/${copy.id}`);
    expect((await answer(libraryCopyPageSchema, 'GET', `library/copies?barcode=${RUN}-c`)).total).toBe(1);
    await answer(libraryLendReplySchema, 'POST', 'library/lend', { body: { cardNumber: member.cardNumber, barcode: copy.barcode }, status: 201 });
    await answer(libraryLendReplySchema, 'POST', 'library/renew', { body: { barcode: copy.barcode } });
    const hold = await answer(libraryHoldSchema, 'POST', 'library/holds', { body: { memberId: other.id, productId: product }, status: 201 });
    await answer(libraryHoldPageSchema, 'GET', `library/holds?productId=${product}`);
    expect((await answer(libraryReturnReplySchema, 'POST', 'library/return', { body: { barcode: copy.barcode } })).holdFor?.id).toBe(hold.id);
    await answer(libraryMemberDetailSchema, 'GET', `library/members/${other.id}`);
    await answer(libraryHoldSchema, 'POST', `library/holds/${hold.id}/cancel`, { body: {} });
    expect((await answer(libraryLoanPageSchema, 'GET', `library/loans?memberId=${member.id}`)).total).toBe(1);
    await answer(libraryOverdueNoticePageSchema, 'GET', 'library/overdue-notices');
  });

  it('the institutions: the list and one, with its members, loans and sales', async () => {
    const school = (await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} okul`, kind: 'customer' } })).body.response.id as number;
    await answer(libraryMemberSchema, 'POST', 'library/members', {
      body: { cardNumber: `${RUN}-k`, name: `${RUN} öğrenci`, category: 'student', institutionAccountId: school },
      status: 201,
    });
    expect((await answer(institutionPageSchema, 'GET', 'institutions')).items.some((i) => i.accountId === school)).toBe(true);
    await answer(institutionDetailSchema, 'GET', `institutions/${school}`);
  });

  it('the reader area: home, search, a title, sign-in, account, renew, hold, and its settings', async () => {
    const settings = await answer(readerSettingsSchema, 'GET', 'library/reader-settings');
    await answer(readerSettingsSchema, 'PUT', 'library/reader-settings', { body: settings, token: d.accountant });
    await answer(readerHomeSchema, 'GET', 'reader/home');
    const found = await answer(readerTitlePageSchema, 'GET', 'reader/titles?q=madonna');
    const title = await answer(readerTitleDetailSchema, 'GET', `reader/titles/${found.items[0]!.id}`);
    const member = await answer(libraryMemberSchema, 'POST', 'library/members', {
      body: { cardNumber: `${RUN}-r`, name: `${RUN} okur`, category: 'member', pin: '2468' },
      status: 201,
    });
    const barcode = (await call('GET', `library/copies?productId=${title.id}`, { token: d.admin })).body.response.items.find(
      (c: { status: string }) => c.status === 'free',
    ).barcode;
    await answer(libraryLendReplySchema, 'POST', 'library/lend', { body: { cardNumber: member.cardNumber, barcode }, status: 201 });
    const { token } = await answer(readerLoginSchema, 'POST', 'reader/login', { body: { cardNumber: member.cardNumber, pin: '2468' } });
    const account = await answer(readerAccountSchema, 'GET', 'reader/account', { token });
    await answer(readerRenewReplySchema, 'POST', `reader/loans/${account.loans[0]!.id}/renew`, { token, body: { version: account.loans[0]!.version } });
    const other = found.items[0]!.id === d.products[0]!.id ? d.products[1]!.id : d.products[0]!.id;
    const hold = await answer(readerHoldSchema, 'POST', 'reader/holds', { token, body: { productId: other }, status: 201 });
    await call('POST', `library/holds/${hold.id}/cancel`, { token: d.admin, body: {} });
    await call('POST', 'library/return', { token: d.admin, body: { barcode } });
  });

  it('GET /api/users and /api/colleagues', async () => {
    expect((await answer(userPageSchema, 'GET', 'users')).items.map((u) => u.email)).toContain('admin@demo.test');
    expect((await answer(colleaguePageSchema, 'GET', 'colleagues')).items.length).toBeGreaterThan(1);
  });

  it('GET /api/conversions', async () => {
    expect((await answer(waitingConversionsSchema, 'GET', 'conversions')).items.length).toBeGreaterThan(0);
  });

  it('GET /api/exchange-rates (the lira, a rate typed by hand, a day without one), the bulletin fetch and /api/exchange-rates/days', async () => {
    expect((await answer(exchangeRateSchema, 'GET', 'exchange-rates?date=2025-03-10&currency=TRY')).source).toBe('base');
    const typed = await answer(exchangeRateSchema, 'POST', 'exchange-rates', {
      body: { date: '2001-02-05', currency: 'USD', forexSelling: '1.25' },
      token: d.accountant,
      status: 201,
    });
    expect(typed.source).toBe('manual');
    expect(await answer(exchangeRateSchema, 'GET', 'exchange-rates?date=2001-02-05&currency=USD', { token: d.accountant })).toEqual(typed);
    // a day without a rate (the run's TCMB is out of reach): no rates, and why
    expect(await answer(exchangeRateSchema, 'GET', 'exchange-rates?date=2001-02-06&currency=GBP')).toMatchObject({ forexSelling: null, source: 'none' });
    expect((await answer(fetchedBulletinSchema, 'POST', 'exchange-rates/fetch', { body: { date: '2001-02-06' } })).bulletinDate).toBeNull();
    const days = await answer(exchangeRateDaysSchema, 'GET', 'exchange-rates/days?from=2001-02-01&to=2001-02-28', { token: d.accountant });
    expect(days.items.map((i) => i.source)).toContain('manual');
  });

  it('POST and GET /api/audit/verifications', async () => {
    const { id } = await answer(verificationStartedSchema, 'POST', 'audit/verifications', {
      token: d.auditor,
      body: { scope: 'range', from: '2001-01-01', to: '2001-01-02' },
      status: 202,
    });
    expect((await answer(verificationSchema, 'GET', `audit/verifications/${id}`, { token: d.auditor })).id).toBe(id);
  });

  it("GET /api/licences/companies and a company's users; POST and GET /api/client-errors", async () => {
    const provider = await login('saglayici@defter.test');
    const all = await answer(licenceCompanyListSchema, 'GET', 'licences/companies', { token: provider });
    expect(all.items.length).toBeGreaterThan(1);
    const own = await answer(licenceCompanyListSchema, 'GET', 'licences/companies');
    expect((await answer(licenceUserListSchema, 'GET', `licences/companies/${own.items[0]!.id}/users`, { token: provider })).items.length).toBeGreaterThan(0);
    const saved = await answer(clientErrorSavedSchema, 'POST', 'client-errors', {
      token: d.cashier,
      body: { message: `${RUN} TypeError`, route: '/fis/pos', appVersion: '1.0.75' },
      status: 201,
    });
    expect((await answer(clientErrorListSchema, 'GET', 'client-errors')).items.map((e) => e.id)).toContain(saved.id);
  });

  it('GET /api/offline/products, /api/offline/accounts and /api/tables', async () => {
    const headers = await tillHeaders(d.cashier);
    expect((await answer(offlineProductPageSchema, 'GET', 'offline/products?after=0&limit=5', { token: d.cashier, headers })).items.length).toBeGreaterThan(0);
    expect((await answer(offlineAccountPageSchema, 'GET', 'offline/accounts?after=0&limit=5', { token: d.cashier, headers })).items.length).toBeGreaterThan(0);
    const device = await answer(deviceAuthorisationSchema, 'POST', 'offline/device', { token: d.accountant, body: { deviceId: 'schema-till' } });
    expect((await answer(offlineDeviceListSchema, 'GET', 'offline/devices', { token: d.admin })).items.map((x) => x.deviceId)).toContain(device.deviceId);
    expect((await answer(openTablePageSchema, 'GET', 'tables', { token: d.cashier })).items.map((t) => t.id)).toContain(own.tableId);
  });

  it('GET /api/reports/:name, for every report, and GET /api/dashboard', async () => {
    // a product's movements (/stok/islem) need the product
    const needs: Partial<Record<string, string>> = { stokhareket: `?productId=${d.products[0]!.id}&from=2020-01-01` };
    for (const name of REPORT_NAMES) expect((await answer(reportSchema, 'GET', `reports/${name}${needs[name] ?? ''}`)).columns.length).toBeGreaterThan(0);
    expect((await answer(dashboardSchema, 'GET', 'dashboard')).sales?.days).toHaveLength(14);
  });

  it('a refusal: 404, 422 with every field, 403', async () => {
    const missing = await call('GET', 'accounts/2147483647', { token: d.admin });
    expect(missing.status).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.body).code).toBe('NF10004');
    const invalid = await call('POST', 'pos/sales', { token: d.cashier, body: {} });
    expect(invalid.status).toBe(422);
    expect(Object.keys(errorEnvelopeSchema.parse(invalid.body).errors ?? {})).toContain('clientId');
    const forbidden = await call('GET', 'audit/verifications/1', { token: d.cashier });
    expect(forbidden.status).toBe(403);
    errorEnvelopeSchema.parse(forbidden.body);
  });
});
