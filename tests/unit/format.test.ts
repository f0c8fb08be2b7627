import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format';

describe('formatDate (day-month-year, tr-TR)', () => {
  it('formats an ISO day without moving it across time zones', () => {
    expect(formatDate('2027-11-21')).toBe('21.11.2027');
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });
  it('treats a 10-digit timestamp as seconds and a 13-digit one as milliseconds', () => {
    const ms = new Date(2026, 10, 21, 12).getTime();
    expect(formatDate(Math.floor(ms / 1000))).toBe('21.11.2026');
    expect(formatDate(String(Math.floor(ms / 1000)))).toBe('21.11.2026');
    expect(formatDate(ms)).toBe('21.11.2026');
  });
  it('leaves what is not a date as it is, and empty as empty', () => {
    expect(formatDate('yarın')).toBe('yarın');
    expect(formatDate(null)).toBe('');
  });
});
