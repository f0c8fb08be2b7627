import { daysInMonth, isCalendarDate } from '../calendar-date';

/**
 * The billing periods of a recurring service (/cari/servisler): a subscription, a maintenance contract, a school
 * service billed to a current account every `months` months from its start day. Period n (0, 1, 2 …) falls due on
 * the start day n × months later; a month without that day bills on its last day (started on 31 January: 28 or 29
 * February, then 31 March again: the start day is the anchor, so the day never drifts). Pure: the server and the
 * screens ask the same functions with the business day of the company's clock (src/server/clock.ts).
 */

export const SERVICE_PERIODS = ['monthly', 'quarterly', 'yearly', 'months'] as const;
export type ServicePeriod = (typeof SERVICE_PERIODS)[number];

/** The longest "every N months" a service may have (ten years). */
export const MAX_PERIOD_MONTHS = 120;

/** How many months one period of the service lasts; `everyMonths` only counts for `months`. */
export function periodMonths(period: ServicePeriod, everyMonths?: number | null): number {
  if (period === 'monthly') return 1;
  if (period === 'quarterly') return 3;
  if (period === 'yearly') return 12;
  return everyMonths ?? 1;
}

const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The day `months` months after `start` (a calendar day), on the start's day of the month or the month's last day. */
export function addMonthsClamped(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return iso(year, month, Math.min(d, daysInMonth(year, month)));
}

export interface ServiceSchedule {
  startDate: string;
  /** the last day the service runs (its periods due after it are not billed); null: until it is ended */
  endDate: string | null;
  period: ServicePeriod;
  everyMonths?: number | null;
}

export interface BillingPeriod {
  /** 0 for the first period, which falls due on the start day */
  index: number;
  /** the day it falls due: the invoice's date */
  dueDate: string;
  /** the last day it covers: the day before the next period falls due */
  lastDay: string;
}

const dayBefore = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (d > 1) return iso(y, m, d - 1);
  return m > 1 ? iso(y, m - 1, daysInMonth(y, m - 1)) : iso(y - 1, 12, 31);
};

/** Period `index` of the service. */
export function billingPeriod(s: ServiceSchedule, index: number): BillingPeriod {
  const months = periodMonths(s.period, s.everyMonths);
  return { index, dueDate: addMonthsClamped(s.startDate, index * months), lastDay: dayBefore(addMonthsClamped(s.startDate, (index + 1) * months)) };
}

/**
 * The periods due by `today` (a business day), oldest first, from period `from` on (the ones already billed are
 * before it): those that fell due on or before today and on or before the service's end. At most `limit` of them,
 * so a service started long ago catches up over several rounds.
 */
export function duePeriods(s: ServiceSchedule, today: string, from = 0, limit = 24): BillingPeriod[] {
  if (!isCalendarDate(s.startDate) || !isCalendarDate(today)) return [];
  const last = s.endDate !== null && s.endDate < today ? s.endDate : today;
  const due: BillingPeriod[] = [];
  for (let i = from; due.length < limit; i++) {
    const p = billingPeriod(s, i);
    if (p.dueDate > last) break;
    due.push(p);
  }
  return due;
}

/** The day the next period falls due after `today`; null when the service ends before it. */
export function nextDueDate(s: ServiceSchedule, today: string): string | null {
  for (let i = 0; ; i++) {
    const p = billingPeriod(s, i);
    if (p.dueDate > today) return s.endDate !== null && p.dueDate > s.endDate ? null : p.dueDate;
  }
}

/**
 * The schedule fields an edit may not change once the service has billed (its billed periods are counted from them):
 * each one the edit changes. `everyMonths` counts only for a service billed every N months.
 */
export function lockedScheduleChanges(
  stored: Pick<ServiceSchedule, 'startDate' | 'period' | 'everyMonths'>,
  edit: Pick<ServiceSchedule, 'startDate' | 'period' | 'everyMonths'>,
  billedPeriods: number,
): ('startDate' | 'period' | 'everyMonths')[] {
  if (billedPeriods === 0) return [];
  const changed: ('startDate' | 'period' | 'everyMonths')[] = [];
  if (edit.startDate !== stored.startDate) changed.push('startDate');
  if (edit.period !== stored.period) changed.push('period');
  if (edit.period === 'months' && (edit.everyMonths ?? null) !== (stored.everyMonths ?? null)) changed.push('everyMonths');
  return changed;
}
