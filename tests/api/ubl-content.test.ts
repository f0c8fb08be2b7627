import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { payableOf } from '../../machines/receipt/rules';
import { call } from './client';
import { balanceOf, demo, type Demo } from './fixtures';
import { invoiceArbitrary } from '../support/invoice-arbitrary';
import { ublAmounts } from '../support/ubl-amounts';
import { checkUbl } from '../support/ubl-validator';

/**
 * Issue #26: what a sales invoice carries to GİB: the product's own exemption code, a document discount, withholding
 * only for a VAT-registered buyer, an anonymous e-Arşiv sale to a final consumer; and invoices of every kind, generated,
 * through the server (GET /api/documents/:id/ubl) pass GİB's XSD and schematron and say what Defter says.
 */
let d: Demo;
let vkn: number;
let tckn: number;
let cashBox: number;
let seq = 0;
const stamp = () => `${Date.now() % 100000}-${++seq}`;
const address = { city: 'İstanbul', district: 'Kadıköy', street: 'Moda Cad.', buildingNo: '12', postalCode: '34710' };

async function created(path: string, body: object): Promise<{ id: number; version: number }> {
  const r = await call('POST', path, { token: d.admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

beforeAll(async () => {
  d = await demo();
  vkn = (await created('accounts', { kind: 'customer', name: `Vergi Mükellefi ${stamp()}`, taxNumber: '4540536920', taxOffice: 'Kadıköy', ...address })).id;
  tckn = (await created('accounts', { kind: 'customer', name: `Ayşe Kaya ${stamp()}`, personType: 'individual', taxNumber: '10010405214', ...address })).id;
  cashBox = ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
});

const event = (doc: { id: number; version: number }, type: string, body: object = {}, lang?: string) =>
  call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, version: doc.version, ...body }, lang });

async function completed(body: object) {
  const draft = await created('documents', { type: 'salesInvoice', warehouseId: d.warehouse.id, paymentType: 'credit', ...body });
  const started = await event(draft, 'START');
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const done = await event(started.body.response, 'COMPLETE');
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.response as { id: number; version: number; totals: { sub: string; discount: string; tax: string; grand: string } };
}

const ublOf = async (id: number) => {
  const r = await call('GET', `documents/${id}/ubl`, { token: d.admin });
  expect(r.status, String(r.body)).toBe(200);
  return r.body as string;
};
const product = (vatRate: number) => d.products.find((p) => p.vatRate === vatRate)!;

describe("a product card's own VAT exemption code", () => {
  it('is kept on a 0 % card and refused on a taxed one; a 0 % sales line without a code takes it into the UBL, its own code wins', async () => {
    const card = { name: `İstisna Kitap ${stamp()}`, vatRate: 0, price: '120.00', locationId: 1 };
    const taxed = await call('POST', 'products', { token: d.admin, body: { ...card, vatRate: 20, vatExemptionCode: '101' }, lang: 'en' });
    expect([taxed.status, Object.keys(taxed.body.errors ?? {})]).toEqual([422, ['vatExemptionCode']]);
    const unknown = await call('POST', 'products', { token: d.admin, body: { ...card, vatExemptionCode: '999' } });
    expect([unknown.status, Object.keys(unknown.body.errors ?? {})]).toEqual([422, ['vatExemptionCode']]);
    const book = await created('products', { ...card, vatExemptionCode: '101' });
    expect((await call('GET', `products/${book.id}`, { token: d.admin })).body.response.vatExemptionCode).toBe('101');

    const line = { productId: book.id, quantity: '2', unitPrice: '120.00', vatRate: 0 };
    const xml = await ublOf((await completed({ accountId: vkn, lines: [line] })).id);
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:InvoiceTypeCode>ISTISNA</cbc:InvoiceTypeCode>');
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>101</cbc:TaxExemptionReasonCode>');
    const own = await ublOf((await completed({ accountId: vkn, lines: [{ ...line, exemptionCode: '301' }] })).id);
    expect(own).toContain('<cbc:TaxExemptionReasonCode>301</cbc:TaxExemptionReasonCode>');
    expect(own).not.toContain('<cbc:TaxExemptionReasonCode>101</cbc:TaxExemptionReasonCode>');
  }, 120_000);
});

describe('a document discount on a sales invoice or return', () => {
  it("is allowed, lowers each line's VAT and what the buyer owes, and is GİB's document AllowanceCharge in a UBL that passes", async () => {
    const lines = [
      { productId: product(20).id, quantity: '2', unitPrice: '100.00', vatRate: 20, discountRate: '5' },
      { productId: product(0).id, quantity: '1', unitPrice: '110.00', vatRate: 10 },
    ];
    const before = await balanceOf(d.admin, vkn);
    const invoice = await completed({ accountId: vkn, documentDiscount: { rate: '10' }, lines });
    // nets 190 + 110, 10 % off: 171 at 20 % and 99 at 10 %
    expect(invoice.totals).toEqual({ sub: '310.00', discount: '40.00', tax: '44.10', grand: '314.10' });
    expect(Number(await balanceOf(d.admin, vkn)) - Number(before)).toBeCloseTo(314.1, 2);
    const xml = await ublOf(invoice.id);
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(ublAmounts(xml)).toMatchObject({
      documentAllowance: { factor: '0.1', amount: '30.00', base: '300.00' },
      allowanceTotal: '40.00',
      taxExclusive: '270.00',
      taxInclusive: '314.10',
      payable: '314.10',
    });

    const back = await created('documents', { type: 'salesReturn', accountId: vkn, warehouseId: d.warehouse.id, documentDiscount: { amount: '5.00' }, lines });
    expect((await call('GET', `documents/${back.id}`, { token: d.admin })).body.response.totals.discount).toBe('15.00');
    // the till's sale takes none
    const till = await call('POST', 'documents', {
      token: d.admin,
      body: { type: 'stockOut', warehouseId: d.warehouse.id, documentDiscount: { rate: '5' }, lines },
    });
    expect([till.status, Object.keys(till.body.errors ?? {})]).toEqual([422, ['documentDiscount']]);
  }, 120_000);
});

describe('withholding (tevkifat)', () => {
  it("is refused for a buyer without a VKN (a person's TCKN, a final consumer) on create, edit and completion, naming the lines, in the user's language", async () => {
    const withheld = { productId: product(20).id, quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '612', withholdingPercent: 90 };
    for (const [lang, words] of [
      ['tr', 'VKN'],
      ['en', 'VAT-registered buyer'],
    ] as const) {
      const r = await call('POST', 'documents', {
        token: d.admin,
        lang,
        body: { type: 'salesInvoice', accountId: tckn, warehouseId: d.warehouse.id, lines: [withheld] },
      });
      expect([r.status, r.body.code, Object.keys(r.body.errors ?? {})]).toEqual([422, 'receipt.withholdingNeedsVkn', ['lines']]);
      expect(r.body.errors.lines[0]).toContain(words);
    }
    const noAccount = await call('POST', 'documents', { token: d.admin, body: { type: 'salesInvoice', warehouseId: d.warehouse.id, lines: [withheld] } });
    expect([noAccount.status, noAccount.body.code]).toEqual([422, 'receipt.withholdingNeedsVkn']);

    // a VAT-registered buyer withholds; a change of buyer to a person is refused
    const draft = await created('documents', { type: 'salesInvoice', accountId: vkn, warehouseId: d.warehouse.id, paymentType: 'credit', lines: [withheld] });
    const edit = await event(draft, 'EDIT', { accountId: tckn });
    expect([edit.status, edit.body.code]).toEqual([422, 'receipt.withholdingNeedsVkn']);
    // the buyer's card loses its VKN after the draft was written: completion refuses it
    const person = (await created('accounts', { kind: 'customer', name: `Şirket ${stamp()}`, taxNumber: '0010213576', ...address })).id;
    const other = await created('documents', {
      type: 'salesInvoice',
      accountId: person,
      warehouseId: d.warehouse.id,
      paymentType: 'credit',
      lines: [withheld],
    });
    const started = await event(other, 'START');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const card = (await call('GET', `accounts/${person}`, { token: d.admin })).body.response;
    const changed = await call('PUT', `accounts/${person}`, {
      token: d.admin,
      body: { kind: 'customer', name: card.name, personType: 'individual', taxNumber: '10010405214', version: card.version, ...address },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const done = await event(started.body.response, 'COMPLETE');
    expect([done.status, done.body.code]).toEqual([422, 'receipt.withholdingNeedsVkn']);

    const fine = await completed({ accountId: vkn, lines: [withheld] });
    const xml = await ublOf(fine.id);
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:Name>612 Temizlik Hizmeti</cbc:Name>');
  }, 120_000);
});

describe('an anonymous cash e-Arşiv sale', () => {
  it("a cash sales invoice without an account goes to GİB's final consumer (11111111111) with its completion time, and passes the e-Arşiv schematron; on credit it needs its account", async () => {
    const lines = [{ productId: product(20).id, quantity: '1', unitPrice: '50.00', vatRate: 20 }];
    const onCredit = await created('documents', { type: 'salesInvoice', warehouseId: d.warehouse.id, paymentType: 'credit', lines });
    expect((await event(onCredit, 'START')).body.code).toBe('receipt.accountRequired');
    const sale = await completed({ cashBoxId: cashBox, paymentType: 'cash', lines });
    const xml = await ublOf(sale.id);
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    const u = ublAmounts(xml);
    expect(u.customer).toEqual({ id: '11111111111', scheme: 'TCKN', firstName: 'Nihai', familyName: 'Tüketici' });
    expect(xml).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(u.issueTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
  }, 120_000);
});

describe('the rendered invoice', () => {
  it('prints a missing address part as nothing (the UBL keeps the "-" GİB requires) and unit prices with two decimals', async () => {
    // 3 × 3.3333: the price without VAT is 10.00 / 3, written exactly in the UBL
    const lines = [{ productId: product(20).id, quantity: '3', unitPrice: '3.3333', vatRate: 20 }];
    const sale = await completed({ cashBoxId: cashBox, paymentType: 'cash', lines });
    const xml = await ublOf(sale.id);
    expect(xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:StreetName>-<\/cbc:StreetName>/);
    expect(xml).toContain('<cbc:PriceAmount currencyID="TRY">3.33333333</cbc:PriceAmount>');
    const page = await call('GET', `documents/${sale.id}/ubl/html`, { token: d.admin });
    expect(page.status).toBe(200);
    const html = page.body as string;
    const customer = /id="customerPartyTable"[\s\S]*?<\/table>/.exec(html)?.[0] ?? html;
    expect(customer).toContain('Nihai');
    expect(customer).not.toMatch(/>\s*-[\s\u00a0]/);
    expect(customer).not.toMatch(/[\s\u00a0]-[\s\u00a0]*</);
    expect(html).toContain('3,33');
    expect(html).not.toContain('3,3333');
  }, 300_000);
});

describe('generated invoices through the server (property)', () => {
  it("every one's UBL passes GİB's XSD and schematron and its totals are the invoice's in Defter", async () => {
    await fc.assert(
      fc.asyncProperty(invoiceArbitrary, async (inv) => {
        const doc = await completed({
          accountId: vkn,
          currency: inv.currency,
          ...(inv.exchangeRate ? { exchangeRate: inv.exchangeRate } : {}),
          ...(inv.documentDiscount ? { documentDiscount: inv.documentDiscount } : {}),
          lines: inv.lines.map((l) => ({ productId: product(20).id, ...l })),
        });
        const xml = await ublOf(doc.id);
        expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
        const u = ublAmounts(xml);
        expect([u.lineExtension, u.allowanceTotal, u.tax, u.taxInclusive]).toEqual([doc.totals.sub, doc.totals.discount, doc.totals.tax, doc.totals.grand]);
        // what the buyer owes: the receipt machine's payable of the invoice (the amount its account is debited with)
        const owed = payableOf({ lines: inv.lines as never, totals: doc.totals, currency: inv.currency, documentDiscount: inv.documentDiscount }).payable;
        expect(u.payable).toBe(owed);
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
