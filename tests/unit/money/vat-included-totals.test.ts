import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleSums, saleTotals, type PosLine } from '../../../flows/pos';
import { Dec } from '../../../src/domain/money/decimal';
import { ReceiptTotalsModel } from '../../../src/domain/money/receipt-totals-model';
import { computeTotals, documentSums, lineAmounts, vatBreakdown, type PricedLine } from '../../../src/domain/money/totals';

/** Prices with the VAT in them (shelf prices) and prices with the VAT on top: one computation, exact to the cent. */

const shelf = (unitPrice: string, vatRate: number, more: Partial<PricedLine> = {}): PricedLine => ({
  quantity: '1',
  unitPrice,
  vatRate,
  priceIncludesVat: true,
  ...more,
});

describe('a VAT-inclusive price', () => {
  it('120.00 at 20 % is a net 100.00 and VAT 20.00: 120.00 in total', () => {
    expect(lineAmounts(shelf('120.00', 20))).toEqual({ gross: '100.00', discount: '0.00', net: '100.00', tax: '20.00' });
    expect(computeTotals([shelf('120.00', 20)])).toEqual({ sub: '100.00', discount: '0.00', tax: '20.00', grand: '120.00' });
  });

  it('the same price with the VAT on top costs 144.00; 100.00 on top is 120.00', () => {
    expect(computeTotals([{ quantity: '1', unitPrice: '120.00', vatRate: 20 }]).grand).toBe('144.00');
    expect(computeTotals([{ quantity: '1', unitPrice: '100.00', vatRate: 20, priceIncludesVat: false }]).grand).toBe('120.00');
  });

  it('the VAT in a price is rounded half-up and the net is the rest: 9.99 at 20 % is 8.32 + 1.67, 5.00 at 1 % is 4.95 + 0.05', () => {
    expect(lineAmounts(shelf('9.99', 20))).toMatchObject({ net: '8.32', tax: '1.67' });
    expect(lineAmounts(shelf('5.00', 1))).toMatchObject({ net: '4.95', tax: '0.05' });
    // 3 × 9.99 = 29.97, of which 4.995 is VAT: half-up to 5.00
    expect(lineAmounts(shelf('9.99', 20, { quantity: '3' }))).toMatchObject({ net: '24.97', tax: '5.00' });
  });

  it('a discount comes off the price with VAT: 240.00 less 10 % is 216.00 = 180.00 + 36.00, the discount shown without VAT', () => {
    expect(lineAmounts(shelf('120.00', 20, { quantity: '2', discountRate: '10' }))).toEqual({
      gross: '200.00',
      discount: '20.00',
      net: '180.00',
      tax: '36.00',
    });
  });

  it('at 0 % the price is the net', () => {
    expect(computeTotals([shelf('95.00', 0)])).toEqual({ sub: '95.00', discount: '0.00', tax: '0.00', grand: '95.00' });
  });
});

const amount = fc.tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 })).map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`);
const anyLine: fc.Arbitrary<PricedLine> = fc.record({
  quantity: fc.oneof(fc.integer({ min: 1, max: 50 }).map(String), fc.constantFrom('0.5', '1.25', '2.333')),
  unitPrice: amount,
  multiplier: fc.constantFrom('1', '12'),
  discountRate: fc.oneof(fc.constant('0'), fc.constantFrom('10', '12.5', '33.33', '100')),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  priceIncludesVat: fc.boolean(),
});
const cents = (v: string) => BigInt(v.replace('.', ''));
const sum = (values: string[]) => values.reduce((s, v) => s + cents(v), 0n);

describe('documentSums: the lines, the VAT per rate and the totals of one computation', () => {
  it('the lines add up to the grand total, the VAT rows to the VAT and the net, to the cent', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 30 }), (lines) => {
        const s = documentSums(lines);
        expect(sum(s.lines.map((l) => l.total))).toBe(cents(s.totals.grand));
        expect(sum(s.vat.map((r) => r.tax))).toBe(cents(s.totals.tax));
        expect(sum(s.vat.map((r) => r.base))).toBe(cents(s.totals.sub) - cents(s.totals.discount));
        expect(s.totals).toEqual(computeTotals(lines));
        expect(s.vat).toEqual(vatBreakdown(lines));
      }),
      { numRuns: 1000 },
    );
  });

  it('a VAT-inclusive line costs exactly what its price says: quantity × price less the discount, rounded', () => {
    fc.assert(
      fc.property(anyLine, (l) => {
        const shown = new Dec(l.quantity).times(l.unitPrice).times(l.multiplier ?? '1');
        const charged = shown
          .minus(shown.times(l.discountRate ?? '0').dividedBy(100))
          .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
          .toFixed(2);
        const total = documentSums([{ ...l, priceIncludesVat: true }]).lines[0]!.total;
        expect(total).toBe(charged);
      }),
      { numRuns: 2000 },
    );
  });

  it('the receipt editor (ReceiptTotalsModel) and the till (saleSums) give the same figures', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 20 }), (lines) => {
        const model = new ReceiptTotalsModel(lines).totals();
        const s = documentSums(lines);
        expect({ sub: model.sub, discount: model.discount, tax: model.tax, grand: model.grand }).toEqual(s.totals);
        expect(model.vatBreakdown).toEqual(s.vat);
        const till: PosLine[] = lines.map((l, i) => ({ productId: i, name: '', discountRate: '0', ...l }) as PosLine);
        expect(saleSums(till)).toEqual(documentSums(till));
        expect(saleTotals(till)).toEqual(computeTotals(till));
      }),
      { numRuns: 300 },
    );
  });
});
