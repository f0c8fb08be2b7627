import { describe, expect, it } from 'vitest';
import { commissionOf, ruleFor, targetOutcome, type CommissionRule, type SoldFigures } from '../../src/domain/commissions/rules';
import { periodRange } from '../../src/domain/commissions/periods';

const sold = (productId: string | null, groupId: string | null, sales: string, returns = '0', cost = '0'): SoldFigures => ({
  productId,
  groupId,
  sales,
  returns,
  cost,
});

describe('commission rules (issue #29)', () => {
  const all: CommissionRule = { scope: 'all', basis: 'sales', rate: '1' };
  const group: CommissionRule = { scope: 'group', groupId: '7', basis: 'sales', rate: '2' };
  const product: CommissionRule = { scope: 'product', productId: '42', basis: 'sales', rate: '5' };

  it('the most specific rule wins: a product rule over its group rule over the rule for all, whatever their order', () => {
    for (const rules of [
      [all, group, product],
      [product, group, all],
      [group, all, product],
    ]) {
      expect(ruleFor(rules, '42', '7')).toBe(product);
      expect(ruleFor(rules, '43', '7')).toBe(group);
      expect(ruleFor(rules, '43', '8')).toBe(all);
      expect(ruleFor(rules, null, null)).toBe(all);
    }
  });

  it('a line no rule names earns nothing', () => {
    expect(ruleFor([group, product], '43', '8')).toBeNull();
    const r = commissionOf([sold('43', '8', '1000')], [group, product], null);
    expect(r.commission).toBe('0.00');
    expect(r.net).toBe('1000.00');
  });

  it('each line earns by its own rule: product, group and all at once', () => {
    const r = commissionOf([sold('42', '7', '100'), sold('43', '7', '100'), sold('44', null, '100')], [all, group, product], null);
    expect(r.commission).toBe('8.00');
  });

  it('a profit rule pays a percent of net sales less the cost at sale', () => {
    const r = commissionOf([sold('1', null, '250.00', '0', '180.40')], [{ scope: 'all', basis: 'profit', rate: '10' }], null);
    expect(r.profit).toBe('69.60');
    expect(r.commission).toBe('6.96');
  });

  it('returns are netted: a return takes back what its sale earned, on sales and on profit', () => {
    const salesRule: CommissionRule = { scope: 'all', basis: 'sales', rate: '10' };
    const r = commissionOf([sold('1', null, '300', '-100', '120')], [salesRule], null);
    expect(r).toMatchObject({ sales: '300.00', returns: '-100.00', net: '200.00', commission: '20.00' });
    const profit = commissionOf([sold('1', null, '300', '-100', '120')], [{ ...salesRule, basis: 'profit' }], null);
    expect(profit.commission).toBe('8.00');
    expect(commissionOf([sold('1', null, '0', '-50', '-30')], [salesRule], null).commission).toBe('-5.00');
  });

  it("a rule's percent is taken of the sum of its lines, then rounded half up to the cent", () => {
    const r = commissionOf([sold('1', null, '0.05'), sold('2', null, '0.05')], [{ scope: 'all', basis: 'sales', rate: '5' }], null);
    expect(r.commission).toBe('0.01');
  });

  it('a target is met at exactly its amount, not a cent below, and pays its fixed premium', () => {
    const target = { period: 'month' as const, amount: '1000', premiumKind: 'fixed' as const, premium: '150' };
    expect(targetOutcome(target, '1000.00')).toEqual({ met: true, progress: '100.00', premium: '150.00' });
    expect(targetOutcome(target, '999.99')).toEqual({ met: false, progress: '99.99', premium: '0.00' });
    expect(targetOutcome(target, '999.89')).toEqual({ met: false, progress: '99.98', premium: '0.00' });
    expect(targetOutcome(null, '5000')).toEqual({ met: false, progress: null, premium: '0.00' });
  });

  it('a percent premium is that percent of the period net sales, returns netted', () => {
    const target = { period: 'quarter' as const, amount: '500', premiumKind: 'percent' as const, premium: '3' };
    const r = commissionOf([sold('1', null, '700', '-100')], [all], target);
    expect(r).toMatchObject({ net: '600.00', met: true, premium: '18.00', commission: '6.00', earned: '24.00', progress: '120.00' });
    expect(commissionOf([sold('1', null, '700', '-201')], [all], target).met).toBe(false);
  });

  it('periods: the month, the quarter and the year holding a day', () => {
    expect(periodRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('quarter', '2026-11-29')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('quarter', '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(periodRange('year', '2026-06-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
