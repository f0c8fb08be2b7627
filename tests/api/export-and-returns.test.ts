import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edocumentPageSchema } from '../../src/domain/schemas/edocuments';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { checkUbl } from '../support/ubl-validator';

/**
 * Export and returns (contract.md "Export and returns (wave 3)"): a card abroad and its country, a sale to it as GİB's
 * export invoice (IHRACAT) to customs, a purchase return as the company's own return invoice (IADE) naming the
 * supplier's invoice, and a sales return, whose return invoice the customer issued, never sent by the company.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
type Sandbox = Awaited<ReturnType<typeof startSandboxIntegrator>>;
type Doc = { id: number; version: number; date: string; lines: { id: string; productId: string }[] };

let sandbox: Sandbox;
let server: Server;
let admin: string;
let productId: number;
let locationId: number;
let seq = 0;

const FAST = { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50, leaseMs: 10_000 };
const api = (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token: admin, body, lang, base: server.baseUrl });
const stamp = () => `${Date.now() % 100000}-${++seq}`;

beforeAll(async () => {
  sandbox = await startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' });
  server = await startOwnServer({ integratorUrl: sandbox.url, sendWorker: FAST, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  productId = (await api('GET', 'products?limit=1')).body.response.items[0].id;
  locationId = (await api('GET', 'locations')).body.response.items[0].id;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

async function newAccount(body: object): Promise<number> {
  const r = await api('POST', 'accounts', { kind: 'customer', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

async function event(doc: { id: number; version: number }, type: string): Promise<Doc> {
  const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}

async function completed(body: object): Promise<Doc> {
  const r = await api('POST', 'documents', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return event(await event(r.body.response, 'START'), 'COMPLETE');
}

const ubl = (id: number, lang?: string) => api('GET', `documents/${id}/ubl`, undefined, lang);
const send = (id: number, lang?: string) => api('POST', `documents/${id}/edocument`, { action: 'send' }, lang);

/** Polls until the e-document reaches `status`; fails with what it saw at the deadline. */
async function waitForStatus(edocumentId: number, status: string) {
  const until = Date.now() + 45_000;
  for (;;) {
    const items = edocumentPageSchema.parse((await api('GET', 'edocuments?direction=outgoing&limit=500')).body.response).items;
    const e = items.find((i) => i.id === edocumentId);
    if (e?.status === status || Date.now() > until) return expect(e).toMatchObject({ status });
    await new Promise((r) => setTimeout(r, 50));
  }
}

const LONDON = { city: 'London', district: 'Westminster', street: 'Downing Street', buildingNo: '10', postalCode: 'SW1A 2AA' };

describe("an account's country", () => {
  it('is TR unless given; GB is taken, UK is refused on errors.country, and a card abroad needs no tax number and keeps its own postal code', async () => {
    const home = await newAccount({ name: `Yurt İçi ${stamp()}`, taxNumber: '0010213576', postalCode: '34710' });
    expect((await api('GET', `accounts/${home}`)).body.response.country).toBe('TR');
    const listed = (await api('GET', 'accounts?limit=500')).body.response.items as { country?: string }[];
    expect(listed.every((a) => a.country === 'TR' || a.country === 'GB')).toBe(true);

    const abroad = await newAccount({ name: `London Books ${stamp()}`, country: 'GB', ...LONDON });
    expect((await api('GET', `accounts/${abroad}`)).body.response).toMatchObject({ country: 'GB', postalCode: 'SW1A 2AA', taxNumber: null });

    const uk = await api('POST', 'accounts', { kind: 'customer', name: 'UK Ltd', country: 'UK' }, 'en');
    expect(uk.status).toBe(422);
    expect(Object.keys(uk.body.errors)).toEqual(['country']);

    // in Turkey the postal code is still five digits and the tax number a VKN or TCKN
    const turkish = await api('POST', 'accounts', { kind: 'customer', name: 'Yanlış', postalCode: 'SW1A 2AA', taxNumber: 'GB123456789' });
    expect(turkish.status).toBe(422);
    expect(Object.keys(turkish.body.errors).sort()).toEqual(['postalCode', 'taxNumber']);

    // the card's country changes with a PUT, and a foreign VAT number is kept as written
    const card = (await api('GET', `accounts/${home}`)).body.response;
    const moved = await api('PUT', `accounts/${home}`, {
      kind: 'customer',
      name: card.name,
      version: card.version,
      country: 'DE',
      postalCode: '10115',
      taxNumber: 'DE 123456789',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.response).toMatchObject({ country: 'DE', postalCode: '10115', taxNumber: 'DE123456789' });
  });
});

describe('an export invoice (IHRACAT)', () => {
  let buyer: number;
  let gtipProduct: number;

  beforeAll(async () => {
    buyer = await newAccount({ name: `London Books Ltd ${stamp()}`, country: 'GB', email: 'orders@londonbooks.example', ...LONDON });
    const bad = await api('POST', 'products', { name: 'Kitap', vatRate: 0, price: '10.00', locationId, gtip: '4901' });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['gtip']]);
    const r = await api('POST', 'products', { name: `İhraç Kitabı ${stamp()}`, vatRate: 0, price: '10.00', locationId, gtip: '4901.99.00.00.00' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.gtip).toBe('490199000000');
    gtipProduct = r.body.response.id;
  });

  const exportBody = (more: object = {}, lines?: object[]) => ({
    type: 'salesInvoice',
    accountId: buyer,
    currency: 'USD',
    exchangeRate: '32.5',
    deliveryTerms: 'FOB',
    transportMode: '1',
    lines: lines ?? [
      { productId: gtipProduct, quantity: '10', unitPrice: '12.00', vatRate: 0, exemptionCode: '301' },
      { productId, quantity: '2', unitPrice: '40.00', vatRate: 0, exemptionCode: '301', gtip: '4820.10.00.00.00' },
    ],
    ...more,
  });

  it("of a USD sale to a GB account goes to customs with the buyer as EXPORT, its delivery terms, transport mode, GTİPs and rate, passes GİB's XSD and schematron, and reaches the tax authority", async () => {
    const sale = await completed(exportBody());
    // a line without its own GTİP took its product card's when it was written
    expect((await api('GET', `documents/${sale.id}`)).body.response.lines.map((l: { gtip?: string }) => l.gtip)).toEqual(['490199000000', '482010000000']);
    const r = await ubl(sale.id);
    expect(r.status, String(r.body)).toBe(200);
    const xml = r.body as string;
    expect(await checkUbl(xml, 'Invoice', 'efatura')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:ProfileID>IHRACAT</cbc:ProfileID>');
    expect(xml).toContain('<cbc:InvoiceTypeCode>ISTISNA</cbc:InvoiceTypeCode>');
    const customer = /<cac:AccountingCustomerParty>[\s\S]*?<\/cac:AccountingCustomerParty>/.exec(xml)![0];
    expect(customer).toContain('<cbc:ID schemeID="VKN">1460415308</cbc:ID>');
    expect(customer).toContain('Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü- Bilgi İşlem Dairesi Başkanlığı');
    const buyerParty = /<cac:BuyerCustomerParty>[\s\S]*?<\/cac:BuyerCustomerParty>/.exec(xml)![0];
    expect(buyerParty).toContain('<cbc:ID schemeID="PARTYTYPE">EXPORT</cbc:ID>');
    expect(buyerParty).toMatch(/<cbc:RegistrationName>London Books Ltd [^<]+<\/cbc:RegistrationName>/);
    expect(buyerParty).toContain('<cbc:IdentificationCode>GB</cbc:IdentificationCode>');
    expect(xml).toMatch(/<cac:DeliveryAddress>[\s\S]*?<cbc:PostalZone>SW1A 2AA<\/cbc:PostalZone>/);
    expect(xml).toContain('<cbc:ID schemeID="INCOTERMS">FOB</cbc:ID>');
    expect(xml).toContain('<cbc:TransportModeCode>1</cbc:TransportModeCode>');
    // the first line's GTİP is its product card's, the second its own
    expect([...xml.matchAll(/<cbc:RequiredCustomsID>(\d+)<\/cbc:RequiredCustomsID>/g)].map((m) => m[1])).toEqual(['490199000000', '482010000000']);
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>301</cbc:TaxExemptionReasonCode>');
    expect(xml).toMatch(
      /<cac:PricingExchangeRate>[\s\S]*<cbc:SourceCurrencyCode>USD<\/cbc:SourceCurrencyCode>[\s\S]*<cbc:CalculationRate>32.5<\/cbc:CalculationRate>/,
    );

    const sent = await send(sale.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body.response).toMatchObject({ type: 'eInvoice', number: expect.stringMatching(/^[A-Z0-9]{3}20\d{11}$/) });
    await waitForStatus(sent.body.response.id, 'sentToTaxAuthority');
  }, 120_000);

  it('a bad delivery term, transport mode or GTİP is a 422 on its field; an export without them is a 409 naming the field when sent, and takes no number', async () => {
    for (const [body, field] of [
      [exportBody({ deliveryTerms: 'XYZ' }), 'deliveryTerms'],
      [exportBody({ transportMode: '0' }), 'transportMode'],
      [exportBody({}, [{ productId, quantity: '1', unitPrice: '1.00', vatRate: 0, exemptionCode: '301', gtip: '12345' }]), 'lines.0.gtip'],
    ] as const) {
      const r = await api('POST', 'documents', body);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    for (const [body, field] of [
      [exportBody({ deliveryTerms: undefined }), 'deliveryTerms'],
      [exportBody({ transportMode: undefined }), 'transportMode'],
      [exportBody({}, [{ productId, quantity: '1', unitPrice: '1.00', vatRate: 0, exemptionCode: '301' }]), 'lines.0.gtip'],
      [exportBody({}, [{ productId: gtipProduct, quantity: '1', unitPrice: '1.00', vatRate: 20 }]), 'lines.0.exemptionCode'],
    ] as const) {
      const sale = await completed(body);
      const r = await send(sale.id, 'en');
      expect([r.status, r.body.code, Object.keys(r.body.errors ?? {})]).toEqual([409, 'ED10011', [field]]);
      expect(r.body.message).toContain('export invoice');
      expect((await ubl(sale.id)).status).toBe(409);
      expect((await api('GET', `edocuments?sourceId=${sale.id}`)).body.response.total).toBe(0);
    }
  }, 120_000);
});

describe('a return invoice is issued by the one who gives the goods back', () => {
  let supplier: number;

  beforeAll(async () => {
    supplier = await newAccount({
      kind: 'supplier',
      name: `E-Fatura Tedarikçisi ${stamp()}`,
      taxNumber: '4540536920',
      taxOffice: 'Kadıköy',
      einvoiceAlias: 'urn:mail:defaultpk@example.com',
      city: 'İstanbul',
      district: 'Kadıköy',
      street: 'Moda Cad.',
      postalCode: '34710',
    });
  });

  const purchase = (supplierInvoiceNumber?: string, date = '2026-11-02') =>
    completed({
      type: 'purchaseInvoice',
      accountId: supplier,
      date,
      ...(supplierInvoiceNumber ? { supplierInvoiceNumber } : {}),
      lines: [{ productId, quantity: '5', unitPrice: '20.00', vatRate: 20 }],
    });
  const purchaseReturn = (invoices: Doc[]) =>
    completed({
      type: 'purchaseReturn',
      accountId: supplier,
      lines: invoices.map((i) => ({ productId, quantity: '1', unitPrice: '20.00', vatRate: 20, returnOfId: String(i.id), returnOfLineId: i.lines[0]!.id })),
    });

  it("a purchase invoice keeps the supplier's number as printed; a 16-character number not in GİB's form is a 422 on its field", async () => {
    const paper = await purchase('F-2026/118');
    expect((await api('GET', `documents/${paper.id}`)).body.response.supplierInvoiceNumber).toBe('F-2026/118');
    const r = await api('POST', 'documents', { type: 'purchaseInvoice', accountId: supplier, supplierInvoiceNumber: 'ABC1234567890123', lines: [] });
    expect([r.status, Object.keys(r.body.errors ?? {})]).toEqual([422, ['supplierInvoiceNumber']]);
  });

  it("a purchase return is the company's IADE to its supplier naming the supplier's invoices by number and date, passes GİB's XSD and schematron, and is sent", async () => {
    const first = await purchase('ABC2026000000118', '2026-11-02');
    const second = await purchase('abc2026000000119', '2026-11-03');
    const back = await purchaseReturn([first, second]);
    const r = await ubl(back.id);
    expect(r.status, String(r.body)).toBe(200);
    const xml = r.body as string;
    expect(await checkUbl(xml, 'Invoice', 'efatura')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>');
    expect(xml).toContain('<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>');
    const company = (await api('GET', 'company')).body.response as { taxNumber: string };
    expect(/<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/.exec(xml)![0]).toContain(`>${company.taxNumber}</cbc:ID>`);
    expect(/<cac:AccountingCustomerParty>[\s\S]*?<\/cac:AccountingCustomerParty>/.exec(xml)![0]).toContain('<cbc:ID schemeID="VKN">4540536920</cbc:ID>');
    const refs = [...xml.matchAll(/<cac:InvoiceDocumentReference>\s*<cbc:ID>([^<]+)<\/cbc:ID>\s*<cbc:IssueDate>([^<]+)<\/cbc:IssueDate>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(refs).toEqual([
      ['ABC2026000000118', '2026-11-02'],
      ['ABC2026000000119', '2026-11-03'],
    ]);
    const sent = await send(back.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body.response.type).toBe('eInvoice');
    await waitForStatus(sent.body.response.id, 'sentToTaxAuthority');
  }, 120_000);

  it("a purchase return naming no invoice with the supplier's number is a 409 ED10002 in the user's language, and takes no number", async () => {
    const back = await purchaseReturn([await purchase()]);
    for (const [lang, words] of [
      ['tr', 'tedarikçinin fatura numarası'],
      ['en', "supplier's invoice number"],
    ] as const) {
      const r = await send(back.id, lang);
      expect([r.status, r.body.code]).toEqual([409, 'ED10002']);
      expect(r.body.message).toContain(words);
    }
    expect((await api('GET', `edocuments?sourceId=${back.id}`)).body.response.total).toBe(0);
  });

  it("a sales return is never sent as the company's own e-invoice: a 409 saying why, in the user's language; it records the customer's return invoice number", async () => {
    const customer = await newAccount({ name: `E-Fatura Müşterisi ${stamp()}`, taxNumber: '0010213576', einvoiceAlias: 'urn:mail:defaultpk@example.com' });
    const sale = await completed({ type: 'salesInvoice', accountId: customer, lines: [{ productId, quantity: '2', unitPrice: '50.00', vatRate: 20 }] });
    expect((await send(sale.id)).status).toBe(202);
    const back = await completed({
      type: 'salesReturn',
      accountId: customer,
      customerInvoiceNumber: 'MUS2026000000007',
      lines: [{ productId, quantity: '1', unitPrice: '50.00', vatRate: 20, returnOfId: String(sale.id), returnOfLineId: sale.lines[0]!.id }],
    });
    expect((await api('GET', `documents/${back.id}`)).body.response.customerInvoiceNumber).toBe('MUS2026000000007');
    for (const [lang, words] of [
      ['tr', 'müşterinin kestiği iade faturası'],
      ['en', 'return invoice the customer issued'],
    ] as const) {
      const r = await send(back.id, lang);
      expect([r.status, r.body.code]).toEqual([409, 'ED10012']);
      expect(r.body.message).toContain(words);
    }
    expect((await api('GET', `edocuments?sourceId=${back.id}`)).body.response.total).toBe(0);
  });
});
