import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import { MAX_INTEGER, MONEY_AMOUNT, decimalPattern, type DecimalLimit } from '../money/limits';

/**
 * The zod building blocks every schema of src/domain/schemas shares, so that an id, a date, a decimal or a
 * page is read the same way at every boundary and never outside what the database holds (money/limits.ts).
 * Messages are locale keys (http/validate.ts translates them).
 */

/** A record id (a positive whole number, or its digits) within PostgreSQL's integer; null when it is not one. */
export function recordIdValue(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_INTEGER ? n : null;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A record id read by `recordIdValue`. Anything else answers `message` when one is given (a rule's own,
 * missing included), otherwise validation.required when blank and validation.invalid when malformed.
 */
function recordIdAs<T>(out: (n: number) => T, message?: string) {
  return z.unknown().transform((v, ctx): T => {
    const n = recordIdValue(v);
    if (n !== null) return out(n);
    ctx.issues.push({ code: 'custom', message: message ?? (isBlank(v) ? 'validation.required' : 'validation.invalid'), input: v });
    return z.NEVER;
  });
}

/** What JSON Schema (the HTTP reference, docs/http-reference.md) says of an id: it cannot see through the transform. */
const RECORD_ID_META = { description: `record id (1–${MAX_INTEGER}, a number or its digits)` };

/** A record id as the documents keep it: its digits as a string ("12"). */
export const recordId = (message?: string) => recordIdAs(String, message).meta(RECORD_ID_META);
/** A record id as a number, for the tables' own queries. */
export const recordIdNumber = (message?: string) => recordIdAs((n) => n, message).meta(RECORD_ID_META);

/** A calendar day YYYY-MM-DD that exists, years 0001–9999 (calendar-date.ts). */
export const calendarDate = z.string({ message: 'validation.date' }).refine(isCalendarDate, { message: 'validation.date' });

/**
 * A plain decimal string within `limit` ("12.5"): no sign, exponent, comma or thousands separator. A string that is
 * not one stops here: a refinement after it (a bound read with decimal.js) never sees "1.2.3".
 */
export const decimalText = (limit: DecimalLimit, message = 'validation.number') => z.string({ message }).regex(decimalPattern(limit), { message, abort: true });

/** A document's version as the client read it. */
export const version = z.number().int().min(0).max(MAX_INTEGER);

/** `limit` of a list query: 1..max, `fallback` when absent. */
export const pageLimit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
/** `offset` of a list query: what an integer can count. */
export const pageOffset = z.coerce.number().int().min(0).max(MAX_INTEGER).default(0);

/** An optional record id a client may clear with null. */
export const optionalId = recordId().nullable().optional();

/** An amount of money as one ledger row holds it. */
export const money = (message = 'validation.number') => decimalText(MONEY_AMOUNT, message);

/** Optional text a client may clear with null. */
export const text = (max: number) => z.string().max(max).nullable().optional();

/** One page of a list answer (`GET /api/accounts`, `/api/warehouses`, …): its items and how many there are in all. */
export const listPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

/**
 * A document in a foreign currency whose lira equivalent the ledgers book (a cheque, a current-account voucher)
 * names its rate: without one, `message` on `exchangeRate`, beside the other fields' issues.
 */
export const foreignRateRequired =
  (message: string) =>
  (v: { currency?: string | undefined; exchangeRate?: string | null | undefined }, ctx: z.RefinementCtx): void => {
    if (v.currency !== undefined && v.currency !== 'TRY' && isBlank(v.exchangeRate)) ctx.addIssue({ code: 'custom', path: ['exchangeRate'], message });
  };
