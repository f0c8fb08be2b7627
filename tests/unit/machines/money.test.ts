import { describe, expect, it } from 'vitest';
import { cmp, isDecimalString, round } from '../../../src/domain/money/decimal';
import { computeTotals, lineAmounts, vatBreakdown } from '../../../src/domain/money/totals';

describe('decimal strings', () => {
  it('accepts plain non-negative decimals with a dot', () => {
    for (const v of ['0', '10', '10.00', '0.333', '123456789012345.12345678']) expect(isDecimalString(v), v).toBe(true);
  });
  it('rejects commas, mixed separators, signs, exponents, numbers and blanks', () => {
    for (const v of ['1,5', '1.234,50', '1,234.50', '-1', '+1', '1e3', '.5', '5.', '', ' 1', 1.5, null]) expect(isDecimalString(v), String(v)).toBe(false);
  });
  it('rounds half-up to two places', () => {
    expect(round('2.345')).toBe('2.35');
    expect(round('2.344999')).toBe('2.34');
    expect(round('0.005')).toBe('0.01');
    expect(round('1')).toBe('1.00');
  });
  it('compares exactly: 0.1 + 0.2 is 0.3', () => {
    expect(cmp('0.30', '0.3')).toBe(0);
  });
});

describe('totals', () => {
  it('2 × 10.00 at 20% VAT is 24.00', () => {
    expect(computeTotals([{ quantity: '2', unitPrice: '10.00', vatRate: 20 }])).toEqual({ sub: '20.00', discount: '0.00', tax: '4.00', grand: '24.00' });
  });

  it('applies multiplier and discount, then VAT on the rounded net', () => {
    // gross 1.5 × 3.33 × 2 = 9.99; discount 10% → net 8.991 → 8.99; VAT 10% → 0.899 → 0.90
    expect(lineAmounts({ quantity: '1.5', unitPrice: '3.33', multiplier: '2', discountRate: '10', vatRate: 10 })).toEqual({
      gross: '9.99',
      discount: '1.00',
      net: '8.99',
      tax: '0.90',
    });
  });

  it('rounds each line on its own, so totals equal the sum of the printed lines', () => {
    const lines = [
      { quantity: '1', unitPrice: '0.125', vatRate: 20 },
      { quantity: '1', unitPrice: '0.125', vatRate: 20 },
    ];
    // each line: gross 0.13, VAT 0.026 → 0.03
    expect(computeTotals(lines)).toEqual({ sub: '0.26', discount: '0.00', tax: '0.06', grand: '0.32' });
  });

  it('grand = sub − discount + tax, and Σ VAT base = sub − discount', () => {
    const lines = [
      { quantity: '3', unitPrice: '19.99', discountRate: '12.5', vatRate: 20 },
      { quantity: '0.75', unitPrice: '7.40', vatRate: 1 },
      { quantity: '12', unitPrice: '0.99', discountRate: '100', vatRate: 10 },
    ];
    const t = computeTotals(lines);
    expect(Number(t.grand)).toBeCloseTo(Number(t.sub) - Number(t.discount) + Number(t.tax), 10);
    const rows = vatBreakdown(lines);
    expect(rows.map((r) => r.vatRate)).toEqual([1, 10, 20]);
    const base = rows.reduce((s, r) => s + Math.round(Number(r.base) * 100), 0);
    expect(base).toBe(Math.round((Number(t.sub) - Number(t.discount)) * 100));
  });

  it('an empty document totals zero', () => {
    expect(computeTotals([])).toEqual({ sub: '0.00', discount: '0.00', tax: '0.00', grand: '0.00' });
  });
});
