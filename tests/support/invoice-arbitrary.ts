import fc from 'fast-check';
import { WITHHOLDING_CODES } from '../../src/domain/edocuments/tax-codes';
import type { DocumentDiscount } from '../../src/domain/money/document-totals';

/**
 * Sales invoices of every kind GİB is sent: VAT 0/1/10/20 (0 % only with an exemption code, on an ISTISNA), lira or a
 * foreign currency with its rate, line discounts, a document discount (a rate or an amount), withholding with the
 * code/share pairs GİB allows, prices with or without their VAT.
 */
export interface GeneratedLine {
  quantity: string;
  unitPrice: string;
  discountRate?: string;
  vatRate: number;
  priceIncludesVat?: boolean;
  withholdingCode?: string;
  withholdingPercent?: number;
  exemptionCode?: string;
}

export interface GeneratedInvoice {
  kind: 'plain' | 'withholding' | 'exemption';
  currency: string;
  exchangeRate?: string;
  documentDiscount?: DocumentDiscount;
  lines: GeneratedLine[];
}

const WITHHOLDING_PAIRS = [...WITHHOLDING_CODES].flatMap(([code, percents]) => percents.map((percent) => ({ code, percent })));
/** ISTISNA codes a plain sale may carry (the others ask for what Defter does not write: an export's customs, an investment incentive) */
const EXEMPTIONS = ['101', '213', '301', '350'];

const decimal = (min: number, max: number, places: number) =>
  fc.integer({ min: min * 10 ** places, max: max * 10 ** places }).map((n) => (n / 10 ** places).toFixed(places));

const line = (kind: GeneratedInvoice['kind']): fc.Arbitrary<GeneratedLine> =>
  fc
    .record({
      // a line of some money (at least 10.00), so that its VAT is never rounded away (GİB asks a reason of a zero VAT)
      quantity: fc.oneof(decimal(1, 20, 0), decimal(1, 5, 3)),
      unitPrice: fc.oneof(decimal(10, 500, 2), decimal(10, 100, 3), decimal(100, 25000, 2)),
      discountRate: fc.constantFrom(undefined, '5', '12.5', '33.333', '7.77'),
      vatRate: kind === 'exemption' ? fc.constantFrom(0, 0, 1, 10, 20) : fc.constantFrom(1, 10, 20),
      priceIncludesVat: fc.boolean(),
      withholding: kind === 'withholding' ? fc.option(fc.constantFrom(...WITHHOLDING_PAIRS), { nil: undefined }) : fc.constant(undefined),
      exemption: fc.constantFrom(...EXEMPTIONS),
    })
    .map(({ withholding, exemption, discountRate, ...l }) => ({
      ...l,
      ...(discountRate ? { discountRate } : {}),
      ...(withholding ? { withholdingCode: withholding.code, withholdingPercent: withholding.percent } : {}),
      ...(l.vatRate === 0 ? { exemptionCode: exemption, priceIncludesVat: false } : {}),
    }));

export const invoiceArbitrary: fc.Arbitrary<GeneratedInvoice> = fc
  .record({
    kind: fc.constantFrom('plain' as const, 'withholding' as const, 'exemption' as const),
    money: fc.constantFrom({ currency: 'TRY' }, { currency: 'USD', exchangeRate: '41.9876' }, { currency: 'EUR', exchangeRate: '48.12' }),
    documentDiscount: fc.constantFrom<DocumentDiscount | undefined>(undefined, { rate: '10' }, { rate: '2.5' }, { rate: '33.3' }, { amount: '3.33' }),
  })
  .chain(({ kind, money, documentDiscount }) =>
    fc.array(line(kind), { minLength: 1, maxLength: 4 }).map((lines) => {
      // a withholding invoice withholds on one line at least, an exemption invoice exempts one line at least
      if (kind === 'withholding' && !lines.some((l) => l.withholdingCode)) Object.assign(lines[0]!, { withholdingCode: '603', withholdingPercent: 70 });
      if (kind === 'exemption' && !lines.some((l) => l.vatRate === 0)) Object.assign(lines[0]!, { vatRate: 0, exemptionCode: '301', priceIncludesVat: false });
      return { kind, ...money, ...(documentDiscount ? { documentDiscount } : {}), lines };
    }),
  );
