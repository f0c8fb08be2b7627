import { describe, expect, it } from 'vitest';
import { cashShortages, defaultNegativeCashPolicy, negativeCashReason } from '../../src/domain/cash/negative-cash';

describe('a cash account below zero', () => {
  const balances = {
    '1': { balance: '100.00', policy: 'warn' as const },
    '2': { balance: '-5.00', policy: 'refuse' as const },
    '3': { balance: '0.00', policy: 'allow' as const },
  };

  it('the moves of one account count together: what they take out is weighed against its balance before them', () => {
    expect(
      cashShortages(
        [
          { cashBoxId: '1', amount: '-60' },
          { cashBoxId: '1', amount: '-40' },
        ],
        balances,
      ),
    ).toEqual([]);
    expect(
      cashShortages(
        [
          { cashBoxId: '1', amount: '-60' },
          { cashBoxId: '1', amount: '-40.01' },
        ],
        balances,
      ),
    ).toEqual([{ cashBoxId: '1', balance: '100.00', after: '-0.01', policy: 'warn' }]);
    // money put back by the same document offsets what it takes
    expect(
      cashShortages(
        [
          { cashBoxId: '1', amount: '-150' },
          { cashBoxId: '1', amount: '50' },
        ],
        balances,
      ),
    ).toEqual([]);
  });

  it('an account already below zero warns or refuses again on more money out, never on money in; one that allows says nothing', () => {
    expect(cashShortages([{ cashBoxId: '2', amount: '10' }], balances)).toEqual([]);
    const out = cashShortages([{ cashBoxId: '2', amount: '-0.01' }], balances);
    expect(out).toEqual([{ cashBoxId: '2', balance: '-5.00', after: '-5.01', policy: 'refuse' }]);
    expect(negativeCashReason(out)).toBe('cash.negativeBalance');
    expect(cashShortages([{ cashBoxId: '3', amount: '-1000' }], balances)).toEqual([]);
    expect(negativeCashReason(cashShortages([{ cashBoxId: '1', amount: '-1000' }], balances))).toBeNull();
  });

  it('a new cash box warns; a new bank account or card allows', () => {
    expect(['cash', 'bank', 'creditCard'].map(defaultNegativeCashPolicy)).toEqual(['warn', 'allow', 'allow']);
  });
});
