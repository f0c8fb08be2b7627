import { describe, expect, it } from 'vitest';
import { dateRangeInOrder } from '../../src/domain/date-range';

describe('a date range (spec §5: the first date cannot be greater than the second)', () => {
  it('is in order when the first date is not after the second, or an end is open', () => {
    expect(dateRangeInOrder('2026-01-01', '2026-01-01')).toBe(true);
    expect(dateRangeInOrder('2026-01-01', '2026-12-31')).toBe(true);
    expect(dateRangeInOrder('', '2026-12-31')).toBe(true);
    expect(dateRangeInOrder('2026-01-01', undefined)).toBe(true);
  });
  it('is out of order when the first date is after the second, across months and years', () => {
    expect(dateRangeInOrder('2026-01-02', '2026-01-01')).toBe(false);
    expect(dateRangeInOrder('2027-01-01', '2026-12-31')).toBe(false);
  });
});
