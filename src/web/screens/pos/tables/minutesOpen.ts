/** Whole minutes since a table was opened (never negative when the till's clock is behind). */
export function minutesOpen(openedAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(openedAt)) / 60_000));
}
