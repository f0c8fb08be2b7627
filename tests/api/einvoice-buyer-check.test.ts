import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, einvoiceCheckSchema } from '../../src/domain/schemas/accounts';
import { edocumentSchema } from '../../src/domain/schemas/edocuments';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { startSandboxIntegrator } from '../support/sandbox-integrator';

/**
 * Whether a customer is a registered e-invoice user is the integrator's answer to its tax number (checkUser), kept on
 * the account with its alias and the time it was asked: from the account card's button, and on every send. The
 * profile of its invoices (e-Fatura or e-Arşiv) reads it.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
type Sandbox = Awaited<ReturnType<typeof startSandboxIntegrator>>;

let sandbox: Sandbox;
let server: Server;
let admin: string;
let productId: number;
const address = { city: 'İstanbul', district: 'Kadıköy', street: 'Moda Cad.', buildingNo: '12', postalCode: '34710' };

const api = (method: string, path: string, body?: unknown, token = admin, lang?: string) => call(method, path, { token, body, lang, base: server.baseUrl });
const checkAccount = (id: number, token = admin, lang?: string) => api('POST', `accounts/${id}/einvoice-check`, {}, token, lang);
const card = async (id: number) => accountSchema.parse((await api('GET', `accounts/${id}`)).body.response);

async function newAccount(body: object): Promise<number> {
  const r = await api('POST', 'accounts', { kind: 'customer', ...address, ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

async function sendInvoiceTo(accountId: number) {
  let doc = (await api('POST', 'documents', { type: 'salesInvoice', accountId, lines: [{ productId, quantity: '1', unitPrice: '95.00', vatRate: 20 }] })).body
    .response;
  for (const type of ['START', 'COMPLETE'])
    doc = (await api('POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' })).body.response;
  const sent = await api('POST', `documents/${doc.id}/edocument`, { action: 'send' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return edocumentSchema.parse(sent.body.response);
}

beforeAll(async () => {
  // the sandbox knows 0010213576 (and the demo's) as registered e-invoice users, not 9990112519
  sandbox = await startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' });
  server = await startOwnServer({
    integratorUrl: sandbox.url,
    sendWorker: { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50, leaseMs: 10_000 },
    tcmbBaseUrl: 'http://127.0.0.1:9/kurlar',
  });
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  productId = (await api('GET', 'products?limit=1')).body.response.items[0].id;
});

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

describe("a customer's e-invoice registration", () => {
  it("the account card's check asks the integrator by tax number and keeps its answer, alias and time on the account", async () => {
    expect((await card(await newAccount({ name: 'Hiç Sorulmamış', taxNumber: '0010213576' }))).einvoiceCheck).toBeNull();

    const registered = await newAccount({ name: 'Kayıtlı Alıcı', taxNumber: '0010213576', taxOffice: 'Kadıköy' });
    const before = Date.now();
    const r = await checkAccount(registered);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const answer = einvoiceCheckSchema.parse(r.body.response);
    // the receiving mailbox (PK), not the sender's (GB)
    expect(answer).toMatchObject({ registered: true, alias: 'urn:mail:defaultpk@0010213576.sandbox' });
    expect(Date.parse(answer.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await card(registered)).einvoiceCheck).toEqual(answer);

    const unregistered = await newAccount({ name: 'Kayıtsız Alıcı', taxNumber: '9990112519', einvoiceAlias: 'urn:mail:eski@example.com' });
    expect((await checkAccount(unregistered)).body.response).toMatchObject({ registered: false, alias: null });

    const noTaxNumber = await newAccount({ name: 'Vergi Numarasız' });
    const refused = await checkAccount(noTaxNumber, admin, 'en');
    expect([refused.status, refused.body.code]).toEqual([409, 'ED10005']);
    expect(refused.body.message).toContain('tax number');
    expect((await checkAccount(noTaxNumber, admin, 'tr')).body.message).toContain('vergi numarasıyla');
    expect((await checkAccount(2_000_000_000)).status).toBe(404);
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await checkAccount(registered, auditor)).status).toBe(403);
    expect(Object.keys((await api('POST', `accounts/${registered}/einvoice-check`, { vkn: '1' })).body.errors ?? {})).toEqual(['vkn']);
  });

  it("sending asks again: the integrator's answer, not the alias typed on the card, makes an invoice an e-Fatura or an e-Arşiv", async () => {
    // an alias typed on the card, but the integrator knows no such user: e-Arşiv
    const typed = await newAccount({ name: 'Eski Etiketli', taxNumber: '9990112519', einvoiceAlias: 'urn:mail:eski@example.com' });
    expect((await sendInvoiceTo(typed)).type).toBe('eArchive');
    expect((await card(typed)).einvoiceCheck).toMatchObject({ registered: false });

    // the sandbox now registers the buyer: the next send finds out, and the invoice is an e-Fatura
    const firstCheck = (await card(typed)).einvoiceCheck!.checkedAt;
    const archived = await sendInvoiceTo(typed);
    await sandbox.admin('users', { vkn: '9990112519' });
    expect((await sendInvoiceTo(typed)).type).toBe('eInvoice');
    // what was sent as an e-Arşiv stays one, with its number, whatever the buyer became
    const kept = (await api('GET', `documents/${archived.sourceId}/ubl`)).body as string;
    expect(kept).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(kept).toContain(`<cbc:ID>${archived.number}</cbc:ID>`);
    const check = (await card(typed)).einvoiceCheck!;
    expect(check).toMatchObject({ registered: true, alias: 'urn:mail:defaultpk@9990112519.sandbox' });
    expect(Date.parse(check.checkedAt)).toBeGreaterThanOrEqual(Date.parse(firstCheck));

    // no alias typed, registered at the integrator: e-Fatura
    expect((await sendInvoiceTo(await newAccount({ name: 'Etiketsiz Kayıtlı', taxNumber: '0010213576' }))).type).toBe('eInvoice');
  });
});
