import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payableOf } from '../../../machines/receipt/rules';
import { Dec } from '../../../src/domain/money/decimal';
import { discountedLines, discountedTotals } from '../../../src/domain/money/discounted-totals';
import { parseAddress } from '../../../src/server/edocuments/ubl';
import { buildUblInvoice, type UblProfile } from '../../../src/server/edocuments/ubl-invoice';
import { invoiceArbitrary, type GeneratedInvoice } from '../../support/invoice-arbitrary';
import { ublAmounts, type UblAmounts } from '../../support/ubl-amounts';
import { checkUbl } from '../../support/ubl-validator';

const supplier = { name: 'Demo Kitabevi', taxNumber: '2920084496', taxOffice: 'Kadıköy', address: parseAddress('Moda Cad. No: 12, 34710 Kadıköy / İstanbul') };
const customer = {
  name: 'Okur Kültür Merkezi',
  taxNumber: '4540536920',
  taxOffice: 'Kadıköy',
  address: { street: 'Moda Cad.', district: 'Kadıköy', city: 'İstanbul' },
};
const TYPE = { plain: 'SATIS', withholding: 'TEVKIFAT', exemption: 'ISTISNA' } as const;

/** Allowance Amount = BaseAmount × MultiplierFactorNumeric, rounded half-up to the cent (GİB's reading of an allowance). */
export function expectAllowancesExact(u: UblAmounts): void {
  for (const a of [...u.lines.map((l) => l.allowance), u.documentAllowance]) {
    if (!a) continue;
    expect(
      new Dec(a.base)
        .times(a.factor ?? '0')
        .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
        .toFixed(2),
      JSON.stringify(a),
    ).toBe(a.amount);
  }
}

/** The UBL's money equals Defter's: the receipt's totals and payable (machines/receipt/rules.ts), and its VAT per rate. */
export function expectUblEqualsDefter(u: UblAmounts, inv: Pick<GeneratedInvoice, 'lines' | 'documentDiscount' | 'currency'>): void {
  const totals = discountedTotals(inv.lines, inv.documentDiscount);
  const payable = payableOf({ lines: inv.lines as never, totals, currency: inv.currency, documentDiscount: inv.documentDiscount });
  expect(u.taxInclusive).toBe(totals.grand);
  expect(u.payable).toBe(payable.payable);
  expect(u.tax).toBe(totals.tax);
  expect(u.lineExtension).toBe(totals.sub);
  expect(u.allowanceTotal).toBe(totals.discount);
  expect(u.taxExclusive).toBe(new Dec(totals.sub).minus(totals.discount).toFixed(2));
  const perRate = new Map<string, Dec[]>();
  const d = discountedLines(inv.lines, inv.documentDiscount);
  inv.lines.forEach((l, i) => {
    const [base, tax] = perRate.get(String(l.vatRate)) ?? [new Dec(0), new Dec(0)];
    perRate.set(String(l.vatRate), [base!.plus(d.lines[i]!.taxExclusive), tax!.plus(d.lines[i]!.tax)]);
  });
  const written = new Map<string, Dec[]>();
  for (const r of u.vat) {
    const [base, tax] = written.get(r.percent) ?? [new Dec(0), new Dec(0)];
    written.set(r.percent, [base!.plus(r.base), tax!.plus(r.tax)]);
  }
  expect([...written].map(([k, v]) => [k, v.map((x) => x.toFixed(2))]).sort()).toEqual([...perRate].map(([k, v]) => [k, v.map((x) => x.toFixed(2))]).sort());
  expect(u.vat.reduce((s, r) => s.plus(r.tax), new Dec(0)).toFixed(2)).toBe(totals.tax);
  expect(u.vat.reduce((s, r) => s.plus(r.base), new Dec(0)).toFixed(2)).toBe(u.taxExclusive);
}

describe('generated invoices (property): every UBL passes GİB and says what Defter says', () => {
  it('VAT 0/1/10/20, lira and foreign currencies, line and document discounts, withholding and exemptions: XSD and schematron pass, totals equal, allowances exact', async () => {
    await fc.assert(
      fc.asyncProperty(invoiceArbitrary, fc.constantFrom<UblProfile>('TEMELFATURA', 'EARSIVFATURA'), async (inv, profile) => {
        const xml = buildUblInvoice({
          profile,
          typeCode: TYPE[inv.kind],
          number: 'DFT2026000000007',
          uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2b',
          issueDate: '2026-11-20',
          issueTime: profile === 'EARSIVFATURA' ? '14:05:09' : undefined,
          currency: inv.currency,
          exchangeRate: inv.exchangeRate,
          supplier,
          customer,
          documentDiscount: inv.documentDiscount,
          lines: inv.lines.map((l, i) => ({ ...l, name: `Kalem ${i + 1}`, unit: 'ADET' })),
        });
        expect(await checkUbl(xml, 'Invoice', profile === 'EARSIVFATURA' ? 'earchive' : 'efatura')).toEqual({ xsdErrors: [], schematronErrors: [] });
        const u = ublAmounts(xml);
        expectUblEqualsDefter(u, inv);
        expectAllowancesExact(u);
      }),
      { numRuns: 30 },
    );
  }, 600_000);
});
