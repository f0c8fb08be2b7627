import { describe, expect, it } from 'vitest';
import { pointsPosition } from '../../../src/domain/loyalty/balance';
import { pointsEarned, pointsTakenBack } from '../../../src/domain/loyalty/earning';
import { DEFAULT_LOYALTY, expiryOf } from '../../../src/domain/loyalty/settings';
import { checkPointsTender, liraForPoints, pointsForLira } from '../../../src/domain/loyalty/tender';
import { receiptPoints } from '../../../machines/receipt/points';

const rates = { pointsPerLira: '1', categoryRates: { '7': '3' } };

describe('earning: each line’s share of the money paid at its product’s rate, rounded down to a whole point', () => {
  it('a group’s rate wins over the rate for all; the sum is rounded down once', () => {
    const lines = [
      { productId: '1', total: '10.60' },
      { productId: '2', total: '5.50' },
    ];
    expect(pointsEarned(lines, '16.10', rates, { '2': '7' })).toBe(Math.floor(10.6 + 5.5 * 3));
    expect(pointsEarned(lines, '16.10', rates, {})).toBe(16);
  });

  it('the part paid with points earns nothing: only the money’s share earns', () => {
    expect(pointsEarned([{ productId: '1', total: '100.00' }], '60.00', rates, {})).toBe(60);
    expect(pointsEarned([{ productId: '1', total: '100.00' }], '0', rates, {})).toBe(0);
  });

  it('a sale to an account earns only when points are on and its type earns', () => {
    const sale = { type: 'posSale', accountId: '5', currency: 'TRY', date: '2026-03-10', lines: [{ id: 'L1', productId: '1', total: '20.00' }] as never };
    const fact = (s: object) => ({ settings: { ...DEFAULT_LOYALTY, enabled: true, ...s }, balance: 0, categories: {} });
    expect(receiptPoints(sale, '20.00', fact({}))?.earned).toBe(20);
    expect(receiptPoints(sale, '20.00', fact({ enabled: false }))).toBeUndefined();
    expect(receiptPoints(sale, '20.00', fact({ earnOn: ['salesInvoice'] }))).toBeUndefined();
    expect(receiptPoints({ ...sale, accountId: undefined }, '20.00', fact({}))).toBeUndefined();
  });
});

describe('taking back: a return takes its share of what its sale earned, never more in all', () => {
  it('returned in three parts, it takes back exactly what was earned', () => {
    const sale = { earned: 100, base: '30.00', returnedBase: '0', taken: 0 };
    const first = pointsTakenBack(sale, '10.00');
    const second = pointsTakenBack({ ...sale, returnedBase: '10.00', taken: first }, '10.00');
    const third = pointsTakenBack({ ...sale, returnedBase: '20.00', taken: first + second }, '10.00');
    expect([first, second, third]).toEqual([33, 33, 34]);
    expect(pointsTakenBack({ ...sale, returnedBase: '30.00', taken: 100 }, '5.00')).toBe(0);
  });
});

describe('expiry: the last day points earned on a day may be spent', () => {
  it('never, some days after, or the end of the month, quarter or year', () => {
    expect(expiryOf('2026-01-31', { kind: 'none' })).toBeNull();
    expect(expiryOf('2026-01-31', { kind: 'days', days: 30 })).toBe('2026-03-02');
    expect(expiryOf('2024-02-10', { kind: 'periodEnd', period: 'month' })).toBe('2024-02-29');
    expect(expiryOf('2026-05-10', { kind: 'periodEnd', period: 'quarter' })).toBe('2026-06-30');
    expect(expiryOf('2026-05-10', { kind: 'periodEnd', period: 'year' })).toBe('2026-12-31');
  });

  it('spending uses the points that expire first; what is left of a lot after its day has expired', () => {
    const moves = [
      { onDate: '2026-01-01', points: 50, expiresOn: '2026-01-31' },
      { onDate: '2026-01-02', points: 30, expiresOn: null },
      { onDate: '2026-01-10', points: -20, expiresOn: null },
    ];
    expect(pointsPosition(moves, '2026-01-20', '2026-02-01')).toEqual({ balance: 60, earned: 80, spent: 20, expired: 0, expiringSoon: 30 });
    expect(pointsPosition(moves, '2026-02-01')).toMatchObject({ balance: 30, expired: 30 });
  });
});

describe('the tender: exact, whole points, within the balance', () => {
  const settings = { enabled: true, pointValue: '0.05', minSpend: 10 };
  it('liras and points convert exactly both ways', () => {
    expect(pointsForLira('1.00', '0.05')).toBe(20);
    expect(pointsForLira('1.01', '0.05')).toBeNull();
    expect(liraForPoints(37, '0.05')).toBe('1.85');
  });
  it('each refusal has its reason, checked in order', () => {
    expect(checkPointsTender('0.00', undefined, null, 0)).toBeNull();
    expect(checkPointsTender('1.00', undefined, settings, 100)).toBe('points.accountRequired');
    expect(checkPointsTender('1.00', '5', { ...settings, enabled: false }, 100)).toBe('points.disabled');
    expect(checkPointsTender('1.01', '5', settings, 100)).toBe('points.notWhole');
    expect(checkPointsTender('0.45', '5', settings, 100)).toBe('points.belowMinimum');
    expect(checkPointsTender('5.05', '5', settings, 100)).toBe('points.exceedsBalance');
    expect(checkPointsTender('5.00', '5', settings, 100)).toBeNull();
  });
});
