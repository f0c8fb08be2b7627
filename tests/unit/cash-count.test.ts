import { describe, expect, it } from 'vitest';
import { countDifference } from '../../src/web/screens/common/countDifference';
import { formatSince, openSessionsByBox } from '../../src/web/screens/kasa/cashCount';

describe('cash count helpers', () => {
  it('counted minus expected, exact to the kuruş', () => {
    expect(countDifference('185.80', '185.80')).toBe('0.00');
    expect(countDifference('200', '185.80')).toBe('14.20');
    expect(countDifference('0.1', '0.3')).toBe('-0.20');
    expect(countDifference('1234567.89', '0.01')).toBe('1234567.88');
  });

  it('one open session per box, the newest wins', () => {
    const m = openSessionsByBox([
      { id: 3, cashBoxId: 1 },
      { id: 7, cashBoxId: 1 },
      { id: 5, cashBoxId: 2 },
    ]);
    expect(m.get(1)?.id).toBe(7);
    expect(m.get(2)?.id).toBe(5);
    expect(m.has(9)).toBe(false);
  });

  it('shows a timestamp as day and minute, nothing for a broken one', () => {
    const d = new Date(2026, 10, 21, 9, 5);
    expect(formatSince(d.toISOString())).toBe('21.11.2026 09:05');
    expect(formatSince('')).toBe('');
    expect(formatSince('nonsense')).toBe('');
    expect(formatSince(null)).toBe('');
  });
});
