/**
 * The browser's error log (spec §8): what a report may hold and how it is cut down, the same in the browser that
 * sends it and on the server that stores it. Only the user's id names the person (the server takes it from the
 * session, never from the report); e-mail addresses and long numbers (identity, tax and phone numbers) in a
 * message are blanked, and a route keeps its path without the query (search words).
 */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
export const MESSAGE_MAX = 1000;
export const STACK_MAX = 4000;
export const STACK_LINES = 30;
export const ROUTE_MAX = 300;

/** Reports accepted per minute from one user, and from one client address over every user. */
export const REPORTS_PER_USER_MINUTE = 10;
export const REPORTS_PER_ADDRESS_MINUTE = 30;

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;
const LONG_NUMBER = /\d[\d ]{8,}\d/g;
/** a URL's query and fragment: `…/x.js?v=1#a` → `…/x.js` */
const URL_QUERY = /(https?:\/\/[^\s?#)]+)[?#][^\s)]*/g;

export function blankPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(URL_QUERY, '$1').replace(LONG_NUMBER, '[number]');
}

export const trimMessage = (m: string): string => blankPersonalData(m.trim()).slice(0, MESSAGE_MAX);

export function trimStack(stack: string | null | undefined): string | null {
  if (!stack) return null;
  const lines = blankPersonalData(stack).split('\n').slice(0, STACK_LINES).join('\n');
  return lines.slice(0, STACK_MAX) || null;
}

/** The page's path, without its query: `/cari/list?q=Ayşe` → `/cari/list`. */
export const trimRoute = (route: string): string => (route.split(/[?#]/)[0] ?? '').slice(0, ROUTE_MAX) || '/';

/** Whether one more report fits a window that has taken `reports` so far (fixed windows of a minute). */
export const reportFits = (reports: number, limit: number): boolean => reports < limit;
