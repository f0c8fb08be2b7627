import { describe, expect, it } from 'vitest';
import { buildUblInvoice, type UblInvoiceInput } from '../../../src/server/edocuments/ubl-invoice';
import { parseAddress } from '../../../src/server/edocuments/ubl';
import { buildUblDespatch } from '../../../src/server/edocuments/ubl-despatch';
import { checkUbl } from '../../support/ubl-validator';
import { ublAmounts } from '../../support/ubl-amounts';
import { Dec } from '../../../src/domain/money/decimal';

const supplier = {
  name: 'Demo Kitabevi',
  taxNumber: '2920084496',
  taxOffice: 'Kadıköy',
  address: parseAddress('Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul'),
};
const base: UblInvoiceInput = {
  profile: 'TEMELFATURA',
  typeCode: 'IADE',
  number: 'DFT2026000000002',
  uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2b',
  issueDate: '2026-11-20',
  currency: 'TRY',
  supplier,
  customer: {
    name: 'Okur Kültür Merkezi',
    taxNumber: '4540536920',
    taxOffice: 'Kadıköy',
    address: { street: 'Moda Cad.', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
  },
  lines: [
    { name: 'Defter A4 Kareli', unit: 'ADET', quantity: '2', unitPrice: '42.90', vatRate: 20, priceIncludesVat: true, discountRate: '10' },
    { name: 'İnce Memed', unit: 'ADET', quantity: '1', unitPrice: '180.00', vatRate: 10 },
  ],
  returnedInvoices: [{ number: 'DFT2026000000001', issueDate: '2026-11-18' }],
};

describe('a UBL-TR invoice built from a document', () => {
  it('a return names the invoice it returns and passes the XSD and the schematron; its amounts have two decimals', async () => {
    const xml = buildUblInvoice(base);
    expect(await checkUbl(xml, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>');
    expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>DFT2026000000001<\/cbc:ID>/);
    // 2 × 42.90 with VAT, less 10 %: 77.22 with VAT, 64.35 + 12.87; 180.00 + 18.00 on top
    expect(xml).toContain('<cbc:PayableAmount currencyID="TRY">275.22</cbc:PayableAmount>');
    for (const [, name, v] of xml.matchAll(/<cbc:(\w+) currencyID="TRY">([^<]*)</g)) if (name !== 'PriceAmount') expect(v, name).toMatch(/^\d+\.\d{2}$/);

    const unreferenced = await checkUbl(buildUblInvoice({ ...base, returnedInvoices: undefined }), 'Invoice');
    expect(unreferenced.schematronErrors.join('\n')).toContain('BillingReference');
  }, 300_000);

  it('an invoice in a foreign currency carries its exchange rate, as GİB requires', async () => {
    const usd = buildUblInvoice({
      ...base,
      typeCode: 'SATIS',
      returnedInvoices: undefined,
      profile: 'EARSIVFATURA',
      currency: 'USD',
      exchangeRate: '41.9876543',
    });
    expect(await checkUbl(usd, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(usd).toContain('<cbc:CalculationRate>41.987654</cbc:CalculationRate>');
    expect((await checkUbl(usd.replace(/<cac:PricingExchangeRate>[\s\S]*<\/cac:PricingExchangeRate>/, ''), 'Invoice', 'earchive')).schematronErrors).toContain(
      'Para birimi TRY olmayan belgelerde kur bilgisi zorunludur.',
    );
  }, 300_000);

  it('a commercial invoice (TICARIFATURA) passes the XSD and the schematron', async () => {
    const xml = buildUblInvoice({ ...base, profile: 'TICARIFATURA', typeCode: 'SATIS', returnedInvoices: undefined });
    expect(await checkUbl(xml, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>');
  }, 300_000);

  it('a sale with withholding is a TEVKIFAT invoice, one with an exempt line an ISTISNA invoice; both pass the XSD and the schematron', async () => {
    const sale = { ...base, profile: 'TEMELFATURA' as const, returnedInvoices: undefined };
    const tevkifat = buildUblInvoice({
      ...sale,
      typeCode: 'TEVKIFAT',
      lines: [
        { name: 'Temizlik hizmeti', unit: 'ADET', quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '613', withholdingPercent: 90 },
        { name: 'Defter A4 Kareli', unit: 'ADET', quantity: '3', unitPrice: '42.90', vatRate: 20 },
      ],
    });
    expect(await checkUbl(tevkifat, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    // 1000 + 200 VAT, of which 180 withheld; 128.70 + 25.74: payable 1354.44 − 180
    expect(tevkifat).toMatch(/<cac:WithholdingTaxTotal>\s*<cbc:TaxAmount currencyID="TRY">180.00<\/cbc:TaxAmount>/);
    expect(tevkifat).toContain('<cbc:TaxTypeCode>613</cbc:TaxTypeCode>');
    expect(tevkifat).toContain('<cbc:PayableAmount currencyID="TRY">1174.44</cbc:PayableAmount>');
    // GİB refuses a withholding share its list does not give the code
    expect(
      (await checkUbl(tevkifat.replaceAll('<cbc:Percent>90</cbc:Percent>', '<cbc:Percent>80</cbc:Percent>'), 'Invoice')).schematronErrors.length,
    ).toBeGreaterThan(0);

    const istisna = buildUblInvoice({
      ...sale,
      typeCode: 'ISTISNA',
      lines: [
        { name: 'İhraç edilen kitap', unit: 'ADET', quantity: '10', unitPrice: '150.00', vatRate: 0, exemptionCode: '301' },
        { name: 'Defter A4 Kareli', unit: 'ADET', quantity: '1', unitPrice: '42.90', vatRate: 20 },
      ],
    });
    expect(await checkUbl(istisna, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(istisna).toContain('<cbc:TaxExemptionReasonCode>301</cbc:TaxExemptionReasonCode>');
    expect(istisna).toContain('<cbc:InvoiceTypeCode>ISTISNA</cbc:InvoiceTypeCode>');
    // without its exemption code, a 0 % line of a sale is refused by GİB
    expect(
      (
        await checkUbl(
          istisna.replace(/<cbc:TaxExemptionReasonCode>301<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/g, ''),
          'Invoice',
        )
      ).schematronErrors.length,
    ).toBeGreaterThan(0);
  }, 300_000);

  it('a rounded invoice says its PayableRoundingAmount and pays the rounded amount; up and down, it passes the XSD and the schematron', async () => {
    const sale = { ...base, typeCode: 'SATIS' as const, returnedInvoices: undefined };
    // 275.22 to the nearest 0.10 is 275.20 (−0.02); to the nearest 0.25 it is 275.25 (+0.03)
    const down = buildUblInvoice({ ...sale, payableRounding: { step: '0.10', mode: 'nearest' } });
    expect(await checkUbl(down, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(down).toMatch(
      /<cbc:TaxInclusiveAmount currencyID="TRY">275.22<\/cbc:TaxInclusiveAmount>[\s\S]*<cbc:PayableRoundingAmount currencyID="TRY">-0.02<\/cbc:PayableRoundingAmount>\s*<cbc:PayableAmount currencyID="TRY">275.20<\/cbc:PayableAmount>/,
    );
    const up = buildUblInvoice({ ...sale, payableRounding: { step: '0.25', mode: 'nearest' } });
    expect(await checkUbl(up, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(up).toContain('<cbc:PayableRoundingAmount currencyID="TRY">0.03</cbc:PayableRoundingAmount>');
    expect(up).toContain('<cbc:PayableAmount currencyID="TRY">275.25</cbc:PayableAmount>');
    // without rounding, or in a foreign currency, there is no rounding element
    expect(buildUblInvoice(sale)).not.toContain('PayableRoundingAmount');
    const usd = buildUblInvoice({
      ...sale,
      profile: 'EARSIVFATURA',
      currency: 'USD',
      exchangeRate: '41.5',
      payableRounding: { step: '1.00', mode: 'nearest' },
    });
    expect(usd).not.toContain('PayableRoundingAmount');
    expect(usd).toContain('<cbc:PayableAmount currencyID="USD">275.22</cbc:PayableAmount>');
  }, 300_000);

  it("a line discount's Allowance Amount is its BaseAmount × MultiplierFactorNumeric rounded to the cent, VAT-inclusive prices too", async () => {
    const xml = buildUblInvoice({
      ...base,
      typeCode: 'SATIS',
      returnedInvoices: undefined,
      lines: [
        // 10.005 is 10.01 before the discount and 9.00 after it (9.0045): 1.01 off, which 10 % of 10.01 misses by a cent
        { name: 'Kalem', unit: 'ADET', quantity: '1', unitPrice: '10.005', vatRate: 20, discountRate: '10' },
        { name: 'Defter', unit: 'ADET', quantity: '3', unitPrice: '42.90', vatRate: 20, priceIncludesVat: true, discountRate: '12.5' },
      ],
    });
    expect(await checkUbl(xml, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    const u = ublAmounts(xml);
    expect(u.lines[0]!.allowance).toMatchObject({ amount: '1.01', base: '10.01' });
    for (const l of u.lines)
      expect(new Dec(l.allowance!.base).times(l.allowance!.factor).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2)).toBe(l.allowance!.amount);
  }, 300_000);

  it("a document discount is GİB's document AllowanceCharge: shared over the lines' VAT, in AllowanceTotalAmount and TaxExclusiveAmount", async () => {
    const xml = buildUblInvoice({
      ...base,
      typeCode: 'SATIS',
      returnedInvoices: undefined,
      documentDiscount: { rate: '10' },
      lines: [
        { name: 'Defter', unit: 'ADET', quantity: '2', unitPrice: '100.00', vatRate: 20, discountRate: '5' },
        { name: 'Kitap', unit: 'ADET', quantity: '1', unitPrice: '110.00', vatRate: 10 },
      ],
    });
    expect(await checkUbl(xml, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    // nets 190.00 + 110.00; 10 % of 300.00 is 30.00: 19.00 and 11.00; VAT 171 × 20 % + 99 × 10 %
    expect(ublAmounts(xml)).toMatchObject({
      documentAllowance: { factor: '0.1', amount: '30.00', base: '300.00' },
      lineExtension: '310.00',
      allowanceTotal: '40.00',
      taxExclusive: '270.00',
      tax: '44.10',
      taxInclusive: '314.10',
      payable: '314.10',
      vat: [
        { percent: '10', code: null, base: '99.00', tax: '9.90' },
        { percent: '20', code: null, base: '171.00', tax: '34.20' },
      ],
    });
  }, 300_000);

  it("an e-Arşiv invoice carries its IssueTime; a withholding names GİB's wording of its code", async () => {
    const xml = buildUblInvoice({
      ...base,
      profile: 'EARSIVFATURA',
      typeCode: 'TEVKIFAT',
      returnedInvoices: undefined,
      issueTime: '09:41:07',
      lines: [{ name: 'Temizlik hizmeti', unit: 'ADET', quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '612', withholdingPercent: 90 }],
    });
    expect(await checkUbl(xml, 'Invoice', 'earchive')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toMatch(/<cbc:IssueDate>2026-11-20<\/cbc:IssueDate>\s*<cbc:IssueTime>09:41:07<\/cbc:IssueTime>/);
    expect(xml).toContain('<cbc:Name>612 Temizlik Hizmeti</cbc:Name>');
  }, 300_000);

  it('reads the company address as street, postal code, district and city', () => {
    expect(parseAddress('Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul')).toEqual({
      street: 'Caferağa Mah. Moda Cad. No: 12',
      postalCode: '34710',
      district: 'Kadıköy',
      city: 'İstanbul',
    });
    expect(parseAddress(null)).toEqual({ street: '-', district: '-', city: '-', postalCode: undefined });
  });
});

describe('a UBL-TR despatch advice built from a sales waybill', () => {
  it('passes the XSD and the schematron, the company carrying the goods', async () => {
    const xml = buildUblDespatch({
      number: 'DIR2026000000001',
      uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2c',
      issueDate: '2026-11-20',
      issueTime: '14:05:00',
      supplier,
      customer: base.customer,
      lines: [
        { name: 'Defter A4 Kareli', unit: 'ADET', quantity: '2' },
        { name: 'Kağıt', unit: 'KG', quantity: '1.5', multiplier: '2' },
      ],
    });
    expect(await checkUbl(xml, 'DespatchAdvice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:DeliveredQuantity unitCode="KGM">3</cbc:DeliveredQuantity>');
  }, 300_000);
});
