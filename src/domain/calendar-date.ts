/**
 * A calendar day written YYYY-MM-DD that exists (no 2023-13-01, no 2023-02-29), in years 0001–9999: what a
 * PostgreSQL `date` and a JavaScript Date both hold. Checked by arithmetic, so that no input can make the
 * check itself throw (`new Date('2023-13-01').toISOString()` does). Every date field and query uses it.
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The day after a calendar day, by the same arithmetic (9999-12-31 → 10000-01-01, which PostgreSQL reads). */
export function dayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date < daysInMonth(year, month) ? [year, month, date + 1] : month < 12 ? [year, month + 1, 1] : [year + 1, 1, 1];
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** An ISO instant ("2025-01-15T10:30:00+03:00") that falls within the calendar days above, in UTC too. */
export function isStorableInstant(value: string): boolean {
  const t = Date.parse(value);
  return isCalendarDate(value.slice(0, 10)) && Number.isFinite(t) && t >= FIRST_INSTANT && t <= LAST_INSTANT;
}

/**
 * A day as a person types it → YYYY-MM-DD, or null when it is no real day. The user's format is day, month,
 * year (spec §9: "21.11.2026", also with "/" or "-" and one-digit days and months); a pasted ISO day
 * ("2026-11-21") is read too, since it cannot be taken for anything else.
 */
export function parseTypedDay(text: string): string | null {
  const s = text.trim();
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(s);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}
