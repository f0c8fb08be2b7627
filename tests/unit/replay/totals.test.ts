import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, cmp, isPositive } from '../../../src/domain/money/decimal';
import {
  computeTotals,
  lineAmounts,
  lineAmountsBig,
  lineAmountsDecimal,
  lineCentsBeforeCampaigns,
  linePath,
  type PricedLine,
} from '../../../src/domain/money/totals';

/** The first decimal.js implementation of computeTotals, kept verbatim (over the decimal.js line amounts). */
function referenceTotals(lines: readonly PricedLine[]) {
  let sub = new Dec(0);
  let discount = new Dec(0);
  let tax = new Dec(0);
  for (const line of lines) {
    const a = lineAmountsDecimal(line);
    sub = sub.plus(a.gross);
    discount = discount.plus(a.discount);
    tax = tax.plus(a.tax);
  }
  return { sub: sub.toFixed(2), discount: discount.toFixed(2), tax: tax.toFixed(2), grand: sub.minus(discount).plus(tax).toFixed(2) };
}

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** plain decimal strings: up to 15 integer digits (leading zeros too) and up to 8 decimals, some with trailing zeros */
const decimal = fc.oneof(
  fc.tuple(digits(1, 15), fc.option(digits(1, 8))).map(([i, f]) => (f === null ? i : `${i}.${f}`)),
  fc.tuple(digits(1, 3), fc.option(digits(1, 3))).map(([i, f]) => (f === null ? i : `${i}.${f}`)),
  fc.constantFrom('0', '0.00', '1', '0.005', '0.015', '0.00000001', '999999999999999.99999999', '000123.45000'),
);
const rate = fc.oneof(
  fc.constantFrom('0', '100', '100.00', '100.00000000', '0.00', '50', '33.33333333', '99.99999999', '0.00000001'),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.option(digits(1, 8))).map(([i, f]) => (f === null ? String(i) : `${i}.${f}`)),
);
const line: fc.Arbitrary<PricedLine> = fc.record(
  {
    quantity: decimal,
    unitPrice: decimal,
    multiplier: fc.oneof(fc.constantFrom('1', '12', '0.5', '1000'), decimal),
    discountRate: rate,
    vatRate: fc.oneof(fc.constantFrom(0, 1, 10, 20), fc.integer({ min: 0, max: 1000 })),
    priceIncludesVat: fc.boolean(),
  },
  { requiredKeys: ['quantity', 'unitPrice', 'vatRate'] },
);
/** near decimal.js's 40 significant digits, where it starts to round intermediates */
const huge: fc.Arbitrary<PricedLine> = fc.record({
  quantity: fc.tuple(fc.integer({ min: 1, max: 9 }), digits(14, 14), digits(0, 8)).map(([h, i, f]) => (f ? `${h}${i}.${f}` : `${h}${i}`)),
  unitPrice: fc.tuple(fc.integer({ min: 1, max: 9 }), digits(10, 14), digits(0, 8)).map(([h, i, f]) => (f ? `${h}${i}.${f}` : `${h}${i}`)),
  multiplier: fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 14), fc.option(digits(1, 8))).map(([h, i, f]) => (f === null ? `${h}${i}` : `${h}${i}.${f}`)),
  discountRate: rate,
  vatRate: fc.constantFrom(0, 1, 10, 20),
  priceIncludesVat: fc.boolean(),
});
/** shapes the fast paths must leave to decimal.js */
const odd: fc.Arbitrary<PricedLine> = fc.record({
  quantity: fc.constantFrom('1e3', '.5', '5.', '-2', ' 3', '0x10', '2'),
  unitPrice: fc.constantFrom('10', '1E-2', '-0.5', '7.25'),
  multiplier: fc.constantFrom(undefined, '1', '2e1'),
  discountRate: fc.constantFrom(undefined, '150', '100.000000001', '-5', '10'),
  vatRate: fc.constantFrom(20, 0.5, -0, -1, 18),
});

const tryOr = <T>(f: () => T): T | string => {
  try {
    return f();
  } catch (e) {
    return `throws ${(e as Error).message}`;
  }
};

describe('exact integer line totals = decimal.js', () => {
  it('lineAmounts equals the decimal.js reference on random lines (many decimals, 0 % / 100 % discount, large quantities)', () => {
    const paths = { number: 0, bigint: 0, decimal: 0 };
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: line }, { weight: 1, arbitrary: huge }), (l) => {
        paths[linePath(l)] += 1;
        expect(lineAmounts(l)).toEqual(lineAmountsDecimal(l));
        const big = lineAmountsBig(l);
        if (big) expect(big).toEqual(lineAmountsDecimal(l));
      }),
      { numRuns: 10000 },
    );
    // every path is exercised
    expect(paths.number).toBeGreaterThan(500);
    expect(paths.bigint).toBeGreaterThan(500);
    expect(paths.decimal).toBeGreaterThan(0);
  });

  it('the cents the campaigns read a line at equal the decimal.js amounts, on every path', () => {
    const centsOf = (a: { gross: string; net: string; tax: string }) => [a.gross, a.net, a.tax].map((v) => BigInt(v.replace('.', '')));
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: line }, { weight: 1, arbitrary: huge }), (l) => {
        expect(lineCentsBeforeCampaigns({ ...l, campaignDiscounts: [{ amount: '1.00' }] })).toEqual(centsOf(lineAmountsDecimal(l)));
      }),
      { numRuns: 3000 },
    );
  });

  it('odd shapes go to decimal.js and give its answer (or its error)', () => {
    fc.assert(
      fc.property(odd, (l) => {
        expect(tryOr(() => lineAmounts(l))).toEqual(tryOr(() => lineAmountsDecimal(l)));
      }),
      { numRuns: 500 },
    );
  });

  it('computeTotals equals the decimal.js sums', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof({ weight: 5, arbitrary: line }, { weight: 1, arbitrary: odd }), { maxLength: 12 }), (lines) => {
        expect(tryOr(() => computeTotals(lines))).toEqual(tryOr(() => referenceTotals(lines)));
      }),
      { numRuns: 2000 },
    );
    const many = Array.from({ length: 1250 }, (_, i) => ({ quantity: String(1 + (i % 7)), unitPrice: `${i}.99`, discountRate: String(i % 101), vatRate: 20 }));
    expect(computeTotals(many)).toEqual(referenceTotals(many));
  });

  it('cmp and isPositive equal decimal.js', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(cmp(a, b)).toBe(new Dec(a).cmp(new Dec(b)));
        expect(isPositive(a)).toBe(new Dec(a).gt(0));
      }),
      { numRuns: 5000 },
    );
    expect(cmp('007.50', '7.5')).toBe(0);
    expect(cmp('1e2', '99')).toBe(1);
    expect(isPositive('0.000')).toBe(false);
    expect(isPositive('-1')).toBe(false);
  });
});
