import { describe, expect, it } from 'vitest';
import { parseTypedDay } from '../../src/domain/calendar-date';
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

describe("a typed day (the user's format: day, month, year)", () => {
  it('reads day.month.year, with / or - and one-digit days and months, and a pasted ISO day', () => {
    expect(parseTypedDay('21.11.2026')).toBe('2026-11-21');
    expect(parseTypedDay(' 1/2/2026 ')).toBe('2026-02-01');
    expect(parseTypedDay('01-02-2026')).toBe('2026-02-01');
    expect(parseTypedDay('2026-11-21')).toBe('2026-11-21');
  });
  it('refuses what is no real day, and the month-first order of an English browser', () => {
    expect(parseTypedDay('31.02.2026')).toBeNull();
    expect(parseTypedDay('29.02.2025')).toBeNull();
    expect(parseTypedDay('11/21/2026')).toBeNull();
    expect(parseTypedDay('21.11.26')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });
});
