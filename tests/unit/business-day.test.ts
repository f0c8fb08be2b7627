import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDay,
  calendarDayOfUtcMidnight,
  businessTime,
  canonicalTimeZone,
  clockStartingAt,
  daysBetween,
  endOfBusinessDay,
  isTimeZone,
  startOfBusinessDay,
  type Clock,
} from '../../src/domain/clock/clock';
import { answerDeadline, checkAnswer, daysLeftToAnswer } from '../../src/domain/edocuments/answers';

const at = (iso: string) => new Date(iso);

describe('the business day is the day on the company’s wall clock, not the UTC day (issue #26)', () => {
  it('00:40 on 1 January 2027 in Istanbul (21:40 UTC the day before) is 2027-01-01, at 00:40:00', () => {
    expect(businessDay(at('2026-12-31T21:40:00Z'), 'Europe/Istanbul')).toBe('2027-01-01');
    expect(businessTime(at('2026-12-31T21:40:00Z'), 'Europe/Istanbul')).toBe('00:40:00');
  });

  it('23:50 in Istanbul on an ordinary day (20:50 UTC) stays on that day', () => {
    expect(businessDay(at('2026-06-15T20:50:00Z'), 'Europe/Istanbul')).toBe('2026-06-15');
    expect(businessTime(at('2026-06-15T20:50:00Z'), 'Europe/Istanbul')).toBe('23:50:00');
  });

  it('Istanbul keeps UTC+3 all year: its days start at 21:00 UTC in winter and in summer', () => {
    expect(startOfBusinessDay('2026-01-15', 'Europe/Istanbul').toISOString()).toBe('2026-01-14T21:00:00.000Z');
    expect(startOfBusinessDay('2026-07-15', 'Europe/Istanbul').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(endOfBusinessDay('2026-07-15', 'Europe/Istanbul').toISOString()).toBe('2026-07-15T20:59:59.999Z');
  });

  it('a zone with daylight saving: New York’s day follows its clock change (UTC−5 in winter, UTC−4 in summer)', () => {
    expect(businessDay(at('2027-01-01T03:00:00Z'), 'America/New_York')).toBe('2026-12-31');
    expect(startOfBusinessDay('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfBusinessDay('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    // 8 March 2026: the clocks go forward at 02:00, a day of 23 hours; 1 November 2026: back, a day of 25 hours
    expect(endOfBusinessDay('2026-03-08', 'America/New_York').getTime() + 1 - startOfBusinessDay('2026-03-08', 'America/New_York').getTime()).toBe(
      23 * 3_600_000,
    );
    expect(endOfBusinessDay('2026-11-01', 'America/New_York').getTime() + 1 - startOfBusinessDay('2026-11-01', 'America/New_York').getTime()).toBe(
      25 * 3_600_000,
    );
    expect(businessTime(at('2026-03-08T07:30:00Z'), 'America/New_York')).toBe('03:30:00');
  });

  it('days are added and counted by the calendar, across months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-01-10', -40)).toBe('2025-12-01');
    expect(daysBetween('2026-12-25', '2027-01-02')).toBe(8);
    expect(daysBetween('2027-01-02', '2026-12-25')).toBe(-8);
  });

  it('a time zone is one Intl knows, named canonically', () => {
    expect(isTimeZone('Europe/Istanbul')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(3)).toBe(false);
    expect(canonicalTimeZone('europe/istanbul')).toBe('Europe/Istanbul');
  });

  it('a clock set to an instant starts there and ticks on', () => {
    let real = Date.parse('2026-11-29T10:00:00Z');
    const base: Clock = { now: () => new Date(real) };
    const clock = clockStartingAt(at('2026-12-31T21:40:00Z'), base);
    expect(clock.now().toISOString()).toBe('2026-12-31T21:40:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-12-31T21:41:30.000Z');
  });
});

describe('the answer period runs to the end of its last calendar day in the company’s zone (issue #26, item 7)', () => {
  const invoice = { kind: 'invoice' as const, profile: 'TICARIFATURA', answer: null, lines: [] };

  it('an invoice received on day D at any hour is answerable until 23:59:59.999 of D+8 in Istanbul', () => {
    for (const receivedAt of ['2026-12-31T21:40:00Z', '2027-01-01T12:00:00Z', '2027-01-01T20:59:00Z']) {
      expect(answerDeadline({ ...invoice, receivedAt }, 'Europe/Istanbul')).toBe('2027-01-09T20:59:59.999Z');
    }
    const d = { ...invoice, receivedAt: '2026-12-31T21:40:00Z' };
    expect(checkAnswer(d, { answer: 'accept' }, at('2027-01-09T20:59:59.999Z'), 'Europe/Istanbul')).toBeNull();
    expect(checkAnswer(d, { answer: 'accept' }, at('2027-01-09T21:00:00Z'), 'Europe/Istanbul')).toEqual({ refusal: 'periodOver' });
  });

  it('an e-waybill has seven days likewise', () => {
    const waybill = { kind: 'waybill' as const, profile: 'TEMELIRSALIYE', answer: null, lines: [], receivedAt: '2027-01-01T06:00:00Z' };
    expect(answerDeadline(waybill, 'Europe/Istanbul')).toBe('2027-01-08T20:59:59.999Z');
  });

  it('the days left are calendar days: 8 on the day of receipt, 0 on the last day, negative after', () => {
    const d = { ...invoice, receivedAt: '2027-01-01T20:30:00Z' };
    expect(daysLeftToAnswer(d, at('2027-01-01T20:45:00Z'), 'Europe/Istanbul')).toBe(8);
    expect(daysLeftToAnswer(d, at('2027-01-09T20:59:00Z'), 'Europe/Istanbul')).toBe(0);
    expect(daysLeftToAnswer(d, at('2027-01-09T21:00:00Z'), 'Europe/Istanbul')).toBe(-1);
  });

  it('in another zone the period ends at the end of its own day', () => {
    expect(answerDeadline({ ...invoice, receivedAt: '2027-01-01T03:00:00Z' }, 'America/New_York')).toBe('2027-01-09T04:59:59.999Z');
  });
});

describe('the web forms date by the zone the server sent (issue #26, item 4)', () => {
  it("a form's default date is the company's business day, not the browser's UTC day", async () => {
    const { companyToday, setCompanyTimeZone } = await import('../../src/web/api/businessDay');
    const justAfterMidnightInIstanbul = at('2026-12-31T21:40:00Z');
    setCompanyTimeZone(undefined);
    expect(companyToday(justAfterMidnightInIstanbul)).toBe('2027-01-01');
    setCompanyTimeZone('America/New_York');
    expect(companyToday(justAfterMidnightInIstanbul)).toBe('2026-12-31');
    setCompanyTimeZone('Mars/Olympus');
    expect(companyToday(justAfterMidnightInIstanbul)).toBe('2027-01-01');
  });
});

describe('a date without a time is its own calendar day', () => {
  it("a spreadsheet's date cell (UTC midnight) is that day in every zone, not the business day of an instant", () => {
    expect(calendarDayOfUtcMidnight(at('2026-12-31T00:00:00Z'))).toBe('2026-12-31');
    expect(calendarDayOfUtcMidnight(at('0999-01-02T00:00:00Z'))).toBe('0999-01-02');
    // the same instant read as a business day in Istanbul is already the next day
    expect(businessDay(at('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(calendarDayOfUtcMidnight(at('2026-12-31T23:00:00Z'))).toBe('2026-12-31');
  });
});
