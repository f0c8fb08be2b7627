/**
 * A delivered waybill must be invoiced within 7 days of delivery (Turkish Tax Procedure Law, art. 231/5).
 * Days are whole calendar days between the waybill's date and today (both YYYY-MM-DD).
 */
export const WAYBILL_INVOICE_DAYS = 7;

const DAY_MS = 86_400_000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type WaybillDeadline = { state: 'invoiced' } | { state: 'open'; daysLeft: number } | { state: 'late'; daysLate: number } | { state: 'notDelivered' };

/** Where a waybill stands against the 7-day rule: only completed or closed waybills count as delivered. */
export function waybillDeadline(w: { status: string; date?: string | null; invoiced?: boolean | null }, today: string): WaybillDeadline {
  if (w.invoiced) return { state: 'invoiced' };
  if ((w.status !== 'completed' && w.status !== 'closed') || !w.date) return { state: 'notDelivered' };
  const elapsed = daysBetween(w.date, today);
  return elapsed > WAYBILL_INVOICE_DAYS
    ? { state: 'late', daysLate: elapsed - WAYBILL_INVOICE_DAYS }
    : { state: 'open', daysLeft: WAYBILL_INVOICE_DAYS - elapsed };
}
