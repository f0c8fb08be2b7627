import { describe, expect, it } from 'vitest';
import { menuOpen, weekdayOf } from '../../../src/domain/qr-menu/opening-hours';

/** The QR menu's hours (issue #33): read on the company's wall clock, Monday first, opening included, closing not. */

const WEEK = Array.from({ length: 7 }, () => ({ open: '08:00', close: '22:00' }));

describe('the QR menu’s opening hours', () => {
  it('weekdays count from Monday', () => {
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });

  it('opens at the opening minute and closes at the closing one, on the company’s clock', () => {
    // 05:00 UTC is 08:00 in Istanbul (UTC+3) on Monday 30 November 2026
    expect(menuOpen(WEEK, new Date('2026-11-30T05:00:00Z'), 'Europe/Istanbul')).toBe(true);
    expect(menuOpen(WEEK, new Date('2026-11-30T04:59:00Z'), 'Europe/Istanbul')).toBe(false);
    expect(menuOpen(WEEK, new Date('2026-11-30T19:00:00Z'), 'Europe/Istanbul')).toBe(false);
    expect(menuOpen(WEEK, new Date('2026-11-30T05:00:00Z'), 'UTC')).toBe(false);
  });

  it('a day without hours is closed; the day is the company’s, not the server’s', () => {
    const noSunday = WEEK.map((h, day) => (day === 6 ? null : h));
    expect(menuOpen(noSunday, new Date('2026-11-29T10:00:00Z'), 'Europe/Istanbul')).toBe(false);
    expect(menuOpen(noSunday, new Date('2026-11-30T10:00:00Z'), 'Europe/Istanbul')).toBe(true);
  });

  it('no hours at all: always open; until 24:00 takes the last minute', () => {
    expect(menuOpen([], new Date('2026-11-29T03:00:00Z'), 'Europe/Istanbul')).toBe(true);
    const late = WEEK.map(() => ({ open: '00:00', close: '24:00' }));
    expect(menuOpen(late, new Date('2026-11-29T20:59:00Z'), 'Europe/Istanbul')).toBe(true);
  });
});
