/**
 * Spec §5: in a date range the first date cannot be greater than the second. ISO days (YYYY-MM-DD)
 * compare as text; an open end is always in order. The screens and the API use this one rule.
 */
export function dateRangeInOrder(from: string | null | undefined, to: string | null | undefined): boolean {
  return !from || !to || from <= to;
}

/** The locale key of the message shown under the second date when the range is out of order. */
export const DATE_ORDER_MESSAGE = 'validation.dateOrder';
