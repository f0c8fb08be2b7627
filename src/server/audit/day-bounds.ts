import { dayAfter } from '../../domain/calendar-date';

/** Türkiye keeps UTC+3 all year (no daylight saving since 2016): its days are fixed UTC instants. */
const ISTANBUL_OFFSET = '+03:00';

/**
 * The instants that bound a range of Istanbul days, `[from 00:00, day after to 00:00)`, for the
 * journal's `at` column; an open end is null. Verification and export select journal rows by this rule.
 */
export function istanbulDayBounds(from: string | undefined | null, to: string | undefined | null): { start: string | null; end: string | null } {
  return {
    start: from ? `${from}T00:00:00${ISTANBUL_OFFSET}` : null,
    end: to ? `${dayAfter(to)}T00:00:00${ISTANBUL_OFFSET}` : null,
  };
}
