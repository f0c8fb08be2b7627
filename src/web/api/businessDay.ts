import { addDays, businessDay, DEFAULT_TIME_ZONE, isTimeZone } from '../../domain/clock/clock';

/**
 * The company's zone as the server sent it with the UI settings (fetchUiSettings.ts keeps it here as they load),
 * so that every form's default date is the company's business day, as the server would date it, never the UTC day
 * or the browser's.
 */
let companyZone = DEFAULT_TIME_ZONE;

export function setCompanyTimeZone(timeZone: string | undefined): void {
  companyZone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

export const companyTimeZone = (): string => companyZone;

/** Today on the company's calendar (ISO day): a form's default date. */
export const companyToday = (now: Date = new Date()): string => businessDay(now, companyZone);

/** The company's today moved by whole calendar days. */
export const companyDayFromToday = (days: number, now: Date = new Date()): string => addDays(companyToday(now), days);
