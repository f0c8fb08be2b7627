import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  billingPeriod,
  duePeriods,
  lockedScheduleChanges,
  nextDueDate,
  periodMonths,
  type ServiceSchedule,
} from '../../../src/domain/services/periods';

const monthly = (startDate: string, endDate: string | null = null): ServiceSchedule => ({ startDate, endDate, period: 'monthly' });
const dues = (s: ServiceSchedule, today: string, from = 0) => duePeriods(s, today, from).map((p) => p.dueDate);

describe('the billing periods of a recurring service', () => {
  it('a service started on 31 January bills on the last day of shorter months, and on the 31st again where it exists', () => {
    expect(dues(monthly('2025-01-31'), '2025-05-31')).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
  });

  it('in a leap year February bills on the 29th; a yearly service started on 29 February bills on 28 February in other years', () => {
    expect(dues(monthly('2024-01-30'), '2024-03-30')).toEqual(['2024-01-30', '2024-02-29', '2024-03-30']);
    const yearly: ServiceSchedule = { startDate: '2024-02-29', endDate: null, period: 'yearly' };
    expect(dues(yearly, '2028-03-01')).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    expect(addMonthsClamped('2100-01-29', 1)).toBe('2100-02-28'); // 2100 is no leap year
    expect(addMonthsClamped('2000-01-29', 1)).toBe('2000-02-29'); // 2000 is one
  });

  it('quarterly, yearly and every N months count their months, across the year end', () => {
    expect(periodMonths('quarterly')).toBe(3);
    expect(periodMonths('yearly')).toBe(12);
    expect(periodMonths('months', 5)).toBe(5);
    expect(dues({ startDate: '2025-11-30', endDate: null, period: 'quarterly' }, '2026-06-01')).toEqual(['2025-11-30', '2026-02-28', '2026-05-30']);
    expect(dues({ startDate: '2025-10-15', endDate: null, period: 'months', everyMonths: 5 }, '2026-12-31')).toEqual([
      '2025-10-15',
      '2026-03-15',
      '2026-08-15',
    ]);
  });

  it('a period covers the days up to the day before the next one falls due', () => {
    expect(billingPeriod(monthly('2025-01-31'), 1)).toEqual({ index: 1, dueDate: '2025-02-28', lastDay: '2025-03-30' });
    expect(billingPeriod(monthly('2025-12-01'), 0)).toEqual({ index: 0, dueDate: '2025-12-01', lastDay: '2025-12-31' });
  });

  it('nothing is due before the start day, and nothing after the service ends', () => {
    expect(dues(monthly('2025-03-10'), '2025-03-09')).toEqual([]);
    expect(dues(monthly('2025-01-10', '2025-03-09'), '2025-12-31')).toEqual(['2025-01-10', '2025-02-10']);
    expect(nextDueDate(monthly('2025-01-10', '2025-03-09'), '2025-02-20')).toBeNull();
    expect(nextDueDate(monthly('2025-01-31'), '2025-02-01')).toBe('2025-02-28');
  });

  it('catching up starts after the periods already billed and makes at most a round’s share', () => {
    expect(dues(monthly('2025-01-31'), '2025-05-31', 3)).toEqual(['2025-04-30', '2025-05-31']);
    expect(duePeriods(monthly('2000-01-01'), '2025-01-01', 0, 24)).toHaveLength(24);
  });
});

describe('a service that has billed keeps its schedule', () => {
  const stored = { startDate: '2026-01-31', period: 'months' as const, everyMonths: 2 };
  it('names each schedule field an edit changes once a period is billed', () => {
    expect(lockedScheduleChanges(stored, { startDate: '2026-02-01', period: 'months', everyMonths: 3 }, 1)).toEqual(['startDate', 'everyMonths']);
    expect(lockedScheduleChanges(stored, { startDate: '2026-01-31', period: 'monthly', everyMonths: null }, 4)).toEqual(['period']);
  });
  it('lets an unchanged schedule, or any schedule of a service that billed nothing, through', () => {
    expect(lockedScheduleChanges(stored, { ...stored }, 3)).toEqual([]);
    expect(lockedScheduleChanges(stored, { startDate: '2027-05-01', period: 'yearly' }, 0)).toEqual([]);
  });
});
