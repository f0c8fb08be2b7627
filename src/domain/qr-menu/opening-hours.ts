import { businessDay, businessTime } from '../clock/clock';

export interface DayHours {
  open: string;
  close: string;
}

/** Monday 0 … Sunday 6 of an ISO day (the calendar's own arithmetic, no time zone: the day is already the company's). */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * Whether the menu is open at `now` on the company's wall clock: the weekday's hours (Monday first), opening time
 * included, closing time not; a day without hours is closed. No hours given at all: always open.
 */
export function menuOpen(hours: readonly (DayHours | null)[], now: Date, timeZone: string): boolean {
  if (hours.length === 0) return true;
  const today = hours[weekdayOf(businessDay(now, timeZone))];
  if (!today) return false;
  const time = businessTime(now, timeZone).slice(0, 5);
  return time >= today.open && time < today.close;
}
