import { describe, expect, it } from 'vitest';
import { openSessionsByBox } from '../../src/web/screens/kasa/cashCount';
import { formatDateTime } from '../../src/domain/format';

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
    expect(formatDateTime(d.toISOString())).toBe('21.11.2026 09:05');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
