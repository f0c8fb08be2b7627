import { describe, expect, it } from 'vitest';
import { formatSince, openSessionsByBox } from '../../src/web/screens/kasa/cashCount';

describe('cash count helpers', () => {
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
