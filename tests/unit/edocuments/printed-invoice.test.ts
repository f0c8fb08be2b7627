import { describe, expect, it } from 'vitest';
import { factorPercent, gibQrContent, readPrintedInvoice } from '../../../src/domain/edocuments/printed-invoice';
import { pdfRun } from '../../../src/domain/print/pdf-text';
import { buildUblInvoice, type UblInvoiceInput } from '../../../src/server/edocuments/ubl-invoice';
import { ublAmounts } from '../../support/ubl-amounts';

const input: UblInvoiceInput = {
  profile: 'EARSIVFATURA',
  typeCode: 'SATIS',
  number: 'ARS2026000000007',
  uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2b',
  issueDate: '2026-11-20',
  issueTime: '14:05:00',
  currency: 'USD',
  exchangeRate: '34.512345',
  supplier: {
    name: 'Demo Kitabevi',
    taxNumber: '2920084496',
    taxOffice: 'Kadıköy',
    address: { street: 'Moda Cad.', buildingNo: '12', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
    email: 'fatura@demo.test',
  },
  customer: { name: 'Ayşe Gül Öztürk', taxNumber: '10010405214', address: { street: 'Bağdat Cad.', district: 'Maltepe', city: 'İstanbul' } },
  lines: [
    { name: 'Defter A4 Kareli', unit: 'ADET', quantity: '3', unitPrice: '12.50', vatRate: 20, priceIncludesVat: false, discountRate: '12.5' },
    { name: 'Kitap', unit: 'KG', quantity: '1.25', unitPrice: '8', vatRate: 10, priceIncludesVat: false },
    {
      name: 'Temizlik hizmeti',
      unit: 'ADET',
      quantity: '1',
      unitPrice: '100',
      vatRate: 20,
      priceIncludesVat: false,
      withholdingCode: '613',
      withholdingPercent: 90,
    },
  ],
  note: 'Teşekkürler: ğüşıöç',
};

describe('the printed invoice read from its UBL', () => {
  const xml = buildUblInvoice(input);
  const printed = readPrintedInvoice(xml);
  const money = ublAmounts(xml);

  it('has the identity, the parties and the notes the UBL has', () => {
    expect(printed).toMatchObject({
      profile: 'EARSIVFATURA',
      typeCode: 'SATIS',
      number: 'ARS2026000000007',
      uuid: '3F2B8A4E-1C1D-4E5F-9A6B-7C8D9E0F1A2B',
      issueDate: '2026-11-20',
      issueTime: '14:05:00',
      currency: 'USD',
      exchangeRate: '34.512345',
      notes: ['Teşekkürler: ğüşıöç'],
    });
    expect(printed.supplier).toMatchObject({ name: 'Demo Kitabevi', taxNumber: '2920084496', scheme: 'VKN', taxOffice: 'Kadıköy', email: 'fatura@demo.test' });
    expect(printed.supplier.address).toEqual(['Moda Cad. 12', 'Kadıköy / 34710 İstanbul', 'Türkiye']);
    // a person is named by their first and family names (GİB's Person)
    expect(printed.customer).toMatchObject({ name: 'Ayşe Gül Öztürk', taxNumber: '10010405214', scheme: 'TCKN' });
  });

  it('has every amount as the UBL writes it: the lines, the VAT per rate, the withholding and the totals', () => {
    expect(printed.lines.map((l) => [l.id, l.name, l.quantity, l.unitCode, l.vatRate])).toEqual([
      ['1', 'Defter A4 Kareli', '3', 'C62', '20'],
      ['2', 'Kitap', '1.25', 'KGM', '10'],
      ['3', 'Temizlik hizmeti', '1', 'C62', '20'],
    ]);
    expect(printed.lines.map((l) => [l.total, l.vatAmount])).toEqual(money.lines.map((l) => [l.taxable, l.tax]));
    expect(printed.lines[0]).toMatchObject({ discountPercent: '12.5', discount: money.lines[0]!.allowance!.amount });
    expect(printed.lines[1]!.discount).toBe('');
    expect(printed.vat.map((v) => [v.rate, v.base, v.amount])).toEqual(money.vat.map((v) => [v.percent, v.base, v.tax]));
    expect(printed.withholding).toEqual([expect.objectContaining({ code: '613', percent: '90', amount: money.withheld })]);
    expect(printed.totals).toEqual({
      lineExtension: money.lineExtension,
      allowance: money.allowanceTotal,
      taxExclusive: money.taxExclusive,
      tax: money.tax,
      taxInclusive: money.taxInclusive,
      withheld: money.withheld,
      rounding: '',
      payable: money.payable,
    });
  });

  it('names an exempt 0 % rate’s exemption and reason', () => {
    const exempt = readPrintedInvoice(
      buildUblInvoice({
        ...input,
        typeCode: 'ISTISNA',
        lines: [{ name: 'İhraç kitap', unit: 'ADET', quantity: '1', unitPrice: '10', vatRate: 0, priceIncludesVat: false, exemptionCode: '301' }],
      }),
    );
    expect(exempt.vat).toEqual([expect.objectContaining({ rate: '0', amount: '0.00', exemptionCode: '301', exemptionReason: expect.stringMatching(/\S/) })]);
  });

  it('gives GİB’s QR code the seller, buyer, identity and money of the UBL', () => {
    const qr = JSON.parse(gibQrContent(printed)) as Record<string, string>;
    expect(qr).toMatchObject({
      vkntckn: '2920084496',
      avkntckn: '10010405214',
      senaryo: 'EARSIVFATURA',
      tip: 'SATIS',
      tarih: '2026-11-20',
      no: 'ARS2026000000007',
      ettn: '3F2B8A4E-1C1D-4E5F-9A6B-7C8D9E0F1A2B',
      parabirimi: 'USD',
      dovizkur: '34.512345',
      malhizmettoplam: money.lineExtension,
      'kdvmatrah(20)': money.vat.find((v) => v.percent === '20')!.base,
      'hesaplanankdv(10)': money.vat.find((v) => v.percent === '10')!.tax,
      vergidahil: money.taxInclusive,
      odenecek: money.payable,
    });
  });

  it('refuses an XML that is not an invoice', () => {
    expect(() => readPrintedInvoice('<DespatchAdvice/>')).toThrow();
  });
});

describe('a discount factor as a percentage', () => {
  it('moves the decimal point, never through a float', () => {
    expect(['0.1', '0.125', '0.05', '1', '0.0749999', '0.3333333333333333'].map(factorPercent)).toEqual([
      '10',
      '12.5',
      '5',
      '100',
      '7.49999',
      '33.33333333333333',
    ]);
    expect(factorPercent('')).toBe('');
  });
});

describe('a text as pdfkit lays it out', () => {
  it('keeps an Arabic text’s words in one run, and leaves any other text as it is', () => {
    expect(pdfRun('مجموع السلع والخدمات')).toBe('مجموع\u00a0السلع\u00a0والخدمات');
    expect(pdfRun('Ödenecek Tutar')).toBe('Ödenecek Tutar');
  });
});
