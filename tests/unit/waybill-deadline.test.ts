import { describe, expect, it } from 'vitest';
import { daysBetween, waybillDeadline } from '../../src/domain/documents/waybill-deadline';

describe('the 7-day invoicing rule for waybills', () => {
  it('counts calendar days, across months and leap days', () => {
    expect(daysBetween('2024-02-27', '2024-03-01')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('leaves 7 days from delivery, and is late from the 8th', () => {
    const w = { status: 'completed', date: '2026-11-01', invoiced: false };
    expect(waybillDeadline(w, '2026-11-01')).toEqual({ state: 'open', daysLeft: 7 });
    expect(waybillDeadline(w, '2026-11-08')).toEqual({ state: 'open', daysLeft: 0 });
    expect(waybillDeadline(w, '2026-11-09')).toEqual({ state: 'late', daysLate: 1 });
  });

  it('does not count drafts, and an invoiced waybill is done', () => {
    expect(waybillDeadline({ status: 'draft', date: '2020-01-01' }, '2026-11-09')).toEqual({ state: 'notDelivered' });
    expect(waybillDeadline({ status: 'closed', date: '2020-01-01', invoiced: true }, '2026-11-09')).toEqual({ state: 'invoiced' });
  });
});
