import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, login } from './client';
import { demo, type Demo } from './fixtures';
import { checkUbl } from '../support/ubl-validator';

/**
 * GET /api/documents/:id/ubl: the UBL-TR 1.2.1 of a completed sales invoice, return or waybill, which passes GİB's XSD and
 * schematron. It is numbered once per document, when it is queued for sending, without gaps within a series and a year;
 * before that it is a draft.
 */
let d: Demo;
let vknCustomer: number;
let tcknCustomer: number;
let seq = 0;

const stamp = () => `${Date.now() % 100000}-${++seq}`;

async function newAccount(body: object): Promise<number> {
  const r = await call('POST', 'accounts', { token: d.admin, body: { kind: 'customer', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

beforeAll(async () => {
  d = await demo();
  const address = { city: 'İstanbul', district: 'Kadıköy', street: 'Moda Cad.', buildingNo: '12', postalCode: '34710' };
  vknCustomer = await newAccount({
    name: `E-Fatura Müşterisi ${stamp()}`,
    taxNumber: '0010213576',
    taxOffice: 'Kadıköy',
    einvoiceAlias: 'urn:mail:defaultpk@example.com',
    ...address,
  });
  tcknCustomer = await newAccount({ name: `Ali Veli Yılmaz ${stamp()}`, personType: 'individual', taxNumber: '10010405214', ...address });
});

async function send(doc: { id: number; version: number }, type: string) {
  const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, version: doc.version, paymentType: 'credit' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}

interface LineBody {
  productId: number;
  quantity: string;
  unitPrice: string;
  vatRate: number;
  returnOfId?: string;
  returnOfLineId?: string;
}

async function draftInvoice(accountId: number, type = 'salesInvoice', lines?: LineBody[]) {
  const [book, notebook] = [d.products.find((p) => p.vatRate === 0)!, d.products.find((p) => p.vatRate === 20)!];
  const r = await call('POST', 'documents', {
    token: d.admin,
    body: {
      type,
      accountId,
      warehouseId: d.warehouse.id,
      lines: lines ?? [
        { productId: book.id, quantity: '2', unitPrice: '95.00', vatRate: 10 },
        { productId: notebook.id, quantity: '3', unitPrice: '42.90', vatRate: 20, discountRate: '12.5', priceIncludesVat: true },
        { productId: notebook.id, quantity: '1', unitPrice: '12.50', vatRate: 1 },
      ],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number };
}

type Completed = { id: number; version: number; date: string; lines: { id: string; productId: string }[] };

async function completedInvoice(accountId: number, type = 'salesInvoice', lines?: LineBody[]) {
  const started = await send(await draftInvoice(accountId, type, lines), 'START');
  return (await send(started, 'COMPLETE')) as Completed;
}

/** Queues the document for sending: the moment it takes its GİB number and ETTN. */
async function issue(id: number) {
  const r = await call('POST', `documents/${id}/edocument`, { token: d.admin, body: { action: 'send' } });
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  return r.body.response as { number: string; uuid: string };
}

const ubl = (id: number, token = d.admin, lang?: string) => call('GET', `documents/${id}/ubl`, { token, lang });
const idOf = (xml: string) => /<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)?.[1] ?? '';
const uuidOf = (xml: string) => /<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(xml)?.[1] ?? '';
const serialOf = (number: string) => Number(number.slice(7));

describe('the UBL-TR of a sales return', () => {
  const returnOf = (invoice: Completed, index = 0): LineBody => ({
    productId: Number(invoice.lines[index]!.productId),
    quantity: '1',
    unitPrice: '95.00',
    vatRate: 10,
    returnOfId: String(invoice.id),
    returnOfLineId: invoice.lines[index]!.id,
  });
  const refsOf = (xml: string) =>
    [...xml.matchAll(/<cac:InvoiceDocumentReference>\s*<cbc:ID>([^<]+)<\/cbc:ID>\s*<cbc:IssueDate>([^<]+)<\/cbc:IssueDate>/g)].map((m) => [m[1], m[2]]);

  it("names the e-invoices its lines give back by their GİB numbers and dates, and is basic (never commercial) for a registered buyer; it passes GİB's XSD and schematron", async () => {
    const settings = (await call('GET', 'edocument-settings', { token: d.admin })).body.response;
    const commercial = await call('PUT', 'edocument-settings', { token: d.admin, body: { version: settings.version, invoiceProfile: 'TICARIFATURA' } });
    expect(commercial.status, JSON.stringify(commercial.body)).toBe(200);
    try {
      const first = await completedInvoice(vknCustomer);
      const second = await completedInvoice(vknCustomer);
      const [one, two] = [await issue(first.id), await issue(second.id)];
      const back = await completedInvoice(vknCustomer, 'salesReturn', [returnOf(first), returnOf(second), returnOf(first, 1)]);
      const r = await ubl(back.id);
      expect(r.status, String(r.body)).toBe(200);
      const xml = r.body as string;
      expect(await checkUbl(xml, 'Invoice', 'efatura')).toEqual({ xsdErrors: [], schematronErrors: [] });
      expect(xml).toContain('<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>');
      // the company issues commercial invoices, but GİB takes a return only as a basic one
      expect(xml).toContain('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>');
      expect(refsOf(xml)).toEqual([
        [one.number, first.date],
        [two.number, second.date],
      ]);
      expect(await issue(back.id)).toMatchObject({ number: expect.stringMatching(/^[A-Z0-9]{3}20\d{11}$/) });
      // a sale to the same buyer is still commercial
      expect((await ubl(first.id)).body).toContain('<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>');
    } finally {
      const now = (await call('GET', 'edocument-settings', { token: d.admin })).body.response;
      await call('PUT', 'edocument-settings', { token: d.admin, body: { version: now.version, invoiceProfile: 'TEMELFATURA' } });
    }
  }, 300_000);

  it("a return to a buyer who is no e-invoice user is an e-Arşiv return naming its e-Arşiv invoice, and passes GİB's XSD and schematron", async () => {
    const sale = await completedInvoice(tcknCustomer);
    const { number } = await issue(sale.id);
    const back = await completedInvoice(tcknCustomer, 'salesReturn', [returnOf(sale)]);
    const xml = (await ubl(back.id)).body as string;
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(refsOf(xml)).toEqual([[number, sale.date]]);
  }, 300_000);

  it("a return whose lines name no e-invoice (an invoice never sent, or none) is a 409 in the user's language, and takes no number", async () => {
    const unsent = await completedInvoice(vknCustomer);
    const back = await completedInvoice(vknCustomer, 'salesReturn', [returnOf(unsent)]);
    for (const [lang, words] of [
      ['tr', 'e-faturayı'],
      ['en', 'e-invoice they return'],
    ] as const) {
      const r = await ubl(back.id, d.admin, lang);
      expect([r.status, r.body.code]).toEqual([409, 'ED10002']);
      expect(r.body.message).toContain(words);
    }
    const refused = await call('POST', `documents/${back.id}/edocument`, { token: d.admin, body: { action: 'send' }, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([409, 'ED10002']);
    expect((await call('GET', `edocuments?sourceId=${back.id}`, { token: d.admin })).body.response.total).toBe(0);
  });
});

describe('the UBL-TR of a sales invoice', () => {
  it("a foreign-currency invoice carries its exchange rate and passes GİB's XSD and schematron; without a rate it is a 409 in the user's language and takes no number", async () => {
    const book = d.products.find((p) => p.vatRate === 0)!;
    const usd = async (rate?: string) => {
      const r = await call('POST', 'documents', {
        token: d.admin,
        body: {
          type: 'salesInvoice',
          accountId: tcknCustomer,
          warehouseId: d.warehouse.id,
          currency: 'USD',
          ...(rate ? { exchangeRate: rate } : {}),
          lines: [{ productId: book.id, quantity: '1', unitPrice: '10.00', vatRate: 10 }],
        },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return (await send(await send(r.body.response, 'START'), 'COMPLETE')) as Completed;
    };
    const rated = await usd('34.5678');
    const r = await ubl(rated.id);
    expect(r.status, String(r.body)).toBe(200);
    const xml = r.body as string;
    expect(xml).toContain('<cbc:CalculationRate>34.5678</cbc:CalculationRate>');
    expect(xml).toContain('<cbc:DocumentCurrencyCode>USD</cbc:DocumentCurrencyCode>');
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });

    const unrated = await usd();
    for (const [lang, words] of [
      ['tr', 'kuru olmadan'],
      ['en', 'without its exchange rate'],
    ] as const) {
      const r = await ubl(unrated.id, d.admin, lang);
      expect([r.status, r.body.code]).toEqual([409, 'ED10006']);
      expect(r.body.message).toContain(words);
    }
    const refused = await call('POST', `documents/${unrated.id}/edocument`, { token: d.admin, body: { action: 'send' } });
    expect([refused.status, refused.body.code]).toEqual([409, 'ED10006']);
    expect((await call('GET', `edocuments?sourceId=${unrated.id}`, { token: d.admin })).body.response.total).toBe(0);
  });

  it("passes GİB's XSD and schematron for an e-Fatura (VKN) and an e-Arşiv (TCKN) customer, with several VAT rates and a discount", async () => {
    const efatura = await completedInvoice(vknCustomer);
    const r = await ubl(efatura.id);
    expect(r.status, String(r.body)).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    const xml = r.body as string;
    expect(await checkUbl(xml, 'Invoice', 'efatura')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>');
    expect(xml).toContain('<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:ID schemeID="VKN">0010213576</cbc:ID>');
    expect(xml).toContain('<cbc:ID schemeID="VKN">2920084496</cbc:ID>');
    expect(xml.match(/<cbc:TaxTypeCode>0015<\/cbc:TaxTypeCode>/g)).toHaveLength(6);
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="C62">3</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:AllowanceTotalAmount currencyID="TRY">');
    expect(idOf(xml)).toMatch(/^[A-Z0-9]{3}20\d{2}\d{9}$/);
    expect(uuidOf(xml)).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    // the amounts are those of the invoice in Defter
    const view = (await call('GET', `documents/${efatura.id}`, { token: d.admin })).body.response;
    expect(xml).toContain(`<cbc:PayableAmount currencyID="TRY">${view.totals.grand}</cbc:PayableAmount>`);

    // GİB's stylesheet travels in the document, and renders it for people
    const embedded = /<cac:AdditionalDocumentReference>[\s\S]*?<cbc:DocumentType>XSLT<\/cbc:DocumentType>[\s\S]*?filename="general.xslt"[^>]*>([^<]+)</.exec(
      xml,
    );
    expect(Buffer.from(embedded![1]!, 'base64').toString('utf8')).toBe(
      readFileSync(new URL('../../src/server/edocuments/stylesheets/general.xslt', import.meta.url), 'utf8'),
    );
    const page = await call('GET', `documents/${efatura.id}/ubl/html`, { token: d.auditor });
    expect([page.status, page.headers.get('content-type'), page.headers.get('content-security-policy')]).toEqual([
      200,
      'text/html; charset=utf-8',
      'sandbox allow-scripts allow-modals',
    ]);
    expect(page.body).toContain(idOf(xml));
    expect(page.body).toContain('E-Fatura Müşterisi');
    // the preview says the profile, type and GİB number the UBL has; the UBL downloads as a file named by that number
    expect(['x-edocument-profile', 'x-edocument-type', 'x-edocument-number'].map((h) => page.headers.get(h))).toEqual(['TEMELFATURA', 'SATIS', idOf(xml)]);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${idOf(xml)}.xml"`);

    const earsiv = await completedInvoice(tcknCustomer);
    const e = (await ubl(earsiv.id)).body as string;
    expect(await checkUbl(e, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(e).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(e).toContain('<cbc:ID schemeID="TCKN">10010405214</cbc:ID>');
    expect(e).toMatch(/<cac:Person>\s*<cbc:FirstName>Ali Veli Yılmaz<\/cbc:FirstName>/);
    expect(idOf(e).slice(0, 3)).not.toBe(idOf(xml).slice(0, 3));

    // the alias that makes a customer a registered e-invoice user is kept on the card and checked
    expect((await call('GET', `accounts/${vknCustomer}`, { token: d.admin })).body.response.einvoiceAlias).toBe('urn:mail:defaultpk@example.com');
    const bad = await call('POST', 'accounts', { token: d.admin, body: { kind: 'customer', name: `Etiket ${stamp()}`, einvoiceAlias: 'defaultpk' } });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([422, ['einvoiceAlias']]);
  }, 300_000);

  it('a preview or a read takes no GİB number (it shows a draft); queuing for sending takes it once, and numbers follow each other without a gap', async () => {
    const a = await completedInvoice(vknCustomer);
    const b = await completedInvoice(vknCustomer);
    const preview = (await ubl(a.id)).body as string;
    const auditorRead = (await ubl(b.id, d.auditor)).body as string;
    // a draft: serial 0, which GİB never issues, the nil ETTN, and a note that says so
    for (const xml of [preview, auditorRead]) {
      expect(serialOf(idOf(xml))).toBe(0);
      expect(uuidOf(xml)).toBe('00000000-0000-0000-0000-000000000000');
      expect(xml).toContain('<cbc:Note>TASLAK');
    }
    expect(await checkUbl(preview, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect((await call('GET', `documents/${a.id}/ubl/html`, { token: d.auditor })).body).toContain('TASLAK');

    // b was read before a, yet a is queued first: a takes the next number, b the one after
    const sentA = await issue(a.id);
    const sentB = await issue(b.id);
    expect(serialOf(sentB.number)).toBe(serialOf(sentA.number) + 1);
    const after = (await ubl(a.id, d.auditor)).body as string;
    expect([idOf(after), uuidOf(after)]).toEqual([sentA.number, sentA.uuid.toUpperCase()]);
    expect(after).not.toContain('TASLAK');
    // sending again keeps them
    expect(await issue(a.id)).toMatchObject({ number: sentA.number, uuid: sentA.uuid });
  });

  it('two sends of a document at once give one number, and two documents sent at once two numbers that follow each other', async () => {
    const a = await completedInvoice(vknCustomer);
    const b = await completedInvoice(vknCustomer);
    const replies = await Promise.all([issue(a.id), issue(a.id), issue(b.id), issue(b.id)]);
    const ids = replies.map((r) => r.number);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(Math.abs(serialOf(ids[0]!) - serialOf(ids[2]!))).toBe(1);
    const later = await completedInvoice(vknCustomer);
    expect(serialOf((await issue(later.id)).number)).toBe(Math.max(serialOf(ids[0]!), serialOf(ids[2]!)) + 1);
  });

  it("a sales waybill is a despatch advice that passes GİB's XSD and schematron; without the customer's delivery address a 409", async () => {
    const waybill = await completedInvoice(vknCustomer, 'salesWaybill');
    const r = await ubl(waybill.id);
    expect(r.status, String(r.body)).toBe(200);
    const xml = r.body as string;
    expect(await checkUbl(xml, 'DespatchAdvice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:ProfileID>TEMELIRSALIYE</cbc:ProfileID>');
    expect(idOf(xml)).toMatch(/^DIR20\d{2}\d{9}$/);
    const issued = (await issue(waybill.id)).number;
    expect([issued.slice(0, 3), serialOf(issued) > 0]).toEqual(['DIR', true]);
    expect(xml).toMatch(/<cbc:DocumentType>XSLT<\/cbc:DocumentType>[\s\S]*filename="irsaliye.xslt"/);
    const page = await call('GET', `documents/${waybill.id}/ubl/html`, { token: d.admin });
    expect([page.status, (page.body as string).includes(issued)]).toEqual([200, true]);
    expect([page.headers.get('x-edocument-profile'), page.headers.get('x-edocument-type'), page.headers.get('x-edocument-number')]).toEqual([
      'TEMELIRSALIYE',
      'SEVK',
      issued,
    ]);
    const draftPage = await call('GET', `documents/${(await draftInvoice(vknCustomer)).id}/ubl/html`, { token: d.admin, lang: 'en' });
    expect([draftPage.status, draftPage.body.code]).toEqual([409, 'ED10001']);

    const nowhere = await newAccount({ name: `Adressiz Müşteri ${stamp()}`, taxNumber: '9990112519', taxOffice: 'Konak' });
    const refused = await ubl((await completedInvoice(nowhere, 'salesWaybill')).id, d.admin, 'en');
    expect([refused.status, refused.body.code]).toEqual([409, 'ED10003']);
    expect(refused.body.message).toContain('postal code');
  }, 300_000);

  it('a draft, another type of document, a return without its invoice or a company without its tax number is a 409 in the user’s language; an unknown id a 404', async () => {
    const draft = await draftInvoice(vknCustomer);
    const r = await ubl(draft.id, d.admin, 'en');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('ED10001');
    expect(r.body.message).toContain('completed sales invoice');
    const tr = await ubl(draft.id, d.admin, 'tr');
    expect(tr.body.message).toContain('tamamlanmış bir satış faturası');

    const purchase = await completedInvoice(d.supplier.id, 'purchaseInvoice');
    expect((await ubl(purchase.id)).body.code).toBe('ED10001');

    const unreferencedReturn = await completedInvoice(vknCustomer, 'salesReturn');
    const ret = await ubl(unreferencedReturn.id, d.admin, 'de');
    expect([ret.status, ret.body.code]).toEqual([409, 'ED10002']);
    expect(ret.body.message).toContain('Verkaufsrechnung');

    expect((await ubl(2_000_000_000)).status).toBe(404);

    // a company that has not entered its tax number and address (the second demo company)
    const oteki = await login('admin@oteki.test');
    const get = async (path: string) => (await call('GET', path, { token: oteki })).body.response.items[0].id as number;
    const [productId, accountId, warehouseId] = [await get('products?limit=1'), await get('accounts?limit=1'), await get('warehouses')];
    let doc = (
      await call('POST', 'documents', {
        token: oteki,
        body: { type: 'salesInvoice', accountId, warehouseId, lines: [{ productId, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token: oteki, body: { type, version: doc.version, paymentType: 'credit' } })).body.response;
    expect(doc.status).toBe('completed');
    const noCompany = await ubl(doc.id, oteki, 'fr');
    expect([noCompany.status, noCompany.body.code]).toEqual([409, 'ED10004']);
    expect(noCompany.body.message).toContain('numéro fiscal');
    expect((await fetch(`${baseUrl()}documents/${draft.id}/ubl`)).status).toBe(401);
  });
});
