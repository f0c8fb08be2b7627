/**
 * The one clock and the business day (issue #26). A business date (a document's date, a due date, "today" on the
 * dashboard) is the day on the company's wall clock, never the UTC day: a document made at 00:40 in Istanbul is
 * dated that day, not the day before. Everything here is pure; the server holds the one `Clock` it reads
 * (src/server/clock.ts) and the web app asks the same functions with the zone the server sent.
 */

/** Where the time comes from: the system's, or one a test or a demo set (`DEFTER_CLOCK`). */
export interface Clock {
  now(): Date;
}

/** The company's zone unless it sets another (Türkiye has no daylight saving: UTC+3 all year). */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands at `start` when made and ticks on with `base` from there. */
export function clockStartingAt(start: Date, base: Clock = systemClock): Clock {
  const offset = start.getTime() - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}

/** Whether `Intl` knows the zone (an IANA name such as "Europe/Istanbul" or "America/New_York"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical name ("europe/istanbul" → "Europe/Istanbul"); call with a zone `isTimeZone` accepts. */
export const canonicalTimeZone = (timeZone: string): string => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;

const partsIn = (now: Date, timeZone: string): Record<string, number> => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(f.formatToParts(now).flatMap((p) => (p.type === 'literal' ? [] : [[p.type, Number(p.value)]])));
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The ISO day (YYYY-MM-DD) the wall clock of `timeZone` shows at `now`. */
export function businessDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsIn(now, timeZone);
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** The time of day (HH:MM:SS, 24 hours) the wall clock of `timeZone` shows at `now`. */
export function businessTime(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsIn(now, timeZone);
  return `${pad(p.hour!)}:${pad(p.minute!)}:${pad(p.second!)}`;
}

/** The year of the business day (a document number's year). */
export const businessYear = (now: Date, timeZone: string = DEFAULT_TIME_ZONE): number => Number(businessDay(now, timeZone).slice(0, 4));

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDayOf = (t: number) => {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * The calendar day a date without a time stands for, written as UTC midnight (a spreadsheet's date cell as exceljs
 * reads it): no zone applies, unlike an instant, whose day is the business day (`businessDay`).
 */
export const calendarDayOfUtcMidnight = (date: Date): string => isoDayOf(date.getTime());

/** The ISO day `n` calendar days after `day` (before it when negative); no zone involved. */
export function addDays(day: string, n: number): string {
  return isoDayOf(utcMidnight(day) + n * 86_400_000);
}

/** Calendar days from `from` to `to` (ISO days; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/** How far the zone's wall clock is ahead of UTC at `at` (ms). */
function offsetAt(at: number, timeZone: string): number {
  const p = partsIn(new Date(at), timeZone);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant the wall clock of `timeZone` shows `day` at the time `ms` after its midnight (DST-aware). */
function instantOfWallTime(day: string, ms: number, timeZone: string): Date {
  const wall = utcMidnight(day) + ms;
  // two passes settle the offset also on the days a zone moves its clocks
  let t = wall - offsetAt(wall, timeZone);
  t = wall - offsetAt(t, timeZone);
  return new Date(t);
}

/** The first instant of a business day in `timeZone`. */
export const startOfBusinessDay = (day: string, timeZone: string = DEFAULT_TIME_ZONE): Date => instantOfWallTime(day, 0, timeZone);

/** The last instant (…23:59:59.999) of a business day in `timeZone`. */
export const endOfBusinessDay = (day: string, timeZone: string = DEFAULT_TIME_ZONE): Date =>
  new Date(startOfBusinessDay(addDays(day, 1), timeZone).getTime() - 1);
