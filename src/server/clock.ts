import { businessDay, clockStartingAt, DEFAULT_TIME_ZONE, systemClock, type Clock } from '../domain/clock/clock';
import type { Queryable } from './db/database';

/**
 * The server's one clock, set at boot (`boot({ clock })`, or `DEFTER_CLOCK` for `npm start` and the demo): every
 * business date the server makes reads it, so a test can run the server at any instant. Row timestamps
 * (created_at, tokens, throttles) stay on the database's real time.
 */
let current: Clock = systemClock;

export function setServerClock(clock: Clock): void {
  current = clock;
}

/**
 * Runs `fn` with the server's clock standing at `instant` (and ticking on from there), then puts the clock back. Only
 * for the demo's history (seed/demo-history.ts), which lives each of its past days before the server serves anyone.
 */
export async function atServerInstant<T>(instant: Date, fn: () => Promise<T>): Promise<T> {
  const before = current;
  current = clockStartingAt(instant, before);
  try {
    return await fn();
  } finally {
    current = before;
  }
}

/** Now, on the server's clock. */
export const serverNow = (): Date => current.now();

/** The clock `DEFTER_CLOCK=<ISO instant>` asks for (it starts at that instant and ticks on), else the system's; a bad value stops the start. */
export function clockFromEnv(value: string | undefined): Clock {
  if (!value) return systemClock;
  const start = Date.parse(value);
  if (!Number.isFinite(start)) throw new Error(`DEFTER_CLOCK is not an ISO instant: ${value}`);
  return clockStartingAt(new Date(start));
}

/**
 * The company's time zone (Sistem → Firma Ayarları; Europe/Istanbul unless it set another): the given company's, else
 * the one the transaction acts for (`app.company_id`, set by `db.company`).
 */
export async function companyTimeZone(q: Queryable, companyId?: number): Promise<string> {
  const r = await q.query<{ time_zone: string }>(
    `select time_zone from companies where id = coalesce($1::integer, nullif(current_setting('app.company_id', true), '')::integer)`,
    [companyId ?? null],
  );
  return r.rows[0]?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Today on the company's wall clock (ISO day): the default date of whatever the company makes now. */
export async function companyToday(q: Queryable, companyId?: number): Promise<string> {
  return businessDay(serverNow(), await companyTimeZone(q, companyId));
}
